import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DATABASES, nextMillisecond, signUp, until, type TestApp } from '../../test/helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DATABASES)('health tracking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('blood results', () => {
    it('adds a lab report, converts units and gives each latest value its status, message and range', async () => {
      const { token } = await signUp(t);
      expect((await get(token, '/api/healthtracking/bloodpresults/latest')).json()).toEqual({ results: [] });
      const res = await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
        test_date: daysAgo(30),
        lab_name: 'LifeLabs',
        values: [
          { marker_id: 'hba1c', value: 6.2, unit: '%' },
          { marker_id: 'ldl-c', value: 135, unit: 'mg/dL' },
          { marker_id: 'hdl-c', value: 1.5, unit: 'mmol/L' },
        ],
      });
      expect(res.statusCode).toBe(201);
      await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
        test_date: daysAgo(2),
        values: [{ marker_id: 'hba1c', value: 5.7, unit: '%' }],
      });
      const { results } = (await get(token, '/api/healthtracking/bloodpresults/latest')).json();
      const hba1c = results.find((r: { marker_key: string }) => r.marker_key === 'hba1c');
      expect(hba1c).toMatchObject({
        marker_name: expect.any(String),
        category: 'glucose',
        value: 5.7,
        unit: '%',
        test_date: daysAgo(2),
        status: 'normal',
        message: expect.any(String),
        reference_range: { max: expect.any(Number) },
      });
      const ldl = results.find((r: { marker_key: string }) => r.marker_key === 'ldl-c');
      // 135 mg/dL is 3.49 mmol/L at the marker's precision: below the 3.5 threshold.
      expect(ldl.value).toBe(3.49);
      expect(ldl.unit).toBe('mmol/L');
      expect(ldl.status).toBe('normal');
      const history = (await get(token, `/api/healthtracking/bloodpresults/markers/${hba1c.marker_id}/history`)).json();
      expect(history.results.map((r: { value: number; status: string }) => [r.value, r.status])).toEqual([
        [5.7, 'normal'],
        [6.2, 'high'],
      ]);
    });

    it('shows one latest value per marker: the newest test, and of one day the entry made last', async () => {
      const { token } = await signUp(t);
      const report = (date: string, ldl: number, extra: Array<{ marker_id: string; value: number; unit: string }> = []) =>
        send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
          test_date: date,
          values: [{ marker_id: 'ldl-c', value: ldl, unit: 'mmol/L' }, ...extra],
        });
      expect((await report(daysAgo(10), 2.1, [{ marker_id: 'hba1c', value: 5.5, unit: '%' }])).statusCode).toBe(201);
      // An older test entered afterwards does not replace the newer one.
      expect((await report(daysAgo(200), 4.4)).statusCode).toBe(201);
      const latest = async () =>
        (await get(token, '/api/healthtracking/bloodpresults/latest')).json().results as Array<{
          marker_key: string;
          value: number;
          test_date: string;
        }>;
      let results = await latest();
      expect(results.map((r) => r.marker_key).sort()).toEqual(['hba1c', 'ldl-c']);
      expect(results.find((r) => r.marker_key === 'ldl-c')).toMatchObject({ value: 2.1, test_date: daysAgo(10) });
      // Two reports of the same day (a correction): the one entered last is the latest.
      await nextMillisecond();
      expect((await report(daysAgo(10), 2.6)).statusCode).toBe(201);
      results = await latest();
      expect(results.filter((r) => r.marker_key === 'ldl-c')).toEqual([expect.objectContaining({ value: 2.6, test_date: daysAgo(10) })]);
      expect(results.find((r) => r.marker_key === 'hba1c')).toMatchObject({ value: 5.5 });
      // Another member's newer results are not this member's.
      const other = await signUp(t);
      await send(other.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
        test_date: daysAgo(1),
        values: [{ marker_id: 'ldl-c', value: 5.0, unit: 'mmol/L' }],
      });
      expect((await latest()).find((r) => r.marker_key === 'ldl-c')).toMatchObject({ value: 2.6 });
    });

    it("opens a marker's history on the value the latest results show, when two tie on day and entry time", async () => {
      const { token } = await signUp(t);
      for (const value of [1.2, 1.6, 1.4])
        await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
          test_date: daysAgo(4),
          values: [{ marker_id: 'hdl-c', value, unit: 'mmol/L' }],
        });
      // One time for all three, as an import stamps a file's rows: only the id is left to order them.
      const reports = (await get(token, '/api/healthtracking/bloodpresults/reports')).json().reports as Array<{ _id: string }>;
      expect(reports).toHaveLength(3);
      await t.db
        .updateTable('blood_results')
        .set({ created_at: '2026-01-01T00:00:00.000Z' })
        .where(
          'report_id',
          'in',
          reports.map((r) => r._id),
        )
        .execute();
      const shown = (await get(token, '/api/healthtracking/bloodpresults/latest'))
        .json()
        .results.find((r: { marker_key: string }) => r.marker_key === 'hdl-c');
      const history = (await get(token, `/api/healthtracking/bloodpresults/markers/${shown.marker_id}/history`)).json();
      expect(history.results).toHaveLength(3);
      expect(history.results[0]).toMatchObject({ _id: shown._id, value: shown.value });
    });

    it('refuses a report with any bad value, saying what is wrong, and stores none of it', async () => {
      const { token } = await signUp(t);
      const res = await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
        test_date: '2099-01-01',
        values: [
          { marker_id: 'hba1c', value: 6.2, unit: 'mg/dL' },
          { marker_id: 'ldl-c', value: 80, unit: 'mmol/L' },
          { marker_id: 'unicorn', value: 1, unit: 'x' },
          { marker_id: 'hdl-c', value: 1.2, unit: 'mmol/L' },
          { marker_id: 'hdl-c', value: 1.3, unit: 'mmol/L' },
        ],
      });
      expect(res.statusCode).toBe(400);
      const errors: string[] = res.json().errors;
      expect(errors[0]).toBe('The test date cannot be in the future');
      expect(errors.some((e) => /unit "mg\/dL" is not accepted/.test(e))).toBe(true);
      expect(errors.some((e) => /80 mmol\/L is not a possible value/.test(e))).toBe(true);
      expect(errors).toContain('"unicorn" is not a marker of the catalogue');
      expect(errors.some((e) => /entered twice/.test(e))).toBe(true);
      expect((await get(token, '/api/healthtracking/bloodpresults/reports')).json().reports).toEqual([]);
      expect(
        (await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', { test_date: today(), values: [] })).json().errors,
      ).toEqual(['Enter at least one value']);
    });

    it('uses the member sex for sex-specific ranges', async () => {
      const { token } = await signUp(t);
      await send(token, 'POST', '/api/healthtracking/bloodpresults/reports', {
        test_date: today(),
        values: [{ marker_id: 'hdl-c', value: 1.1, unit: 'mmol/L' }],
      });
      const latest = async () => (await get(token, '/api/healthtracking/bloodpresults/latest')).json().results[0];
      // Sex unknown: low for a woman, so flagged, with both ranges.
      expect(await latest()).toMatchObject({
        status: 'low',
        reference_range: { min: 1.3, max: null },
        ranges_by_sex: { female: { min: 1.3, max: null }, male: { min: 1, max: null } },
      });
      const profile = (await get(token, '/api/user/profile')).json();
      await send(token, 'PUT', '/api/user/profile', { ...profile, address: profile.street, sex: 'male' });
      expect(await latest()).toMatchObject({ status: 'normal', reference_range: { min: 1, max: null }, ranges_by_sex: null });
      await send(token, 'PUT', '/api/user/profile', { ...profile, address: profile.street, sex: 'female' });
      expect((await latest()).status).toBe('low');
    });

    it('imports a FHIR bundle: unknown codes reported, the same observation stored once', async () => {
      const { token } = await signUp(t);
      const bundle = {
        resourceType: 'Bundle',
        type: 'collection',
        entry: [
          {
            resource: {
              resourceType: 'Observation',
              id: 'obs-1',
              status: 'final',
              code: { coding: [{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c' }] },
              valueQuantity: { value: 6.4, unit: '%' },
              effectiveDateTime: `${daysAgo(10)}T09:00:00Z`,
            },
          },
          {
            resource: {
              resourceType: 'Observation',
              id: 'obs-2',
              status: 'final',
              code: { coding: [{ system: 'http://loinc.org', code: '718-7', display: 'Hemoglobin' }] },
              valueQuantity: { value: 140, unit: 'g/L' },
              effectiveDateTime: `${daysAgo(10)}T09:00:00Z`,
            },
          },
          {
            resource: {
              resourceType: 'Observation',
              id: 'obs-3',
              status: 'final',
              code: { coding: [{ system: 'http://loinc.org', code: '14927-8' }] },
              effectiveDateTime: `${daysAgo(10)}T09:00:00Z`,
            },
          },
        ],
      };
      const first = await send(token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', bundle);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        imported: 1,
        duplicates: 0,
        unknown: [{ code: '718-7', display: 'Hemoglobin', count: 1 }],
        skipped: [{ entry: 'Observation obs-3', reason: 'no numeric valueQuantity' }],
      });
      const again = (await send(token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', bundle)).json();
      expect(again).toMatchObject({ imported: 0, duplicates: 1, reports: 0 });
      expect((await get(token, '/api/healthtracking/bloodpresults/latest')).json().results).toHaveLength(1);
      // "Imported (FHIR)" is the source's to say, once: the bundle named no lab, so the report has no lab name.
      expect((await get(token, '/api/healthtracking/bloodpresults/reports')).json().reports).toEqual([
        expect.objectContaining({ source: 'fhir', lab_name: '' }),
      ]);
      expect((await send(token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', { resourceType: 'Patient' })).statusCode).toBe(
        400,
      );
    });

    it('imports the good CSV rows and lists the refused ones with why', async () => {
      const { token } = await signUp(t);
      const bad = await send(token, 'POST', '/api/healthtracking/bloodpresults/import/csv', {
        csv: `test_date,marker,value,unit\n${daysAgo(5)},ldl-c,3.1,mmol/L\nyesterday,hba1c,5.9,%\n${daysAgo(5)},Triglycerides,abc,mmol/L\n`,
      });
      expect(bad.statusCode).toBe(200);
      expect(bad.json()).toMatchObject({
        imported: 1,
        skipped: [
          { entry: 'Row 3', reason: 'the date "yesterday" is not a date (write it as YYYY-MM-DD)' },
          {
            entry: 'Row 4',
            reason: 'the result "abc" is not a number (a result below or above what the lab measures is written <0.3 or >90)',
          },
        ],
      });
      expect((await get(token, '/api/healthtracking/bloodpresults/latest')).json().results).toHaveLength(1);
      const good = await send(token, 'POST', '/api/healthtracking/bloodpresults/import/csv', {
        csv: `test_date,marker,value,unit,lab_name\n${daysAgo(5)},ldl-c,3.1,mmol/L,Dynacare\n${daysAgo(5)},4548-4,5.9,%,Dynacare\n${daysAgo(90)},Triglycerides,150,mg/dL,Dynacare\n`,
      });
      expect(good.json()).toMatchObject({ imported: 3, reports: 2 });
      const tg = (await get(token, '/api/healthtracking/bloodpresults/latest'))
        .json()
        .results.find((r: { marker_key: string }) => r.marker_key === 'triglycerides');
      expect(tg.value).toBeCloseTo(1.69, 2);
    });

    it('refuses an import of more than 5,000 results with a clear message, and stores nothing', async () => {
      const { token } = await signUp(t);
      const csvRows = Array.from({ length: 5001 }, (_, i) => `${daysAgo(1 + (i % 300))},ldl-c,3.1,mmol/L`).join('\n');
      const csv = await send(token, 'POST', '/api/healthtracking/bloodpresults/import/csv', {
        csv: `test_date,marker,value,unit\n${csvRows}\n`,
      });
      expect(csv.statusCode).toBe(400);
      expect(csv.json().message).toBe('The CSV file holds 5,001 results; import at most 5,000 at a time (split the file).');
      const entry = Array.from({ length: 5001 }, (_, i) => ({
        resource: {
          resourceType: 'Observation',
          id: `o${i}`,
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: '4548-4' }] },
          valueQuantity: { value: 5.5, unit: '%' },
          effectiveDateTime: daysAgo(1),
        },
      }));
      const fhir = await send(token, 'POST', '/api/healthtracking/bloodpresults/import/fhir', { resourceType: 'Bundle', entry });
      expect(fhir.statusCode).toBe(400);
      expect(fhir.json().message).toMatch(/^The FHIR bundle holds 5,001 results; import at most 5,000/);
      // In French, with French numbers.
      const fr = await t.app.inject({
        method: 'POST',
        url: '/api/healthtracking/bloodpresults/import/csv',
        headers: { ...bearer(token), 'accept-language': 'fr-CA' },
        payload: { csv: `test_date,marker,value,unit\n${csvRows}\n` },
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().message).toBe(
        'Le fichier CSV contient 5\u202f001 résultats; importez-en au plus 5\u202f000 à la fois (divisez le fichier).',
      );
      expect((await get(token, '/api/healthtracking/bloodpresults/latest')).json().results).toEqual([]);
    });

    // SQLite has one connection: a single long import transaction would hold every other request.
    it.runIf(kind === 'sqlite')('lets other requests through while a large import is stored', async () => {
      const { token } = await signUp(t);
      const csvRows = Array.from({ length: 5000 }, (_, i) => `${daysAgo(2)},hba1c,5.${i % 10},%`).join('\n');
      const importing = send(token, 'POST', '/api/healthtracking/bloodpresults/import/csv', {
        csv: `test_date,marker,value,unit\n${csvRows}\n`,
      });
      // Watch through a second (read-only) connection: it sees what the import has committed so far.
      const reader = new Database((t.config.database as { file: string }).file, { readonly: true });
      const committed = () => (reader.prepare('select count(*) as n from blood_results').get() as { n: number }).n;
      try {
        await until(() => committed() > 0, 'the import committed its first part', 1);
        // The import has written its first part; a small request is answered before it writes the rest.
        expect((await get(token, '/api/user/profile')).statusCode).toBe(200);
        expect(committed()).toBeLessThan(5000);
      } finally {
        reader.close();
      }
      expect((await importing).json()).toMatchObject({ imported: 5000, reports: 1 });
    });

    it("keeps each member's results to themselves", async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const { report_id } = (
        await send(a.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
          test_date: today(),
          values: [{ marker_id: 'hba1c', value: 5.5, unit: '%' }],
        })
      ).json();
      expect((await get(b.token, '/api/healthtracking/bloodpresults/latest')).json().results).toEqual([]);
      expect((await send(b.token, 'DELETE', `/api/healthtracking/bloodpresults/reports/${report_id}`)).statusCode).toBe(404);
      expect((await send(a.token, 'DELETE', `/api/healthtracking/bloodpresults/reports/${report_id}`)).statusCode).toBe(204);
      expect((await get(a.token, '/api/healthtracking/bloodpresults/latest')).json().results).toEqual([]);
    });
  });

  describe('blood pressure', () => {
    it('logs readings and classifies the 7-day average against 130/80, flagging readings above 180/120', async () => {
      const { token } = await signUp(t);
      const at = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
      for (const [s, d, h] of [
        [128, 78, 2],
        [134, 82, 26],
        [300, 100, 1],
      ] as const) {
        const res = await send(token, 'POST', '/api/healthtracking/bloodpressure', {
          systolic: s,
          diastolic: d,
          pulse: 70,
          measured_at: at(h),
          arm: 'left',
        });
        if (s === 300) expect(res.statusCode).toBe(400);
        else expect(res.statusCode).toBe(201);
      }
      const urgent = (
        await send(token, 'POST', '/api/healthtracking/bloodpressure', { systolic: 185, diastolic: 100, measured_at: at(30 * 24) })
      ).json();
      expect(urgent).toMatchObject({ category: 'crisis', urgent: true });
      const summary = (await get(token, '/api/healthtracking/bloodpressure')).json();
      expect(summary.readings).toHaveLength(3);
      expect(summary.average_7d).toEqual({
        systolic: 131,
        diastolic: 80,
        count: 2,
        category: 'stage1',
        at_or_above_threshold: true,
        systolic_mean: 131,
        diastolic_mean: 80,
      });
      expect(summary.threshold).toMatchObject({ systolic: 130, diastolic: 80 });
    });

    it('edits and deletes readings, refuses bad ones, and keeps them private', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const r = (
        await send(a.token, 'POST', '/api/healthtracking/bloodpressure', {
          systolic: 120,
          diastolic: 80,
          measured_at: new Date().toISOString(),
        })
      ).json();
      const edit = await send(a.token, 'PUT', `/api/healthtracking/bloodpressure/${r._id}`, {
        systolic: 118,
        diastolic: 76,
        measured_at: r.measured_at,
        notes: 'After rest',
      });
      expect(edit.json()).toMatchObject({ systolic: 118, notes: 'After rest', category: 'normal' });
      expect(
        (
          await send(a.token, 'POST', '/api/healthtracking/bloodpressure', {
            systolic: 120,
            diastolic: 80,
            measured_at: '2099-01-01T00:00:00Z',
          })
        ).json().errors,
      ).toEqual(['The time of a reading cannot be in the future']);
      expect(
        (await send(a.token, 'POST', '/api/healthtracking/bloodpressure', { systolic: '120', diastolic: 80, measured_at: 'now' }))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await send(b.token, 'PUT', `/api/healthtracking/bloodpressure/${r._id}`, {
            systolic: 150,
            diastolic: 95,
            measured_at: r.measured_at,
          })
        ).statusCode,
      ).toBe(404);
      expect((await send(b.token, 'DELETE', `/api/healthtracking/bloodpressure/${r._id}`)).statusCode).toBe(404);
      expect((await send(a.token, 'DELETE', `/api/healthtracking/bloodpressure/${r._id}`)).statusCode).toBe(204);
      expect((await get(a.token, '/api/healthtracking/bloodpressure')).json().readings).toEqual([]);
    });
  });

  describe('activities', () => {
    it('logs activities and sums the week against 150 minutes and two strength days', async () => {
      const { token } = await signUp(t);
      const d = today();
      await send(token, 'POST', '/api/healthtracking/activities', { date: d, type: 'walking', minutes: 40, intensity: 'moderate' });
      await send(token, 'POST', '/api/healthtracking/activities', { date: d, type: 'strength', minutes: 20, intensity: 'moderate' });
      await send(token, 'POST', '/api/healthtracking/activities', {
        date: d,
        type: 'yoga',
        minutes: 30,
        intensity: 'light',
        strength: true,
      });
      const summary = (await get(token, `/api/healthtracking/activities?weeks=4&today=${d}`)).json();
      expect(summary.targets).toEqual({ mvpa_minutes: 150, strength_days: 2 });
      expect(summary.weeks).toHaveLength(4);
      expect(summary.weeks[3]).toMatchObject({ mvpa_minutes: 60, total_minutes: 90, strength_days: 1, sessions: 3 });
      expect(summary.activities).toHaveLength(3);
    });

    it('edits, deletes and validates activities, privately', async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const act = (
        await send(a.token, 'POST', '/api/healthtracking/activities', {
          date: today(),
          type: 'cycling',
          minutes: 30,
          intensity: 'vigorous',
        })
      ).json();
      expect(
        (
          await send(a.token, 'PUT', `/api/healthtracking/activities/${act._id}`, {
            date: today(),
            type: 'cycling',
            minutes: 45,
            intensity: 'vigorous',
            notes: 'Hills',
          })
        ).json(),
      ).toMatchObject({ minutes: 45, notes: 'Hills' });
      const bad = await send(a.token, 'POST', '/api/healthtracking/activities', {
        date: '2099-01-01',
        type: 'flying',
        minutes: 0,
        intensity: 'extreme',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining(['Minutes must be between 1 and 1440', 'Intensity must be light, moderate or vigorous']),
      );
      expect(
        (
          await send(a.token, 'POST', '/api/healthtracking/activities', {
            date: '2099-01-01',
            type: 'walking',
            minutes: 10,
            intensity: 'light',
          })
        ).json().errors,
      ).toEqual(['The date cannot be in the future']);
      expect((await send(b.token, 'DELETE', `/api/healthtracking/activities/${act._id}`)).statusCode).toBe(404);
      expect((await send(a.token, 'DELETE', `/api/healthtracking/activities/${act._id}`)).statusCode).toBe(204);
    });
  });

  describe('conditions', () => {
    it('lists the catalogue, shows a condition with what helps, and marks it on the profile', async () => {
      const { token } = await signUp(t);
      const list = (await get(token, '/api/conditions')).json();
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list.every((c: { has_condition: boolean }) => c.has_condition === false)).toBe(true);
      const hypertension = list.find((c: { key: string }) => c.key === 'hypertension');
      const detail = (await get(token, `/api/conditions/${hypertension._id}`)).json();
      expect(detail.description).toContain('<p>');
      expect(detail.programs.length).toBeGreaterThan(0);
      expect((await send(token, 'PUT', `/api/conditions/${hypertension._id}/member`, { has_condition: true })).json()).toEqual({
        _id: hypertension._id,
        has_condition: true,
      });
      expect((await get(token, '/api/user/profile')).json().conditions).toEqual([
        expect.objectContaining({ _id: hypertension._id, name: hypertension.name }),
      ]);
      await send(token, 'PUT', `/api/conditions/${hypertension._id}/member`, { has_condition: false });
      expect((await get(token, '/api/user/profile')).json().conditions).toEqual([]);
      expect((await send(token, 'PUT', '/api/conditions/nope/member', { has_condition: true })).statusCode).toBe(404);
      expect((await send(token, 'PUT', `/api/conditions/${hypertension._id}/member`, { has_condition: 'yes' })).statusCode).toBe(400);
    });
  });
});
