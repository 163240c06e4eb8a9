import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import UcumLhcUtilsModule from '@lhncbc/ucum-lhc';
import { loincCodes, testName } from '@wellpath/shared/health/definition';
import { classifyMarker, toStoredValue, ucumOf, type MemberContext } from '@wellpath/shared/health/markers';
import { CONTENT_DIR } from '../test/helpers.js';
import { ContentError, readContent } from './loader.js';

// The shipped catalogue (content/blood-markers.yaml), read as the server reads it: every band edge and
// critical threshold the clinical safety review asked for, and the loader's refusals.

const { UcumLhcUtils } = UcumLhcUtilsModule;
const content = readContent(CONTENT_DIR);
const marker = (key: string) => {
  const def = content.bloodMarkers.find((m) => m.key === key);
  if (!def) throw new Error(`no marker ${key}`);
  return def;
};
const anyone: MemberContext = { sex: null, conditions: new Set() };
const STATIN_INDICATED = ['type-1-diabetes', 'type-2-diabetes', 'cardiovascular-disease', 'chronic-kidney-disease'];
const classify = (key: string, value: number, member: MemberContext = anyone) => classifyMarker(marker(key), value, member);
const bandAt = (key: string, value: number, member?: MemberContext) => classify(key, value, member).band.key;

describe('the blood marker catalogue', () => {
  it('bands HbA1c as Diabetes Canada: normal < 6.0, prediabetes 6.0-6.4, diabetes range >= 6.5 %', () => {
    expect([5.9, 6.0, 6.4, 6.5, 14].map((v) => bandAt('hba1c', v))).toEqual(['normal', 'prediabetes', 'prediabetes', 'diabetes', 'diabetes']);
    expect(classify('hba1c', 6.1)).toMatchObject({ status: 'high', band: { label: 'Prediabetes range', tone: 'caution' } });
    expect(classify('hba1c', 14)).toMatchObject({ status: 'high', band: { label: 'Diabetes range', tone: 'danger' } });
    expect(classify('hba1c', 5.94)).toMatchObject({ value: 5.9, status: 'normal' });
  });

  it('bands fasting glucose: normal 4.0-6.0, impaired fasting glucose 6.1-6.9, diabetes range >= 7.0 mmol/L', () => {
    expect([2.9, 3.0, 3.9, 4.0, 6.0, 6.1, 6.9, 7.0].map((v) => bandAt('fasting-glucose', v))).toEqual([
      'very-low',
      'low',
      'low',
      'normal',
      'normal',
      'impaired-fasting-glucose',
      'impaired-fasting-glucose',
      'diabetes',
    ]);
    expect(classify('fasting-glucose', 5).referenceRange).toEqual({ min: 4, max: 6, below: 6.1 });
  });

  it.each([
    ['ldl-c', [3.49, 3.5, 4.99, 5.0], ['normal', 'high', 'high', 'very-high'], [1.79, 1.8], ['below-threshold', 'above-threshold']],
    ['non-hdl-c', [4.19, 4.2], ['normal', 'high'], [2.39, 2.4], ['below-threshold', 'above-threshold']],
    ['apob', [1.04, 1.05], ['normal', 'high'], [0.69, 0.7], ['below-threshold', 'above-threshold']],
  ] as const)('reads %s against CCS 2021, with the statin-indicated thresholds for diabetes, heart disease or stroke, or CKD', (key, values, bands, statinValues, statinBands) => {
    expect(values.map((v) => bandAt(key, v))).toEqual(bands);
    for (const condition of STATIN_INDICATED) {
      const member = { sex: null, conditions: new Set([condition]) };
      expect(statinValues.map((v) => bandAt(key, v, member))).toEqual(statinBands);
    }
  });

  it('gives no green "normal" for an LDL of 3.4 after a stroke', () => {
    const afterStroke = { sex: null, conditions: new Set(['cardiovascular-disease']) };
    expect(classify('ldl-c', 3.4)).toMatchObject({ status: 'normal', band: { tone: 'normal' } });
    expect(classify('ldl-c', 3.4, afterStroke)).toMatchObject({ status: 'high', band: { key: 'above-threshold', tone: 'caution' } });
    expect(classify('ldl-c', 3.4, afterStroke).referenceRange).toEqual({ min: null, max: 1.79, below: 1.8 });
    expect(classify('ldl-c', 5.2, afterStroke).band.key).toBe('very-high');
  });

  it('stores LDL 135 mg/dL as 3.49 mmol/L, below the 3.5 threshold', () => {
    const stored = toStoredValue(marker('ldl-c'), 135, 'mg/dL')!;
    expect(stored).toBe(3.49);
    expect(classify('ldl-c', stored).status).toBe('normal');
  });

  it('converts with the reference factors: glucose 18.016, cholesterol 38.67, triglycerides 88.57, creatinine 88.42, HbA1c IFCC', () => {
    expect(toStoredValue(marker('fasting-glucose'), 126, 'mg/dL')).toBe(7);
    expect(toStoredValue(marker('total-cholesterol'), 200, 'mg/dL')).toBe(5.17);
    expect(toStoredValue(marker('triglycerides'), 150, 'mg/dL')).toBe(1.69);
    expect(toStoredValue(marker('creatinine'), 1.2, 'mg/dL')).toBe(106);
    expect(toStoredValue(marker('hba1c'), 48, 'mmol/mol')).toBe(6.5);
  });

  it.each([
    ['total-cholesterol', 5.19, 5.2, 'below 5.2 mmol/L'],
    ['triglycerides', 1.69, 1.7, 'below 1.7 mmol/L'],
  ] as const)('gives %s a normal range that ends below the number its advice names', (key, max, below, words) => {
    // The screens write the range "below 5.20 mmol/L" from `below`, as the advice does, not "5.19 mmol/L or less".
    expect(classify(key, 1).referenceRange).toEqual({ min: null, max, below });
    expect(marker(key).messages!.normal).toContain(words);
  });

  it('uses the guideline thresholds of the range markers', () => {
    expect([1.69, 1.7].map((v) => classify('triglycerides', v).status)).toEqual(['normal', 'high']);
    expect([5.19, 5.2].map((v) => classify('total-cholesterol', v).status)).toEqual(['normal', 'high']);
    expect([59, 60].map((v) => classify('egfr', v).status)).toEqual(['low', 'normal']);
    expect([40, 41].map((v) => classify('alt', v).status)).toEqual(['normal', 'high']);
    expect([0.39, 0.4, 4.0, 4.01].map((v) => classify('tsh', v).status)).toEqual(['low', 'normal', 'normal', 'high']);
    expect([1.9, 2.0, 10.0, 10.1].map((v) => bandAt('hs-crp', v))).toEqual(['normal', 'raised', 'raised', 'acute-inflammation']);
    expect([29, 30, 49, 50, 125, 126].map((v) => bandAt('vitamin-d', v))).toEqual([
      'deficient',
      'inadequate',
      'inadequate',
      'sufficient',
      'sufficient',
      'possible-concern',
    ]);
  });

  it('flags HDL, creatinine and ferritin abnormal for either sex when the sex is unknown, with both ranges', () => {
    expect(classify('hdl-c', 1.1)).toMatchObject({ status: 'low', rangesBySex: { female: { min: 1.3 }, male: { min: 1 } } });
    expect(classify('hdl-c', 1.1, { sex: 'male', conditions: new Set() }).status).toBe('normal');
    expect(classify('creatinine', 100).status).toBe('high');
    expect(classify('creatinine', 100, { sex: 'male', conditions: new Set() }).status).toBe('normal');
    expect(classify('creatinine', 50).status).toBe('low');
    expect(classify('ferritin', 250).status).toBe('high');
    expect(classify('ferritin', 20).status).toBe('low');
    expect(classify('ferritin', 250, { sex: 'male', conditions: new Set() }).status).toBe('normal');
  });

  it.each([
    ['fasting-glucose', 3.0, 2.9],
    ['fasting-glucose', 20.0, 20.1],
    ['hba1c', 9.9, 10.0],
    ['triglycerides', 9.99, 10.0],
    ['egfr', 30, 29],
    ['creatinine', 354, 355],
    ['alt', 400, 401],
    ['hs-crp', 10.0, 10.1],
  ] as const)('%s is not critical at %s and critical at %s, with urgent advice', (key, safe, critical) => {
    expect(classify(key, safe)).toMatchObject({ critical: false, criticalMessage: null });
    expect(classify(key, critical)).toMatchObject({ critical: true, criticalMessage: expect.any(String) });
  });

  it('reads the examples of the safety review as critical', () => {
    for (const [key, value] of [
      ['fasting-glucose', 2.2],
      ['fasting-glucose', 30],
      ['triglycerides', 15],
      ['egfr', 12],
      ['creatinine', 900],
      ['alt', 2000],
      ['hs-crp', 150],
      ['hba1c', 14],
    ] as const) {
      expect(classify(key, value).critical, `${key} ${value}`).toBe(true);
    }
    expect(classify('hs-crp', 150).criticalMessage).toMatch(/not a heart-risk result/);
    expect(classify('fasting-glucose', 2.2).criticalMessage).toMatch(/very low/);
    expect(classify('fasting-glucose', 30).criticalMessage).toMatch(/very high/);
  });

  it('accepts the mass-unit LOINC codes and the SI non-HDL code', () => {
    const codes = (key: string) => marker(key).loinc.map((l) => (typeof l === 'string' ? l : `${l.code} ${l.unit}`));
    expect(codes('total-cholesterol')).toContain('2093-3 mg/dL');
    expect(codes('hdl-c')).toContain('2085-9 mg/dL');
    expect(codes('ldl-c')).toEqual(expect.arrayContaining(['13457-7 mg/dL', '18262-6 mg/dL']));
    expect(codes('triglycerides')).toContain('2571-8 mg/dL');
    expect(codes('fasting-glucose')).toContain('1558-6 mg/dL');
    expect(codes('creatinine')).toContain('2160-0 mg/dL');
    expect(codes('non-hdl-c')).toEqual(['70204-3', '43396-1 mg/dL']);
  });

  it('takes the codes real lab bundles carry: eGFR 33914-3 and 62238-1, creatinine 38483-4, cholesterol 35200-5, triglycerides 35217-9', () => {
    const codes = (key: string) => loincCodes(marker(key));
    expect(codes('egfr')).toEqual(expect.arrayContaining(['98979-8', '33914-3', '62238-1']));
    expect(codes('creatinine')).toEqual(expect.arrayContaining(['2160-0', '38483-4']));
    expect(codes('total-cholesterol')).toEqual(expect.arrayContaining(['2093-3', '35200-5']));
    expect(codes('triglycerides')).toEqual(expect.arrayContaining(['2571-8', '35217-9']));
    // A random glucose is no fasting glucose: it is not read as one.
    expect(content.bloodMarkers.flatMap((m) => loincCodes(m))).not.toContain('2345-7');
  });

  it('gives every unit of the catalogue a valid UCUM code, with the two the review found invalid written right', () => {
    const ucum = UcumLhcUtils.getInstance();
    const units = content.bloodMarkers.flatMap((m) => [
      { marker: m.key, unit: m.unit, code: m.ucum },
      ...m.conversions.map((c) => ({ marker: m.key, unit: c.unit, code: c.ucum })),
    ]);
    expect(units.length).toBeGreaterThan(25);
    for (const u of units) {
      expect(u.code, `${u.marker} ${u.unit}`).toBeDefined();
      expect(ucum.validateUnitString(u.code!, true).status, `${u.marker} ${u.unit} -> ${u.code}`).toBe('valid');
    }
    expect(ucumOf(marker('egfr'), 'mL/min/1.73m2')).toBe('mL/min/{1.73_m2}');
    expect(ucumOf(marker('tsh'), 'uIU/mL')).toBe('u[IU]/mL');
    expect(ucumOf(marker('tsh'), 'mIU/L')).toBe('m[IU]/L');
    expect(ucumOf(marker('creatinine'), 'µmol/L')).toBe('umol/L');
    // The text and the code of a unit are the same unit.
    expect(toStoredValue(marker('egfr'), 58, 'mL/min/{1.73_m2}')).toBe(58);
    expect(toStoredValue(marker('egfr'), 58, 'mL/min/1.73 m²')).toBe(58);
    expect(toStoredValue(marker('tsh'), 2.1, 'u[IU]/mL')).toBe(2.1);
  });

  it('names each test once: keys, names and aliases (English and French) lead to one marker', () => {
    const owners = new Map<string, string[]>();
    for (const m of content.bloodMarkers)
      for (const n of new Set([m.key, m.name, ...m.aliases].map(testName))) owners.set(n, [...(owners.get(n) ?? []), m.key]);
    expect([...owners].filter(([, keys]) => keys.length > 1)).toEqual([]);
    expect(owners.get(testName('Cholestérol LDL'))).toEqual(['ldl-c']);
    expect(owners.get(testName('GLYCÉMIE À JEUN'))).toEqual(['fasting-glucose']);
    expect(owners.get(testName('Cholesterol, Total'))).toEqual(['total-cholesterol']);
  });
});

describe('loading the catalogue', () => {
  const temps: string[] = [];
  afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  /** A copy of the content with blood-markers.yaml edited. */
  function withMarkers(edit: (yaml: string) => string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-markers-'));
    temps.push(dir);
    fs.cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, 'blood-markers.yaml');
    const before = fs.readFileSync(file, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    fs.writeFileSync(file, after);
    return dir;
  }

  it('refuses a critical band that overlaps the normal range', () => {
    const dir = withMarkers((y) => y.replace('      below: 3.0\n      above: 20\n', '      below: 4.5\n      above: 20\n'));
    expect(() => readContent(dir)).toThrow(ContentError);
    expect(() => readContent(dir)).toThrow(/markers\.1\.critical: the critical band \(below 4\.5\) overlaps the normal range/);
    const high = withMarkers((y) => y.replace('      above: 400\n', '      above: 30\n'));
    expect(() => readContent(high)).toThrow(/critical: the critical band \(above 30\) overlaps the normal range/);
    const from = withMarkers((y) => y.replace('      from: 10.0\n', '      from: 5.5\n'));
    expect(() => readContent(from)).toThrow(/markers\.0\.critical: the critical band \(from 5\.5\) overlaps/);
  });

  it('refuses a critical band that overlaps the normal range of either sex', () => {
    const dir = withMarkers((y) => y.replace('      above: 354\n', '      above: 100\n'));
    expect(() => readContent(dir)).toThrow(/critical: the critical band \(above 100\) overlaps the normal range for male/);
  });

  it('refuses condition bands naming an unknown condition', () => {
    const dir = withMarkers((y) => y.replace('[type-1-diabetes, type-2-diabetes, cardiovascular-disease, chronic-kidney-disease]', '[type-2-diabetes, heart-attack]'));
    expect(() => readContent(dir)).toThrow(/condition_bands\.0\.conditions: unknown condition "heart-attack"/);
  });

  it('refuses bands out of order, thresholds finer than the precision and sex ranges that do not overlap', () => {
    const order = withMarkers((y) => y.replace('        from: 6.5\n', '        from: 5.5\n'));
    expect(() => readContent(order)).toThrow(/markers\.0\.bands\.2: bands must start at increasing values/);
    const fine = withMarkers((y) => y.replace('reference: { min: null, high_from: 1.7 }', 'reference: { min: null, high_from: 1.705 }'));
    expect(() => readContent(fine)).toThrow(/reference\.high_from: 1\.705 has more decimals than the marker reports \(2\)/);
    const apart = withMarkers((y) => y.replace('reference_female: { min: 45, max: 90 }', 'reference_female: { min: 20, max: 50 }'));
    expect(() => readContent(apart)).toThrow(/the normal range for sex unknown is empty/);
  });

  it('refuses a unit without its UCUM code, and an alias given to two markers', () => {
    const bare = withMarkers((y) => y.replace('      - { unit: mIU/L, factor: 1, ucum: "m[IU]/L" }', '      - { unit: mIU/L, factor: 1 }'));
    expect(() => readContent(bare)).toThrow(/conversions\.0\.ucum: give the UCUM code of the unit "mIU\/L"/);
    const spaced = withMarkers((y) => y.replace('ucum: "mL/min/{1.73_m2}"', 'ucum: "mL/min/1.73 m2"'));
    expect(() => readContent(spaced)).toThrow(/must be a UCUM code/);
    const twice = withMarkers((y) => y.replace('      - "Ferritine"\n', '      - "Ferritine"\n      - "Cholestérol LDL"\n'));
    expect(() => readContent(twice)).toThrow('blood-markers.yaml: "cholesterol ldl" names both ldl-c and ferritin (aliases)');
  });

  it('refuses a LOINC code given to two markers', () => {
    const dir = withMarkers((y) => y.replace('{ code: "2093-3", unit: mg/dL }', '{ code: "2085-9", unit: mg/dL }'));
    expect(() => readContent(dir)).toThrow('blood-markers.yaml: duplicate LOINC code "2085-9"');
  });
});
