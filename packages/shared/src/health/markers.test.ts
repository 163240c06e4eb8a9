import { describe, expect, it } from 'vitest';
import { bloodMarkerDefinitionSchema } from './definition.js';
import {
  censoredCritical,
  censoredReading,
  classifyMarker,
  criticalRule,
  inclusiveRange,
  roundTo,
  toCanonical,
  toStoredValue,
  type MemberContext,
} from './markers.js';

const anyone: MemberContext = { sex: null, conditions: new Set() };
const female: MemberContext = { sex: 'female', conditions: new Set() };
const male: MemberContext = { sex: 'male', conditions: new Set() };

const base = { category: 'lipids', unit: 'mmol/L', loinc: ['1-1'], plausible: { min: 0, max: 100 } } as const;
const messages = { low: 'low message', normal: 'normal message', high: 'high message' };
const band = (key: string, status: 'low' | 'normal' | 'high', extra: Record<string, unknown> = {}) => ({
  key,
  label: key,
  status,
  tone: status === 'normal' ? 'normal' : 'caution',
  message: `${key} message`,
  ...extra,
});
const parse = (def: Record<string, unknown>) => bloodMarkerDefinitionSchema.parse({ key: 'x', name: 'X', ...base, ...def });
const classify = (def: ReturnType<typeof parse>, value: number, member = anyone) => classifyMarker(def, value, member);

describe('rounding to the reporting precision', () => {
  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(3.4911, 2)).toBe(3.49);
    expect(roundTo(5.95, 1)).toBe(6);
    expect(roundTo(5.94, 1)).toBe(5.9);
    expect(roundTo(125.5, 0)).toBe(126);
    expect(roundTo(-1.25, 1)).toBe(-1.3);
  });

  it('rounds numbers printed in exponent form as numbers, never NaN', () => {
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1e-320, 2)).toBe(0);
    expect(Object.is(roundTo(-1e-7, 2), 0)).toBe(true);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1e21, 2)).toBe(1e21);
    expect(roundTo(1.5e-5, 5)).toBe(0.00002);
    expect(roundTo(2.5e-7, 6)).toBe(0);
    expect(roundTo(1e308, 2)).toBe(1e308);
    expect(roundTo(-3.5e38, 1)).toBe(-3.5e38);
    expect(roundTo(Number.POSITIVE_INFINITY, 1)).toBe(Number.POSITIVE_INFINITY);
    expect(roundTo(Number.NaN, 1)).toBeNaN();
  });

  it('classifies the value as shown: HbA1c 5.94 % reads 5.9 and is normal, 5.95 reads 6.0 and is not', () => {
    const hba1c = parse({ unit: '%', decimals: 1, bands: [band('normal', 'normal'), band('prediabetes', 'high', { from: 6.0 })] });
    expect(classify(hba1c, 5.94)).toMatchObject({ value: 5.9, status: 'normal', band: { key: 'normal' } });
    expect(classify(hba1c, 5.95)).toMatchObject({ value: 6, status: 'high', band: { key: 'prediabetes' } });
  });

  it('reads an old unrounded LDL of 3.491 (135 mg/dL) as 3.49, below the 3.5 threshold', () => {
    const ldl = parse({ decimals: 2, reference: { min: null, high_from: 3.5 }, messages });
    expect(classify(ldl, 3.491)).toMatchObject({ value: 3.49, status: 'normal' });
    expect(classify(ldl, 3.491).referenceRange).toEqual({ min: null, max: 3.49, below: 3.5 });
    expect(classify(ldl, 3.495)).toMatchObject({ value: 3.5, status: 'high', message: 'high message' });
  });
});

describe('reference ranges in the guideline numbers', () => {
  it('high_from: the threshold itself is high; max: the bound itself is normal; min: below it is low', () => {
    const tg = parse({ decimals: 2, reference: { min: null, high_from: 1.7 }, messages });
    expect(classify(tg, 1.69).status).toBe('normal');
    expect(classify(tg, 1.7).status).toBe('high');
    const tsh = parse({ decimals: 2, reference: { min: 0.4, max: 4.0 }, messages });
    expect(classify(tsh, 0.39).status).toBe('low');
    expect(classify(tsh, 0.4).status).toBe('normal');
    expect(classify(tsh, 4.0).status).toBe('normal');
    expect(classify(tsh, 4.01).status).toBe('high');
    expect(classify(tsh, 4.0).referenceRange).toEqual({ min: 0.4, max: 4 });
  });

  it('turns a range into inclusive bounds at the precision for the wire', () => {
    // `below` keeps the guideline's own number for writing the range ("below 6.0"); `max` does not get one.
    expect(inclusiveRange({ min: null, high_from: 6.0 }, 1)).toEqual({ min: null, max: 5.9, below: 6 });
    expect(inclusiveRange({ min: null, high_from: 5.2 }, 2)).toEqual({ min: null, max: 5.19, below: 5.2 });
    expect(inclusiveRange({ min: null, max: 40 }, 0)).toEqual({ min: null, max: 40 });
    expect(inclusiveRange({ min: 60, max: null }, 0)).toEqual({ min: 60, max: null });
    expect(inclusiveRange({ min: 1.3 }, 2)).toEqual({ min: 1.3, max: null });
  });

  it('names the derived bands Low, Normal and High, with the catalogue tones', () => {
    const def = parse({ decimals: 0, reference: { min: 50, max: 125 }, messages, tones: { high: 'danger' } });
    expect(classify(def, 49).band).toEqual({ key: 'low', label: 'Low', tone: 'caution' });
    expect(classify(def, 50).band).toEqual({ key: 'normal', label: 'Normal', tone: 'normal' });
    expect(classify(def, 126).band).toEqual({ key: 'high', label: 'High', tone: 'danger' });
  });
});

describe('named bands', () => {
  const glucose = parse({
    unit: 'mmol/L',
    decimals: 1,
    bands: [
      band('low', 'low'),
      band('normal', 'normal', { from: 4.0 }),
      band('ifg', 'high', { from: 6.1 }),
      band('diabetes', 'high', { from: 7.0, tone: 'danger' }),
    ],
  });

  it.each([
    [3.9, 'low', 'low'],
    [4.0, 'normal', 'normal'],
    [6.0, 'normal', 'normal'],
    [6.1, 'ifg', 'high'],
    [6.9, 'ifg', 'high'],
    [7.0, 'diabetes', 'high'],
  ] as const)('fasting glucose %s is in band %s (status %s)', (value, key, status) => {
    const c = classify(glucose, value);
    expect(c.band.key).toBe(key);
    expect(c.status).toBe(status);
    expect(c.message).toBe(`${key} message`);
  });

  it('gives the normal band as the reference range', () => {
    expect(classify(glucose, 5).referenceRange).toEqual({ min: 4, max: 6, below: 6.1 });
    expect(classify(glucose, 7.2).band.tone).toBe('danger');
  });

  it('starts a band just above a number with `above`', () => {
    const vitD = parse({
      unit: 'nmol/L',
      decimals: 0,
      bands: [band('deficient', 'low'), band('sufficient', 'normal', { from: 50 }), band('concern', 'high', { above: 125 })],
    });
    expect(classify(vitD, 125).band.key).toBe('sufficient');
    expect(classify(vitD, 125.4).band.key).toBe('sufficient');
    expect(classify(vitD, 125.5).band.key).toBe('concern');
    expect(classify(vitD, 126).band.key).toBe('concern');
    expect(classify(vitD, 80).referenceRange).toEqual({ min: 50, max: 125 });
  });

  it('uses the condition bands for a member with any of their conditions on record', () => {
    const ldl = parse({
      decimals: 2,
      bands: [band('normal', 'normal'), band('high', 'high', { from: 3.5 })],
      condition_bands: [
        {
          conditions: ['type-2-diabetes', 'cardiovascular-disease'],
          bands: [band('below', 'normal'), band('above', 'high', { from: 1.8 })],
        },
      ],
    });
    expect(classify(ldl, 3.4)).toMatchObject({ status: 'normal', band: { key: 'normal' } });
    const afterStroke = { sex: null, conditions: new Set(['hypertension', 'cardiovascular-disease']) };
    expect(classify(ldl, 3.4, afterStroke)).toMatchObject({ status: 'high', band: { key: 'above' } });
    expect(classify(ldl, 1.79, afterStroke)).toMatchObject({ status: 'normal', band: { key: 'below' } });
    expect(classify(ldl, 1.8, afterStroke)).toMatchObject({ status: 'high', band: { key: 'above' } });
    expect(classify(ldl, 1.8, afterStroke).referenceRange).toEqual({ min: null, max: 1.79, below: 1.8 });
    expect(classify(ldl, 3.4, { sex: null, conditions: new Set(['hypertension']) }).status).toBe('normal');
  });
});

describe('ranges by sex', () => {
  const hdl = parse({ decimals: 2, reference_female: { min: 1.3 }, reference_male: { min: 1.0 }, messages });
  const creatinine = parse({
    unit: 'umol/L',
    decimals: 0,
    reference_female: { min: 45, max: 90 },
    reference_male: { min: 60, max: 110 },
    messages,
  });

  it('uses the range of the member sex', () => {
    expect(classify(hdl, 1.1, female).status).toBe('low');
    expect(classify(hdl, 1.1, male).status).toBe('normal');
    expect(classify(hdl, 1.1, male).rangesBySex).toBeNull();
  });

  it('flags a value abnormal for either sex when the sex is unknown, and gives both ranges', () => {
    expect(classify(hdl, 1.1)).toMatchObject({ status: 'low', referenceRange: { min: 1.3, max: null } });
    expect(classify(hdl, 1.3).status).toBe('normal');
    expect(classify(hdl, 1.1).rangesBySex).toEqual({ female: { min: 1.3, max: null }, male: { min: 1.0, max: null } });
    expect(classify(creatinine, 100).status).toBe('high'); // above the female range
    expect(classify(creatinine, 50).status).toBe('low'); // below the male range
    expect(classify(creatinine, 75).status).toBe('normal');
    expect(classify(creatinine, 75).referenceRange).toEqual({ min: 60, max: 90 });
  });

  it('keeps the guideline number of the range it ends with when the sex is unknown', () => {
    const def = parse({ decimals: 1, reference_female: { min: null, high_from: 5.0 }, reference_male: { min: null, max: 5.5 }, messages });
    expect(classify(def, 4).referenceRange).toEqual({ min: null, max: 4.9, below: 5 });
    const wider = parse({
      decimals: 1,
      reference_female: { min: null, high_from: 6.0 },
      reference_male: { min: null, max: 5.5 },
      messages,
    });
    expect(classify(wider, 4).referenceRange).toEqual({ min: null, max: 5.5 });
  });

  it('gives no second range when the ranges do not differ', () => {
    const def = parse({ decimals: 1, reference: { min: 4, max: 6 }, messages });
    expect(classify(def, 5).rangesBySex).toBeNull();
  });
});

describe('critical values', () => {
  const glucose = parse({
    decimals: 1,
    reference: { min: 4.0, max: 6.0 },
    messages,
    critical: { below: 3.0, above: 20, message: 'very high advice', message_below: 'very low advice' },
  });
  const hba1c = parse({
    unit: '%',
    decimals: 1,
    reference: { min: null, high_from: 6.0 },
    messages,
    critical: { from: 10, message: 'a1c advice' },
  });

  it.each([
    [2.9, true, 'very low advice'],
    [2.95, false, null], // reads 3.0
    [3.0, false, null],
    [20.0, false, null],
    [20.04, false, null], // reads 20.0
    [20.1, true, 'very high advice'],
  ] as const)('glucose %s is critical: %s', (value, critical, message) => {
    expect(classify(glucose, value)).toMatchObject({ critical, criticalMessage: message });
  });

  it('is critical from the `from` value itself', () => {
    expect(classify(hba1c, 9.9).critical).toBe(false);
    expect(classify(hba1c, 9.96).critical).toBe(true); // reads 10.0
    expect(classify(hba1c, 10).critical).toBe(true);
  });

  it('says the threshold in words for the care team', () => {
    expect(criticalRule(glucose, 'low')).toBe('below 3.0');
    expect(criticalRule(glucose, 'high')).toBe('above 20.0');
    expect(criticalRule(hba1c, 'high')).toBe('10.0 or more');
  });
});

describe('unit conversion', () => {
  const ldl = parse({ decimals: 2, reference: { min: null, high_from: 3.5 }, messages, conversions: [{ unit: 'mg/dL', divisor: 38.67 }] });
  it('keeps canonical values and converts accepted units, unrounded', () => {
    expect(toCanonical(ldl, 3.2, 'mmol/L')).toBe(3.2);
    expect(toCanonical(ldl, 3.2, 'MMOL/L')).toBe(3.2);
    expect(toCanonical(ldl, 135, 'mg/dL')).toBeCloseTo(3.49108, 5);
  });
  it('stores at the reporting precision: LDL 135 mg/dL is 3.49 mmol/L', () => {
    expect(toStoredValue(ldl, 135, 'mg/dL')).toBe(3.49);
    expect(toStoredValue(ldl, 3.2, 'g/L')).toBeNull();
  });
  it('refuses a unit the marker does not accept', () => {
    expect(toCanonical(ldl, 3.2, 'g/L')).toBeNull();
  });
  it('converts glucose with 18.016 and creatinine with 88.42', () => {
    const glucose = parse({ decimals: 1, reference: { min: 4 }, messages, conversions: [{ unit: 'mg/dL', divisor: 18.016 }] });
    expect(toStoredValue(glucose, 126, 'mg/dL')).toBe(7);
    expect(toStoredValue(glucose, 109, 'mg/dL')).toBe(6.1);
    const creatinine = parse({ decimals: 0, reference: { min: 45 }, messages, conversions: [{ unit: 'mg/dL', factor: 88.42 }] });
    expect(toStoredValue(creatinine, 1.0, 'mg/dL')).toBe(88);
    expect(toCanonical(creatinine, 10, 'mg/dL')).toBeCloseTo(884.2, 6);
  });
  it('converts HbA1c from mmol/mol (IFCC) with the NGSP master equation', () => {
    const hba1c = parse({
      unit: '%',
      decimals: 1,
      reference: { min: null, high_from: 6.0 },
      messages,
      conversions: [{ unit: 'mmol/mol', factor: 0.0915, offset: 2.15 }],
    });
    expect(toCanonical(hba1c, 48, 'mmol/mol')).toBeCloseTo(6.542, 6);
    expect(toStoredValue(hba1c, 48, 'mmol/mol')).toBe(6.5);
    expect(toStoredValue(hba1c, 42, 'mmol/mol')).toBe(6);
    expect(toStoredValue(hba1c, 86, 'mmol/mol')).toBe(10);
  });
});

describe('the definition schema', () => {
  it('needs bands, or a range with messages', () => {
    expect(bloodMarkerDefinitionSchema.safeParse({ key: 'x', name: 'X', ...base }).success).toBe(false);
    expect(bloodMarkerDefinitionSchema.safeParse({ key: 'x', name: 'X', ...base, reference: { min: 1 } }).success).toBe(false);
    expect(
      bloodMarkerDefinitionSchema.safeParse({ key: 'x', name: 'X', ...base, bands: [band('n', 'normal')], reference: { min: 1 } }).success,
    ).toBe(false);
  });
  it('refuses max with high_from, a conversion without a factor, and a critical band without a bound', () => {
    expect(parse.bind(null, { reference: { min: null, max: 3, high_from: 3.5 }, messages })).toThrow(/max or high_from/);
    expect(parse.bind(null, { reference: { min: 1 }, messages, conversions: [{ unit: 'mg/dL' }] })).toThrow(/factor or divisor/);
    expect(parse.bind(null, { reference: { min: 1 }, messages, critical: { message: 'x' } })).toThrow(/below, above or from/);
  });
});

describe('censored results ("<0.3", ">90")', () => {
  const glucose = parse({
    decimals: 1,
    reference: { min: 4.0, max: 6.0 },
    messages,
    critical: { below: 2.5, above: 20, message: 'urgent' },
  });

  it('reads a censored value at the nearest reportable value on its side, never a more reassuring one', () => {
    expect(censoredReading(15, '<', 0)).toBe(14);
    expect(censoredReading(90, '>', 0)).toBe(91);
    expect(censoredReading(0.3, '<', 1)).toBe(0.2);
    expect(censoredReading(15, '<=', 0)).toBe(15);
    expect(censoredReading(60, '>=', 0)).toBe(60);
    expect(censoredReading(5.04, null, 1)).toBe(5);
    expect(classifyMarker(glucose, 4.0, anyone, '<')).toMatchObject({ value: 4, status: 'low' });
    expect(classifyMarker(glucose, 6.0, anyone, '>')).toMatchObject({ value: 6, status: 'high' });
    expect(classifyMarker(glucose, 6.0, anyone, '<=')).toMatchObject({ value: 6, status: 'normal' });
  });

  it('is critical only on its own side and only when every value it may be is', () => {
    expect(censoredCritical(glucose, 2.0, '<')?.side).toBe('low');
    expect(censoredCritical(glucose, 2.5, '<')?.side).toBe('low');
    expect(censoredCritical(glucose, 2.5, '<=')).toBeNull();
    expect(censoredCritical(glucose, 3.0, '<')).toBeNull();
    expect(censoredCritical(glucose, 1.5, '>')).toBeNull();
    expect(censoredCritical(glucose, 25, '>')?.side).toBe('high');
    expect(censoredCritical(glucose, 20, '>=')).toBeNull();
    expect(censoredCritical(glucose, 20, '>')?.side).toBe('high');
    expect(censoredCritical(glucose, 25, '<')).toBeNull();
    expect(classifyMarker(glucose, 2.0, anyone, '<')).toMatchObject({ critical: true, criticalMessage: 'urgent' });
  });
});
