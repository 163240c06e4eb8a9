import { expect, it } from 'vitest';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { bearer, createMember, describeWithApp, type TestApp } from '../../test/helpers.js';

// The clinical safety review: critical values (advice and one care-team alert per stored result, on
// every path that stores results), values rounded before they are classified, named bands with the
// statin-indicated thresholds for members with those conditions, both ranges when the sex is unknown,
// mass-unit LOINC codes, HbA1c in mmol/mol and the lab's own range from FHIR.

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describeWithApp('blood results: clinical safety', (t: TestApp) => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const latest = async (token: string): Promise<BloodResult[]> =>
    (await call(token, 'GET', '/api/healthtracking/bloodpresults/latest')).json().results;
  const byKey = (results: BloodResult[], key: string) => results.find((r) => r.marker_key === key)!;
  const addReport = (token: string, values: Array<{ marker_id: string; value: number; unit: string }>, test_date = daysAgo(3)) =>
    call(token, 'POST', '/api/healthtracking/bloodpresults/reports', { test_date, values });
  const criticalAlerts = (userId: string) =>
    t.db.selectFrom('alerts').selectAll().where('user_id', '=', userId).where('kind', '=', 'critical_lab').orderBy('source_key').execute();
  const observation = (id: string, code: string, value: number, unit: string | undefined, extra: Record<string, unknown> = {}) => ({
    resource: {
      resourceType: 'Observation',
      id,
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code }] },
      valueQuantity: unit === undefined ? { value } : { value, unit },
      effectiveDateTime: `${daysAgo(5)}T08:00:00Z`,
      ...extra,
    },
  });

  it('shows critical values with urgent advice, and raises one care-team alert per critical result of a manual report', async () => {
    const m = await createMember(t);
    const res = await addReport(m.token, [
      { marker_id: 'fasting-glucose', value: 2.2, unit: 'mmol/L' },
      { marker_id: 'alt', value: 2000, unit: 'U/L' },
      { marker_id: 'hs-crp', value: 150, unit: 'mg/L' },
      { marker_id: 'hba1c', value: 6.1, unit: '%' },
    ]);
    expect(res.statusCode).toBe(201);
    const created: BloodResult[] = res.json().results;
    expect(byKey(created, 'fasting-glucose')).toMatchObject({
      status: 'low',
      band: { key: 'very-low', label: 'Very low', tone: 'danger' },
      critical: true,
      critical_message: expect.stringMatching(/very low/),
    });
    expect(byKey(created, 'hs-crp')).toMatchObject({ critical: true, critical_message: expect.stringMatching(/not a heart-risk result/) });
    expect(byKey(created, 'hba1c')).toMatchObject({
      status: 'high',
      band: { key: 'prediabetes', label: 'Prediabetes range', tone: 'caution' },
      critical: false,
      critical_message: null,
    });

    const alerts = await criticalAlerts(m.userId);
    const critical = created.filter((r) => r.critical);
    expect(critical).toHaveLength(3);
    expect(alerts.map((a) => a.source_key).sort()).toEqual(critical.map((r) => `blood_result:${r._id}`).sort());
    const glucoseAlert = alerts.find((a) => a.source_key === `blood_result:${byKey(created, 'fasting-glucose')._id}`)!;
    expect(glucoseAlert.summary).toBe(`Fasting glucose 2.2 mmol/L (test of ${daysAgo(3)}): below 3.0 mmol/L`);

    // The report list carries the same results, critical advice included.
    const { reports } = (await call(m.token, 'GET', '/api/healthtracking/bloodpresults/reports')).json();
    expect(reports[0].results.filter((r: BloodResult) => r.critical)).toHaveLength(3);
  });

  it('raises one alert per stored critical FHIR observation, and none again when the bundle is imported again', async () => {
    const m = await createMember(t);
    const bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        observation('tg', '2571-8', 1330, 'mg/dL'), // 15.02 mmol/L
        observation('egfr', '98979-8', 12, 'mL/min/1.73m2'),
        observation('a1c', '4548-4', 5.5, '%'),
      ],
    };
    const first = (await call(m.token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', bundle)).json();
    expect(first).toMatchObject({ imported: 3, duplicates: 0, critical: 2 });
    expect(await criticalAlerts(m.userId)).toHaveLength(2);
    const again = (await call(m.token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', bundle)).json();
    expect(again).toMatchObject({ imported: 0, duplicates: 3, critical: 0 });
    expect(await criticalAlerts(m.userId)).toHaveLength(2);
    const results = await latest(m.token);
    expect(byKey(results, 'triglycerides')).toMatchObject({ value: 15.02, critical: true });
    expect(byKey(results, 'egfr')).toMatchObject({ value: 12, status: 'low', critical: true });
  });

  it('raises one alert per stored critical CSV row, and none again when the same file is imported again', async () => {
    const m = await createMember(t);
    const csv = [
      'test_date,marker,value,unit,lab_name',
      `${daysAgo(4)},creatinine,900,umol/L,Dynacare`,
      `${daysAgo(4)},2160-0,1.0,mg/dL,Dynacare`,
      `${daysAgo(4)},fasting-glucose,30,mmol/L,Dynacare`,
      `${daysAgo(4)},hdl-c,1.5,mmol/L,Dynacare`,
      '',
    ].join('\n');
    const first = (await call(m.token, 'POST', '/api/healthtracking/bloodpresults/import/csv', { csv })).json();
    expect(first).toMatchObject({ imported: 4, duplicates: 0, critical: 2 });
    expect(await criticalAlerts(m.userId)).toHaveLength(2);
    const again = (await call(m.token, 'POST', '/api/healthtracking/bloodpresults/import/csv', { csv })).json();
    expect(again).toMatchObject({ imported: 0, duplicates: 4, reports: 0, critical: 0 });
    expect(await criticalAlerts(m.userId)).toHaveLength(2);
    const { reports } = (await call(m.token, 'GET', '/api/healthtracking/bloodpresults/reports')).json();
    expect(reports).toHaveLength(1);
    // The mass-unit creatinine row (1.0 mg/dL = 88 umol/L) is its own result of the report.
    expect(reports[0].results.map((r: BloodResult) => r.value).sort((a: number, b: number) => a - b)).toEqual([1.5, 30, 88, 900]);
  });

  it('stores and classifies at the reporting precision, and reads old unrounded rows the same way', async () => {
    const m = await createMember(t);
    await addReport(m.token, [
      { marker_id: 'ldl-c', value: 135, unit: 'mg/dL' },
      { marker_id: 'hba1c', value: 5.94, unit: '%' },
    ]);
    const stored = await t.db.selectFrom('blood_results').select(['value', 'original_value']).where('user_id', '=', m.userId).execute();
    expect(stored.map((r) => Number(r.value)).sort()).toEqual([3.49, 5.9]);
    expect(stored.map((r) => Number(r.original_value)).sort((a, b) => a - b)).toEqual([5.94, 135]);
    let results = await latest(m.token);
    expect(byKey(results, 'ldl-c')).toMatchObject({ value: 3.49, status: 'normal', band: { key: 'normal' } });
    expect(byKey(results, 'hba1c')).toMatchObject({ value: 5.9, status: 'normal' });

    // A row stored before values were rounded (3.491 mmol/L) reads as 3.49, below the 3.5 threshold.
    const ldl = byKey(results, 'ldl-c');
    await t.db.updateTable('blood_results').set({ value: 3.491 }).where('id', '=', ldl._id).execute();
    results = await latest(m.token);
    expect(byKey(results, 'ldl-c')).toMatchObject({ value: 3.49, status: 'normal' });
  });

  it('reads LDL, non-HDL and ApoB against the statin-indicated thresholds for a member with heart disease or stroke', async () => {
    const m = await createMember(t);
    await addReport(m.token, [
      { marker_id: 'ldl-c', value: 3.4, unit: 'mmol/L' },
      { marker_id: 'non-hdl-c', value: 2.4, unit: 'mmol/L' },
      { marker_id: 'apob', value: 0.69, unit: 'g/L' },
    ]);
    expect(byKey(await latest(m.token), 'ldl-c')).toMatchObject({ status: 'normal', band: { key: 'normal', tone: 'normal' } });

    const conditions: Array<{ _id: string; key: string }> = (await call(m.token, 'GET', '/api/conditions')).json();
    const cvd = conditions.find((c) => c.key === 'cardiovascular-disease')!;
    expect((await call(m.token, 'PUT', `/api/conditions/${cvd._id}/member`, { has_condition: true })).statusCode).toBe(200);
    const results = await latest(m.token);
    expect(byKey(results, 'ldl-c')).toMatchObject({
      status: 'high',
      band: { key: 'above-threshold', label: 'Above your threshold', tone: 'caution' },
      reference_range: { min: null, max: 1.79 },
    });
    expect(byKey(results, 'non-hdl-c')).toMatchObject({ status: 'high', band: { key: 'above-threshold' } });
    expect(byKey(results, 'apob')).toMatchObject({ status: 'normal', band: { key: 'below-threshold' } });

    const history = (await call(m.token, 'GET', '/api/healthtracking/bloodpresults/markers/ldl-c/history')).json();
    expect(history.marker.bands).toEqual([
      { key: 'below-threshold', label: 'Below your threshold', tone: 'normal', status: 'normal', from: null, to: 1.8 },
      { key: 'above-threshold', label: 'Above your threshold', tone: 'caution', status: 'high', from: 1.8, to: 5 },
      { key: 'very-high', label: 'Very high', tone: 'danger', status: 'high', from: 5, to: null },
    ]);
  });

  it('reads the latest results against every condition on the record when there are several', async () => {
    const m = await createMember(t);
    await addReport(m.token, [{ marker_id: 'ldl-c', value: 3.4, unit: 'mmol/L' }]);
    const conditions: Array<{ _id: string; key: string }> = (await call(m.token, 'GET', '/api/conditions')).json();
    // The latest results read the conditions' keys from one list: the one that sets the threshold is
    // found among the others, whatever their order.
    for (const key of ['hypertension', 'cardiovascular-disease', 'sleep-apnea']) {
      const c = conditions.find((x) => x.key === key)!;
      expect((await call(m.token, 'PUT', `/api/conditions/${c._id}/member`, { has_condition: true })).statusCode).toBe(200);
    }
    expect(byKey(await latest(m.token), 'ldl-c')).toMatchObject({ status: 'high', band: { key: 'above-threshold' } });
  });

  it('flags a value abnormal for either sex when the sex is unknown, with both ranges', async () => {
    const m = await createMember(t);
    await addReport(m.token, [
      { marker_id: 'creatinine', value: 100, unit: 'umol/L' },
      { marker_id: 'ferritin', value: 20, unit: 'ug/L' },
    ]);
    const results = await latest(m.token);
    expect(byKey(results, 'creatinine')).toMatchObject({
      status: 'high',
      reference_range: { min: 60, max: 90 },
      ranges_by_sex: { female: { min: 45, max: 90 }, male: { min: 60, max: 110 } },
    });
    expect(byKey(results, 'ferritin')).toMatchObject({ status: 'low', ranges_by_sex: { female: { min: 15 }, male: { min: 30 } } });
    const markers = (await call(m.token, 'GET', '/api/healthtracking/bloodpresults/markers')).json().markers;
    expect(markers.find((x: { key: string }) => x.key === 'hdl-c')).toMatchObject({
      reference_range: { min: 1.3, max: null },
      ranges_by_sex: { female: { min: 1.3 }, male: { min: 1 } },
    });

    const man = await createMember(t, { sex: 'male' });
    await addReport(man.token, [{ marker_id: 'creatinine', value: 100, unit: 'umol/L' }]);
    expect(byKey(await latest(man.token), 'creatinine')).toMatchObject({ status: 'normal', ranges_by_sex: null });
  });

  it('imports mass-unit LOINC codes, HbA1c in mmol/mol, and keeps the lab range of lab-specific markers', async () => {
    const m = await createMember(t);
    const bundle = {
      resourceType: 'Bundle',
      entry: [
        observation('chol', '2093-3', 200, 'mg/dL'),
        observation('hdl', '2085-9', 50, 'mg/dL'),
        observation('ldl', '13457-7', 135, 'mg/dL'),
        observation('glu', '1558-6', 126, undefined), // the mass code says mg/dL
        observation('nonhdl', '43396-1', 150, 'mg/dL'),
        observation('a1c', '59261-8', 48, 'mmol/mol'),
        observation('tsh', '3016-3', 4.5, 'mIU/L', {
          referenceRange: [{ low: { value: 0.35, unit: 'mIU/L' }, high: { value: 4.94, unit: 'mIU/L' }, text: '0.35-4.94' }],
        }),
        observation('alt', '1742-6', 35, 'U/L', { referenceRange: [{ high: { value: 33 } }] }),
        observation('tg', '14927-8', 1.2, 'mmol/L', { referenceRange: [{ high: { value: 1.7 } }] }),
      ],
    };
    const res = (await call(m.token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', bundle)).json();
    expect(res).toMatchObject({ imported: 9, unknown: [], skipped: [] });
    const results = await latest(m.token);
    expect(byKey(results, 'total-cholesterol').value).toBe(5.17);
    expect(byKey(results, 'hdl-c').value).toBe(1.29);
    // The glucose (7.0) and the HbA1c (6.5) of this bundle are in the diabetes range: LDL is read against
    // the statin-indicated bands, as the heart risk reads diabetes (decision 0083); alone, 3.49 is "Normal".
    expect(byKey(results, 'ldl-c')).toMatchObject({ value: 3.49, status: 'high', band: { key: 'above-threshold' } });
    expect(byKey(results, 'fasting-glucose')).toMatchObject({ value: 7, band: { key: 'diabetes' } });
    expect(byKey(results, 'non-hdl-c').value).toBe(3.88);
    expect(byKey(results, 'hba1c')).toMatchObject({ value: 6.5, band: { key: 'diabetes' } });
    expect(byKey(results, 'tsh')).toMatchObject({ value: 4.5, status: 'high', lab_reference_range: { min: 0.35, max: 4.94 } });
    expect(byKey(results, 'alt')).toMatchObject({ status: 'normal', lab_reference_range: { min: null, max: 33 } });
    // Triglycerides' range is not laboratory-specific: the catalogue's alone is shown.
    expect(byKey(results, 'triglycerides').lab_reference_range).toBeNull();
    expect(byKey(results, 'fasting-glucose').lab_reference_range).toBeNull();
  });

  it('accepts HbA1c in mmol/mol in a typed report, converted with the NGSP master equation', async () => {
    const m = await createMember(t);
    const res = await addReport(m.token, [{ marker_id: 'hba1c', value: 86, unit: 'mmol/mol' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().results[0]).toMatchObject({ value: 10, unit: '%', critical: true, band: { key: 'diabetes' } });
    expect(await criticalAlerts(m.userId)).toHaveLength(1);
  });

  it('keeps an alert to the member it is about', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await addReport(a.token, [{ marker_id: 'egfr', value: 12, unit: 'mL/min/1.73m2' }]);
    expect(await criticalAlerts(b.userId)).toEqual([]);
    expect(await criticalAlerts(a.userId)).toHaveLength(1);
  });
});
