import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  completeAnswers,
  createMember,
  createStaff,
  createTestApp,
  DATABASES,
  surveyFromContent,
  type TestApp,
} from '../../test/helpers.js';

// Lab results as labs and EHRs write them (review of 2026-11-29, items 10 to 12), over HTTP on each
// database: the exact reproductions of the review, the FHIR shapes of Synthea and the HL7 examples,
// a lab portal's CSV with censored values, and numbers no column holds.

const fixture = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as Record<string, unknown>;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

interface Result {
  marker_key: string;
  value: number;
  unit: string;
  comparator?: string | null;
  test_date: string;
  status: string;
  critical?: boolean;
  lab_reference_range?: { min: number | null; max: number | null } | null;
}

describe.each(DATABASES)('lab results from files on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: payload as object });
  const latest = async (token: string) => (await get(token, '/api/healthtracking/bloodpresults/latest')).json().results as Result[];
  const of = (results: Result[], key: string) => results.find((r) => r.marker_key === key);

  describe('numbers in exponent form', () => {
    const report = (value: number) => ({ test_date: daysAgo(9), values: [{ marker_id: 'ldl-c', value, unit: 'mmol/L' }] });

    it.each([
      [1e-7, 'Each value has more than 6 decimal places'],
      [1e-320, 'Each value has more than 6 decimal places'],
      [1e308, 'Each value must be a number between -1,000,000 and 1,000,000'],
      [-1e308, 'Each value must be a number between -1,000,000 and 1,000,000'],
      [3.5e38, 'Each value must be a number between -1,000,000 and 1,000,000'],
    ])('refuses a lab value of %s with 400 naming the field, and every read still answers', async (value, problem) => {
      const member = await createMember(t);
      const clinician = await createStaff(t, 'clinician');
      const res = await post(member.token, '/api/healthtracking/bloodpresults/reports', report(value));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'The lab report was not saved', errors: [problem] });
      const good = await post(member.token, '/api/healthtracking/bloodpresults/reports', report(3.1));
      expect(good.statusCode).toBe(201);
      const reports = await get(member.token, '/api/healthtracking/bloodpresults/reports');
      expect(reports.statusCode).toBe(200);
      expect(reports.json().reports).toHaveLength(1);
      expect((await get(member.token, '/api/healthtracking/bloodpresults/markers/ldl-c/history')).statusCode).toBe(200);
      expect((await get(clinician.token, `/api/staff/members/${member.userId}/health`)).statusCode).toBe(200);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/healthtracking/bloodpresults/reports/${good.json().report_id}`,
        headers: bearer(member.token),
      });
      expect(deleted.statusCode).toBe(204);
    });

    it('refuses the CSV row 2026-11-21,ldl-c,0.0000001,mmol/L, and a FHIR value of 1e-7, storing nothing', async () => {
      const { token } = await createMember(t);
      const csv = await post(token, '/api/healthtracking/bloodpresults/import/csv', {
        csv: 'test_date,marker,value,unit\n2026-11-21,ldl-c,0.0000001,mmol/L\n2026-11-21,ldl-c,1e308,mmol/L\n',
      });
      expect(csv.statusCode).toBe(400);
      expect(csv.json()).toMatchObject({
        message: 'No row of the CSV file could be imported',
        errors: ['Row 2: Each value has more than 6 decimal places', 'Row 3: Each value must be a number between -1,000,000 and 1,000,000'],
      });
      const fhir = await post(token, '/api/healthtracking/bloodpresults/import/fhir', {
        resourceType: 'Observation',
        id: 'tiny',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '22748-8' }] },
        valueQuantity: { value: 1e-7, unit: 'mmol/L' },
        effectiveDateTime: daysAgo(3),
      });
      expect(fhir.json()).toMatchObject({
        imported: 0,
        skipped: [{ entry: 'Observation tiny', reason: 'Each value has more than 6 decimal places' }],
      });
      expect(await latest(token)).toEqual([]);
    });

    it('refuses out-of-range numbers in every other member number field with 400 and a sentence naming it', async () => {
      const { token } = await createMember(t);
      const at = new Date(Date.now() - 3_600_000).toISOString();
      for (const [field, sentence] of [
        ['systolic', 'Systolic must be between 60 and 260 mm Hg'],
        ['diastolic', 'Diastolic must be between 30 and 160 mm Hg'],
        ['pulse', 'Pulse must be between 25 and 250 beats a minute'],
      ] as const) {
        for (const bad of [1e308, -1e308, 3.5e38]) {
          const res = await post(token, '/api/healthtracking/bloodpressure', {
            systolic: 120,
            diastolic: 80,
            pulse: 70,
            measured_at: at,
            [field]: bad,
          });
          expect(res.statusCode, `${field} ${bad}`).toBe(400);
          expect(res.json().errors).toContain(sentence);
        }
        const tiny = await post(token, '/api/healthtracking/bloodpressure', {
          systolic: 120,
          diastolic: 80,
          pulse: 70,
          measured_at: at,
          [field]: 1e-320,
        });
        expect(tiny.statusCode).toBe(400);
      }
      for (const bad of [1e308, 3.5e38, 1e-7]) {
        const res = await post(token, '/api/healthtracking/activities', {
          date: daysAgo(1),
          type: 'walking',
          minutes: bad,
          intensity: 'moderate',
        });
        expect(res.statusCode, `minutes ${bad}`).toBe(400);
      }
      const { program } = (await post(token, '/api/programs/sleep-reset-14/start', {})).json();
      for (const bad of [1e308, 3.5e38, 1e-320]) {
        const res = await post(token, `/api/programs/${program._id}/track`, {
          date: daysAgo(0),
          completed_items: [],
          item_values: { 3: bad },
        });
        expect(res.statusCode, `tracked ${bad}`).toBe(400);
      }
      const survey = surveyFromContent(t, 'exercise-vital-sign');
      for (const bad of [1e308, 3.5e38, 1e-320]) {
        const res = await post(token, '/api/surveys/exercise-vital-sign/responses', {
          answers: completeAnswers(survey, { days_per_week: bad }),
        });
        expect(res.statusCode, `survey ${bad}`).toBe(400);
      }
      expect((await get(token, '/api/healthtracking/bloodpressure')).json().readings).toEqual([]);
    });
  });

  describe('FHIR import', () => {
    it('stores weight, waist and body fat as body measurements in SI and the height when the profile has none; BMI is passed over; once only', async () => {
      const { token } = await createMember(t);
      const obs = (id: string, code: string, value: number, unit: string, when = '2026-03-02T08:00:00-05:00') => ({
        resource: {
          resourceType: 'Observation',
          id,
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code }] },
          valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
          effectiveDateTime: when,
        },
      });
      const bundle = {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          obs('w', '29463-7', 180, '[lb_av]'),
          obs('w2', '29463-7', 80.5, 'kg', '2026-04-02'),
          obs('waist', '8280-0', 36, '[in_i]'),
          obs('fat', '41982-0', 28.5, '%'),
          obs('h-old', '8302-2', 170, 'cm', '2020-01-01'),
          obs('h', '8302-2', 67, '[in_i]'),
          obs('bmi', '39156-5', 27.4, 'kg/m2'),
          obs('heavy', '29463-7', 900, 'kg'),
          obs('stone', '29463-7', 12, '[stone_av]'),
          obs('future', '29463-7', 80, 'kg', '2099-01-01'),
        ],
      };
      const res = await post(token, '/api/healthtracking/bloodpresults/import/fhir', bundle);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ imported: 0, body: { measurements: 4, height: true } });
      expect(res.json().skipped.map((x: { entry: string; reason: string }) => [x.entry, x.reason])).toEqual([
        ['Observation bmi', 'BMI is worked out from your weight and height, so it is not imported'],
        ['Observation heavy', 'the value is outside what the Body page accepts'],
        ['Observation stone', 'the unit [stone_av] is not one the Body page reads (kg, [lb_av], cm, [in_i], %)'],
        ['Observation future', 'the date is not valid or is in the future'],
      ]);
      const body = (await get(token, '/api/healthtracking/body')).json();
      expect(body.height_cm).toBe(170.2);
      expect(
        body.measurements.map((m: { kind: string; value: number; measured_at: string }) => [m.kind, m.value, m.measured_at]).sort(),
      ).toEqual(
        [
          ['weight', 81.65, '2026-03-02T13:00:00.000Z'],
          ['weight', 80.5, '2026-04-02T12:00:00.000Z'],
          ['waist', 91.44, '2026-03-02T13:00:00.000Z'],
          ['body_fat', 28.5, '2026-03-02T13:00:00.000Z'],
        ].sort(),
      );
      // Again: nothing new; the profile's height is kept, and said so.
      const again = await post(token, '/api/healthtracking/bloodpresults/import/fhir', bundle);
      expect(again.json()).toMatchObject({ body: { measurements: 4, height: false } });
      expect(again.json().skipped).toContainEqual({
        entry: 'Observation h',
        reason: 'your profile already has a height: change it on the Body page if it is wrong',
      });
      expect((await get(token, '/api/healthtracking/body')).json().measurements).toHaveLength(4);
    });

    it("imports Synthea's transaction Bundle: eGFR 33914-3, creatinine 38483-4, direct LDL, with unknown codes and vital signs named", async () => {
      const { token } = await createMember(t);
      const res = await post(token, '/api/healthtracking/bloodpresults/import/fhir', fixture('synthea-r4-transaction.json'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        imported: 7,
        duplicates: 0,
        unknown: [{ code: '2339-0', display: 'Glucose [Mass/volume] in Blood', count: 1 }],
        // The BMI is passed over with its reason (worked out, never imported), not an unknown lab code.
        skipped: [
          { reason: 'BMI is worked out from your weight and height, so it is not imported' },
          { reason: 'blood pressure and pulse are not lab results: add them on the blood pressure page' },
        ],
      });
      const results = await latest(token);
      expect(of(results, 'egfr')).toMatchObject({ value: 66, unit: 'mL/min/1.73m2', test_date: '2019-02-14' });
      expect(of(results, 'creatinine')).toMatchObject({ value: 104, unit: 'umol/L' });
      expect(of(results, 'total-cholesterol')).toMatchObject({ value: 4.77 });
      expect(of(results, 'ldl-c')).toMatchObject({ value: 2.78 });
      expect(of(results, 'hba1c')).toMatchObject({ value: 5.8 });
      // The same Observations imported again are stored once.
      expect(
        (await post(token, '/api/healthtracking/bloodpresults/import/fhir', fixture('synthea-r4-transaction.json'))).json(),
      ).toMatchObject({
        imported: 0,
        duplicates: 7,
      });
    });

    it("imports the HL7 lipid report: a DiagnosticReport's contained results, total cholesterol 35200-5 and triglycerides 35217-9 included", async () => {
      const { token } = await createMember(t);
      const res = await post(token, '/api/healthtracking/bloodpresults/import/fhir', fixture('hl7-lipids-diagnosticreport.json'));
      expect(res.json()).toMatchObject({ imported: 4, unknown: [], skipped: [] });
      const results = await latest(token);
      expect(results.map((r) => [r.marker_key, r.value, r.test_date]).sort()).toEqual([
        ['hdl-c', 1.3, '2011-03-04'],
        ['ldl-c', 4.6, '2011-03-04'],
        ['total-cholesterol', 6.3, '2011-03-04'],
        ['triglycerides', 1.3, '2011-03-04'],
      ]);
      // The Bundle form of the same report names the same observations otherwise: both are kept apart only by their ids.
      const again = await post(token, '/api/healthtracking/bloodpresults/import/fhir', fixture('hl7-lipids-diagnosticreport.json'));
      expect(again.json()).toMatchObject({ imported: 0, duplicates: 4 });
    });

    it('imports a collection Bundle whose report references its results, a single Observation, a searchset and a document', async () => {
      const { token } = await createMember(t);
      const imported = async (name: string) => (await post(token, '/api/healthtracking/bloodpresults/import/fhir', fixture(name))).json();
      expect(await imported('hl7-lipids-bundle.json')).toMatchObject({ imported: 4, skipped: [] });
      expect(await imported('observation-hba1c.json')).toMatchObject({ imported: 1, skipped: [] });
      expect(await imported('searchset-labs.json')).toMatchObject({ imported: 3, skipped: [] });
      expect(await imported('document-lab-report.json')).toMatchObject({ imported: 2, skipped: [] });
      const results = await latest(token);
      expect(of(results, 'egfr')).toMatchObject({ value: 52, test_date: '2025-09-09' });
      expect(of(results, 'creatinine')).toMatchObject({ value: 118, lab_reference_range: { min: 50, max: 100 } });
      const egfr = (await get(token, '/api/healthtracking/bloodpresults/markers/egfr/history')).json().results as Result[];
      expect(egfr.map((r) => [r.comparator ?? null, r.value])).toEqual([
        [null, 52],
        ['>', 90],
      ]);
      expect(of((await get(token, '/api/healthtracking/bloodpresults/markers/hs-crp/history')).json().results, 'hs-crp')).toMatchObject({
        comparator: '<',
        value: 0.3,
        status: 'normal',
      });
    });
  });

  describe('CSV from a lab portal', () => {
    const portal = [
      'Collection Date,Test Name,Result,Units,Reference Range,Flag',
      `${daysAgo(6)} 08:15,LDL Cholesterol,3.6,mmol/L,<3.5,H`,
      `${daysAgo(6)} 08:15,hs-CRP,<0.3,mg/L,<3.0,`,
      `${daysAgo(6)} 08:15,eGFR,>90,mL/min/1.73 m²,>60,`,
      `${daysAgo(6)} 08:15,Cholestérol HDL,1.4,mmol/L,>1.0,`,
      `${daysAgo(6)} 08:15,Vitamin B12,350,pmol/L,150-600,`,
      `${daysAgo(6)} 08:15,HbA1c,see note,%,<6.0,`,
      `03/04/2026,Triglycerides,1.2,mmol/L,<1.7,`,
      '',
    ].join('\n');

    it('previews every row with what it would store or why not, storing nothing', async () => {
      const { token } = await createMember(t);
      const res = await post(token, '/api/healthtracking/bloodpresults/import/csv/preview', { csv: portal });
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json();
      expect(preview).toMatchObject({
        columns: ['Collection Date', 'Test Name', 'Result', 'Units', 'Reference Range', 'Flag'],
        mapping: { date: 'Collection Date', test: 'Test Name', result: 'Result', unit: 'Units', range: 'Reference Range', flag: 'Flag' },
        missing: [],
      });
      expect(preview.rows.map((r: Record<string, unknown>) => [r.line, r.marker_key, r.comparator, r.value, r.error])).toEqual([
        [2, 'ldl-c', null, 3.6, null],
        [3, 'hs-crp', '<', 0.3, null],
        [4, 'egfr', '>', 90, null],
        [5, 'hdl-c', null, 1.4, null],
        [6, null, null, null, '"Vitamin B12" is not a test we track (use its name, key or LOINC code)'],
        [
          7,
          'hba1c',
          null,
          null,
          'the result "see note" is not a number (a result below or above what the lab measures is written <0.3 or >90)',
        ],
        [8, null, null, null, 'the date "03/04/2026" could be day/month or month/day: write it as YYYY-MM-DD'],
      ]);
      expect(preview.rows[0]).toMatchObject({ reference_range: '<3.5', flag: 'H', unit: 'mmol/L' });
      expect(await latest(token)).toEqual([]);
    });

    it('says the refusals in French', async () => {
      const { token } = await createMember(t);
      const res = await post(token, '/api/healthtracking/bloodpresults/import/csv/preview', { csv: portal }, { 'accept-language': 'fr' });
      expect(res.json().rows[4].error).toBe(
        '«\u00a0Vitamin B12\u00a0» n’est pas un test que nous suivons (utilisez son nom, sa clé ou son code LOINC)',
      );
    });

    it('imports the good rows once confirmed, lists the refused ones, and keeps censored values as such', async () => {
      const { token } = await createMember(t);
      const res = await post(token, '/api/healthtracking/bloodpresults/import/csv', { csv: portal });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        imported: 4,
        reports: 1,
        skipped: [
          { entry: 'Row 6', reason: '"Vitamin B12" is not a test we track (use its name, key or LOINC code)' },
          { entry: 'Row 7', reason: expect.stringMatching(/^the result "see note" is not a number/) },
          { entry: 'Row 8', reason: expect.stringMatching(/could be day\/month or month\/day/) },
        ],
      });
      const results = await latest(token);
      expect(of(results, 'hs-crp')).toMatchObject({ comparator: '<', value: 0.3, status: 'normal' });
      expect(of(results, 'egfr')).toMatchObject({ comparator: '>', value: 90, status: 'normal' });
      expect(of(results, 'ldl-c')).toMatchObject({ comparator: null, value: 3.6, status: 'high' });
      expect((await post(token, '/api/healthtracking/bloodpresults/import/csv', { csv: portal })).json()).toMatchObject({
        imported: 0,
        duplicates: 4,
      });
    });

    it('reads the columns the member maps, and refuses a file whose required columns are not chosen', async () => {
      const { token } = await createMember(t);
      const csv = `Quand,Quoi,Combien,Mesure\n${daysAgo(4)},Glycémie à jeun,5.4,mmol/L\n`;
      const unmapped = await post(token, '/api/healthtracking/bloodpresults/import/csv/preview', { csv });
      expect(unmapped.json()).toMatchObject({ missing: ['date', 'test', 'result', 'unit'], rows: [] });
      const refused = await post(token, '/api/healthtracking/bloodpresults/import/csv', { csv });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        'Choose the column that holds the test date',
        'Choose the column that holds the test name',
        'Choose the column that holds the result',
        'Choose the column that holds the unit',
      ]);
      const mapping = { date: 'Quand', test: 'Quoi', result: 'Combien', unit: 'Mesure' };
      expect((await post(token, '/api/healthtracking/bloodpresults/import/csv/preview', { csv, mapping })).json().rows).toEqual([
        expect.objectContaining({ marker_key: 'fasting-glucose', value: 5.4, error: null }),
      ]);
      expect((await post(token, '/api/healthtracking/bloodpresults/import/csv', { csv, mapping })).json()).toMatchObject({ imported: 1 });
    });

    it('alerts on a censored value only when every value it may be is critical', async () => {
      const { token } = await createMember(t);
      const csv = `test_date,marker,value,unit\n${daysAgo(2)},fasting-glucose,<2.0,mmol/L\n${daysAgo(2)},hba1c,<10.5,%\n`;
      const res = await post(token, '/api/healthtracking/bloodpresults/import/csv', { csv });
      expect(res.json()).toMatchObject({ imported: 2, critical: 1 });
      const results = await latest(token);
      expect(of(results, 'fasting-glucose')).toMatchObject({ comparator: '<', value: 2, critical: true });
      expect(of(results, 'hba1c')).toMatchObject({ comparator: '<', value: 10.5, critical: false });
    });
  });
});
