import { unzipSync, strFromU8 } from 'fflate';
import { expect, it } from 'vitest';
import type { BloodMarker, BloodResult, LabReport, MarkerHistory } from '@wellpath/shared/health/wire';
import { heartRiskSchema } from '@wellpath/shared/health/wire';
import { bearer, createMember, describeWithApp, type TestApp } from '../../test/helpers.js';

// Decision 0083: the conditions a member's own lab results show (diabetes from HbA1c or fasting
// glucose, chronic kidney disease from eGFR below 60 for 3 months) set the bands their LDL, non-HDL
// and ApoB are read against, as they set the heart risk: a screen that says a statin is indicated
// beside an LDL that reads "Normal" would reassure a member it should not.

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const bornAged = (age: number) => `${new Date().getUTCFullYear() - age}-01-01`;
const LDL_LOINC = '22748-8';

type Labs = Array<{ marker_id: string; value: number; unit: string; ago: number }>;

describeWithApp('blood results read against the conditions the labs show', (t: TestApp) => {
  const get = async <T>(token: string, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const addReport = async (token: string, test_date: string, values: Array<{ marker_id: string; value: number; unit: string }>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/healthtracking/bloodpresults/reports',
      headers: bearer(token),
      payload: { test_date, values },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** Every place the member's LDL is read: its band there (latest, history, reports), its range in the catalogue, the export's interpretation. */
  async function ldlEverywhere(token: string) {
    const latest = (await get<{ results: BloodResult[] }>(token, '/api/healthtracking/bloodpresults/latest')).results;
    const history = await get<MarkerHistory>(token, '/api/healthtracking/bloodpresults/markers/ldl-c/history');
    const reports = (await get<{ reports: LabReport[] }>(token, '/api/healthtracking/bloodpresults/reports')).reports;
    const markers = (await get<{ markers: BloodMarker[] }>(token, '/api/healthtracking/bloodpresults/markers')).markers;
    const exported = await t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearer(token) });
    expect(exported.statusCode, exported.body).toBe(200);
    const bundle = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['fhir-observations.json']!)) as {
      entry: Array<{
        resource: { code?: { coding: Array<{ code: string }> }; interpretation?: Array<{ coding: Array<{ code: string }> }> };
      }>;
    };
    const ldl = bundle.entry.find((e) => e.resource.code?.coding.some((c) => c.code === LDL_LOINC))!.resource;
    return {
      latest: latest.find((r) => r.marker_key === 'ldl-c')!.band?.key,
      history: [history.marker.bands?.[0]?.key, ...history.results.map((r) => r.band?.key)],
      reports: reports.flatMap((r) => r.results.filter((x) => x.marker_key === 'ldl-c').map((x) => x.band?.key)),
      catalogueRange: markers.find((m) => m.key === 'ldl-c')!.reference_range,
      export: ldl.interpretation?.[0]?.coding[0]?.code,
    };
  }

  const conditionBands = {
    latest: 'above-threshold',
    history: ['below-threshold', 'above-threshold'],
    reports: ['above-threshold'],
    catalogueRange: { min: null, max: 1.79, below: 1.8 },
    export: 'H',
  };
  const generalBands = {
    latest: 'normal',
    history: ['normal', 'normal'],
    reports: ['normal'],
    catalogueRange: { min: null, max: 3.49, below: 3.5 },
    export: 'N',
  };

  it.each<[string, Labs, 'diabetes' | 'ckd' | null]>([
    ['an HbA1c of 6.6 %', [{ marker_id: 'hba1c', value: 6.6, unit: '%', ago: 20 }], 'diabetes'],
    ['an HbA1c of 6.4 %', [{ marker_id: 'hba1c', value: 6.4, unit: '%', ago: 20 }], null],
    ['a fasting glucose of 7.0 mmol/L', [{ marker_id: 'fasting-glucose', value: 7.0, unit: 'mmol/L', ago: 20 }], 'diabetes'],
    [
      'an eGFR below 60 for 90 days',
      [
        { marker_id: 'egfr', value: 55, unit: 'mL/min/1.73m2', ago: 120 },
        { marker_id: 'egfr', value: 52, unit: 'mL/min/1.73m2', ago: 30 },
      ],
      'ckd',
    ],
    ['a single low eGFR', [{ marker_id: 'egfr', value: 52, unit: 'mL/min/1.73m2', ago: 30 }], null],
    [
      'two low eGFR results 89 days apart',
      [
        { marker_id: 'egfr', value: 55, unit: 'mL/min/1.73m2', ago: 119 },
        { marker_id: 'egfr', value: 52, unit: 'mL/min/1.73m2', ago: 30 },
      ],
      null,
    ],
  ])('with nothing on record and %s, reads LDL as the heart risk reads the conditions', async (_, labs, shown) => {
    const m = await createMember(t, { dateOfBirth: bornAged(50), sex: 'female' });
    for (const { ago, ...value } of labs) await addReport(m.token, daysAgo(ago), [value]);
    await addReport(m.token, daysAgo(5), [{ marker_id: 'ldl-c', value: 2.8, unit: 'mmol/L' }]);

    const risk = heartRiskSchema.parse(await get(m.token, '/api/healthtracking/heart-risk'));
    expect(risk.notApplicableReason?.code ?? null).toBe(
      shown === 'diabetes' ? 'diabetes_40_or_older' : shown === 'ckd' ? 'kidney_disease_from_egfr' : null,
    );
    const ldl = await ldlEverywhere(m.token);
    expect(ldl).toEqual(shown ? conditionBands : generalBands);
  });

  it('reads the history of a marker against the conditions the labs show even when no latest result is read first', async () => {
    const m = await createMember(t);
    await addReport(m.token, daysAgo(10), [
      { marker_id: 'hba1c', value: 7.2, unit: '%' },
      { marker_id: 'apob', value: 0.8, unit: 'g/L' },
    ]);
    const history = await get<MarkerHistory>(m.token, '/api/healthtracking/bloodpresults/markers/apob/history');
    expect(history.results[0]?.band?.key).toBe('above-threshold');
  });
});
