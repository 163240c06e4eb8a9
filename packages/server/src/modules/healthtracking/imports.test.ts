import { expect, it } from 'vitest';
import { bearer, createMember, describeWithApp, type TestMember } from '../../test/helpers.js';

// Imports from a member's apps (issue 36, decision 0104): an import owns the values its numbered
// batches stored; the same batch twice stores nothing twice; a value of the same source, kind, time
// and value is skipped; the import is undone in full; one alert at most per import, none for history.

describeWithApp('imports from apps', (t) => {
  const call = (m: TestMember, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/healthtracking${url}`,
      headers: { ...bearer(m.token), ...headers, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const daysAgo = (days: number, hour = 8) => {
    const d = new Date(Date.now() - days * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const dayOf = (iso: string) => iso.slice(0, 10);
  const start = async (m: TestMember, source = 'apple_health') => {
    const res = await call(m, 'POST', '/imports', { source });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  const alertsOf = (userId: string) => t.db.selectFrom('alerts').select(['kind', 'summary']).where('user_id', '=', userId).execute();
  const bodyRows = (userId: string) =>
    t.db.selectFrom('body_measurements').select(['kind', 'value', 'source', 'import_id']).where('user_id', '=', userId).execute();

  const history = [
    { kind: 'weight', value: 82.35, measured_at: daysAgo(400) },
    { kind: 'weight', value: 81.9, measured_at: daysAgo(10) },
    { kind: 'waist', value: 96, measured_at: daysAgo(10) },
    { kind: 'body_fat', value: 24.5, measured_at: daysAgo(10) },
    { kind: 'blood_pressure', systolic: 128, diastolic: 82, pulse: 64, measured_at: daysAgo(3) },
    { kind: 'steps', date: dayOf(daysAgo(2)), steps: 8412 },
    { kind: 'activity', date: dayOf(daysAgo(2)), type: 'running', minutes: 31, intensity: 'vigorous' },
  ];

  it('stores a batch with its source, answers the same batch again without storing twice, and lists the import', async () => {
    const m = await createMember(t);
    const id = await start(m);
    const first = await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ batch: 0, stored: 7, duplicates: 0, refused: [] });
    const again = await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history });
    expect(again.json()).toEqual(first.json());
    expect(await bodyRows(m.userId)).toHaveLength(4);
    expect((await bodyRows(m.userId)).every((r) => r.source === 'apple_health' && r.import_id === id)).toBe(true);

    // Every list says where each value came from.
    const body = (await call(m, 'GET', '/body')).json<{ measurements: Array<{ source: string }> }>();
    expect(body.measurements.map((x) => x.source)).toEqual(['apple_health', 'apple_health', 'apple_health', 'apple_health']);
    const bp = (await call(m, 'GET', '/bloodpressure')).json<{ readings: Array<{ source: string; systolic: number }> }>();
    expect(bp.readings).toMatchObject([{ systolic: 128, source: 'apple_health' }]);
    const manual = await call(m, 'POST', '/activities', { date: dayOf(daysAgo(1)), type: 'walking', minutes: 20, intensity: 'light' });
    const activities = (await call(m, 'GET', '/activities')).json<{ activities: Array<{ source: string; type: string }> }>();
    expect(manual.statusCode).toBe(201);
    expect(activities.activities.map((a) => [a.type, a.source])).toEqual([
      ['walking', 'manual'],
      ['running', 'apple_health'],
    ]);
    // Steps are a daily figure beside the minutes; of two apps' figures for a day, the larger.
    const fit = await start(m, 'google_fit');
    await call(m, 'POST', `/imports/${fit}/batches`, {
      batch: 0,
      values: [
        { kind: 'steps', date: dayOf(daysAgo(2)), steps: 9100 },
        { kind: 'steps', date: dayOf(daysAgo(3)), steps: 4000 },
      ],
    });
    const steps = (await call(m, 'GET', '/activities')).json<{ steps: unknown[] }>().steps;
    expect(steps).toEqual([
      { date: dayOf(daysAgo(2)), steps: 9100 },
      { date: dayOf(daysAgo(3)), steps: 4000 },
    ]);

    const list = (await call(m, 'GET', '/imports')).json<{ imports: unknown[] }>();
    expect(list.imports).toEqual([
      expect.objectContaining({ source: 'google_fit', counts: { steps: 2 } }),
      expect.objectContaining({
        _id: id,
        source: 'apple_health',
        completed_at: null,
        undone_at: null,
        batches: [0],
        counts: { weight: 2, waist: 1, body_fat: 1, blood_pressure: 1, steps: 1, activity: 1 },
        duplicates: 0,
        refused: 0,
      }),
    ]);
  });

  it('skips values of the same source, kind, time and value, in the preview and in a later import', async () => {
    const m = await createMember(t);
    const first = await start(m);
    await call(m, 'POST', `/imports/${first}/batches`, { batch: 0, values: history.slice(0, 3) });
    const check = await call(m, 'POST', '/imports/check', { source: 'apple_health', values: [...history, history[0]] });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ already: [true, true, true, false, false, false, false, true] });
    // The same values from another app are another source's: not the same value.
    const other = await call(m, 'POST', '/imports/check', { source: 'withings', values: history.slice(0, 3) });
    expect(other.json()).toEqual({ already: [false, false, false] });

    const second = await start(m);
    const res = await call(m, 'POST', `/imports/${second}/batches`, { batch: 0, values: [...history, history[4]] });
    expect(res.json()).toEqual({ batch: 0, stored: 4, duplicates: 4, refused: [] });
    expect(await bodyRows(m.userId)).toHaveLength(4);
    const again = await start(m);
    const third = await call(m, 'POST', `/imports/${again}/batches`, { batch: 0, values: history });
    expect(third.json()).toMatchObject({ stored: 0, duplicates: 7 });
  });

  it('refuses values in the future with the reason, and implausible ones before anything is stored', async () => {
    const m = await createMember(t);
    const id = await start(m, 'withings');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const res = await call(m, 'POST', `/imports/${id}/batches`, {
      batch: 0,
      values: [
        { kind: 'weight', value: 80, measured_at: tomorrow },
        { kind: 'weight', value: 80, measured_at: daysAgo(1) },
        { kind: 'steps', date: dayOf(tomorrow), steps: 100 },
      ],
    });
    expect(res.json()).toEqual({
      batch: 0,
      stored: 1,
      duplicates: 0,
      refused: [
        { index: 0, reason: 'It is in the future' },
        { index: 2, reason: 'It is in the future' },
      ],
    });
    const fr = await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: [] }, { 'accept-language': 'fr-CA' });
    expect(fr.statusCode).toBe(400);

    for (const value of [
      { kind: 'weight', value: 4000, measured_at: daysAgo(1) },
      { kind: 'blood_pressure', systolic: 80, diastolic: 120, measured_at: daysAgo(1) },
      { kind: 'steps', date: dayOf(daysAgo(1)), steps: 1.5 },
      { kind: 'activity', date: dayOf(daysAgo(1)), type: 'flying', minutes: 30, intensity: 'light' },
      { kind: 'heart_rate', value: 60, measured_at: daysAgo(1) },
      { kind: 'weight', value: 80, measured_at: daysAgo(1), source: 'manual' },
    ]) {
      const bad = await call(m, 'POST', `/imports/${id}/batches`, { batch: 1, values: [value] });
      expect(bad.statusCode, JSON.stringify(value)).toBe(400);
      expect(bad.json().errors.length).toBeGreaterThan(0);
    }
    expect(await bodyRows(m.userId)).toHaveLength(1);
    const [listed] = (await call(m, 'GET', '/imports')).json<{ imports: Array<{ refused: number; batches: number[] }> }>().imports;
    expect(listed).toMatchObject({ refused: 2, batches: [0] });
  });

  it('refuses bad numbers nested in a batch: an exponent too large, NaN, huge and a NUL', async () => {
    const m = await createMember(t);
    const id = await start(m);
    const at = JSON.stringify(daysAgo(1));
    for (const payload of [
      `{"batch":0,"values":[{"kind":"weight","value":1e999,"measured_at":${at}}]}`,
      `{"batch":0,"values":[{"kind":"weight","value":NaN,"measured_at":${at}}]}`,
      `{"batch":0,"values":[{"kind":"blood_pressure","systolic":1e308,"diastolic":80,"measured_at":${at}}]}`,
      `{"batch":0,"values":[{"kind":"steps","date":"2026-01-01","steps":99999999999999999999}]}`,
      `{"batch":1e308,"values":[{"kind":"weight","value":80,"measured_at":${at}}]}`,
      `{"batch":0,"values":[{"kind":"weight","value":80,"measured_at":"2026-01-01T00:00:00Z\\u0000"}]}`,
      `{"batch":0,"values":[{"kind":"activity","date":"2026-01-01","type":"walking\\u0000","minutes":30,"intensity":"light"}]}`,
      `{"source":"apple_health\\u0000","values":[{"kind":"weight","value":80,"measured_at":${at}}]}`,
    ]) {
      const url = payload.startsWith('{"source"') ? '/imports/check' : `/imports/${id}/batches`;
      const res = await call(m, 'POST', url, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const values = Array.from({ length: 501 }, (_, i) => ({ kind: 'steps', date: dayOf(daysAgo(i + 1)), steps: 1000 }));
    expect((await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values })).statusCode).toBe(400);
    expect(await bodyRows(m.userId)).toHaveLength(0);
  });

  it('refuses a forged or unknown source, and another member’s import', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    for (const source of ['manual', 'Apple Health', 'samsung_health', '', null]) {
      const res = await call(m, 'POST', '/imports', { source });
      expect(res.statusCode, String(source)).toBe(400);
    }
    const id = await start(other);
    const batch = await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history });
    expect(batch.statusCode).toBe(404);
    expect((await call(m, 'POST', `/imports/${id}/undo`)).statusCode).toBe(404);
    expect((await call(m, 'POST', `/imports/${id}/complete`)).statusCode).toBe(404);
    expect((await call(m, 'GET', '/imports')).json()).toEqual({ imports: [] });
    expect(await bodyRows(m.userId)).toHaveLength(0);
    expect(await bodyRows(other.userId)).toHaveLength(0);
  });

  it('takes Fitbit and a mapped CSV as sources: each value keeps its own, and a value cannot carry another', async () => {
    const m = await createMember(t);
    const fitbit = await start(m, 'fitbit');
    const weights = [
      { kind: 'weight', value: 84.1, measured_at: daysAgo(20) },
      { kind: 'body_fat', value: 31.5, measured_at: daysAgo(20) },
      { kind: 'steps', date: dayOf(daysAgo(3)), steps: 351 },
    ];
    const stored = await call(m, 'POST', `/imports/${fitbit}/batches`, { batch: 0, values: weights });
    expect(stored.json()).toEqual({ batch: 0, stored: 3, duplicates: 0, refused: [] });
    // The same values from a CSV the member mapped are that source's, not duplicates of Fitbit's.
    const csv = await start(m, 'csv');
    const again = await call(m, 'POST', `/imports/${csv}/batches`, { batch: 0, values: weights.slice(0, 1) });
    expect(again.json()).toEqual({ batch: 0, stored: 1, duplicates: 0, refused: [] });
    expect((await bodyRows(m.userId)).map((r) => r.source).sort()).toEqual(['csv', 'fitbit', 'fitbit']);
    const steps = await t.db.selectFrom('daily_steps').select(['source', 'steps']).where('user_id', '=', m.userId).execute();
    expect(steps).toEqual([{ source: 'fitbit', steps: 351 }]);
    const check = await call(m, 'POST', '/imports/check', { source: 'fitbit', values: weights });
    expect(check.json()).toEqual({ already: [true, true, true] });

    // A value naming a source of its own (manual, another app) is refused whole: nothing stored.
    for (const source of ['manual', 'withings', 'fitbit']) {
      const forged = await call(m, 'POST', `/imports/${csv}/batches`, {
        batch: 1,
        values: [{ kind: 'weight', value: 83, measured_at: daysAgo(5), source }],
      });
      expect(forged.statusCode, source).toBe(400);
    }
    const list = (await call(m, 'GET', '/imports')).json<{ imports: Array<{ source: string; batches: number[] }> }>();
    expect(list.imports.map((i) => [i.source, i.batches])).toEqual([
      ['csv', [0]],
      ['fitbit', [0]],
    ]);
    expect(await bodyRows(m.userId)).toHaveLength(3);
  });

  it('refuses bad input for the new sources with a clear message, never a 500', async () => {
    const m = await createMember(t);
    for (const body of [{ source: 'Fitbit' }, { source: 'fitbit', extra: 1 }, { source: ['fitbit'] }, { source: 'CSV' }, 'not json']) {
      const res = await call(m, 'POST', '/imports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const check = await call(m, 'POST', '/imports/check', { source: 'garmin', values: [] });
    expect(check.statusCode).toBe(400);
    const id = await start(m, 'csv');
    for (const values of [
      [{ kind: 'weight', value: '82', measured_at: daysAgo(1) }],
      [{ kind: 'glucose', value: 5.6, measured_at: daysAgo(1) }],
      [{ kind: 'steps', date: 'yesterday', steps: 10 }],
      [{ kind: 'blood_pressure', systolic: 132, measured_at: daysAgo(1) }],
    ]) {
      const res = await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values });
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
    }
    expect(await bodyRows(m.userId)).toHaveLength(0);
  });

  it('undoes an import in full and keeps it in the history as undone; later batches are refused', async () => {
    const m = await createMember(t);
    await call(m, 'POST', '/body', { kind: 'weight', value: 90, measured_at: daysAgo(1) });
    const id = await start(m);
    await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history.slice(0, 4) });
    await call(m, 'POST', `/imports/${id}/batches`, { batch: 1, values: history.slice(4) });
    const undone = await call(m, 'POST', `/imports/${id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ _id: id, batches: [0, 1], counts: { weight: 2, steps: 1 } });
    expect(undone.json().undone_at).toEqual(expect.any(String));
    expect((await bodyRows(m.userId)).map((r) => [r.value, r.source])).toEqual([[90, 'manual']]);
    for (const table of ['bp_readings', 'activities', 'daily_steps'] as const) {
      expect(await t.db.selectFrom(table).select('id').where('user_id', '=', m.userId).execute(), table).toHaveLength(0);
    }
    expect((await call(m, 'POST', `/imports/${id}/undo`)).json().undone_at).toBe(undone.json().undone_at);
    const late = await call(m, 'POST', `/imports/${id}/batches`, { batch: 2, values: history.slice(0, 1) });
    expect(late.statusCode).toBe(409);
    // A batch already received answers as it did (a retry after the undo changes nothing).
    expect((await call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history.slice(0, 4) })).statusCode).toBe(200);
    expect(await bodyRows(m.userId)).toHaveLength(1);
  });

  it('raises one alert per import, for the newest urgent reading of the last 30 days, and none for history', async () => {
    const m = await createMember(t);
    const old = await start(m, 'omron');
    await call(m, 'POST', `/imports/${old}/batches`, {
      batch: 0,
      values: [
        { kind: 'blood_pressure', systolic: 190, diastolic: 125, measured_at: daysAgo(45) },
        { kind: 'blood_pressure', systolic: 200, diastolic: 110, measured_at: daysAgo(300) },
      ],
    });
    expect((await call(m, 'POST', `/imports/${old}/complete`)).statusCode).toBe(200);
    expect(await alertsOf(m.userId)).toEqual([]);

    // The screen sends the newest batches first: the first urgent reading of the last 30 days raises the alert at once.
    const recent = await start(m, 'omron');
    await call(m, 'POST', `/imports/${recent}/batches`, {
      batch: 0,
      values: [
        { kind: 'blood_pressure', systolic: 120, diastolic: 80, measured_at: daysAgo(1) },
        { kind: 'blood_pressure', systolic: 192, diastolic: 121, measured_at: daysAgo(5) },
      ],
    });
    expect(await alertsOf(m.userId)).toHaveLength(1);
    await call(m, 'POST', `/imports/${recent}/batches`, {
      batch: 1,
      values: [{ kind: 'blood_pressure', systolic: 185, diastolic: 100, measured_at: daysAgo(20) }],
    });
    expect(await alertsOf(m.userId)).toHaveLength(1);
    const done = await call(m, 'POST', `/imports/${recent}/complete`);
    expect(done.json().completed_at).toEqual(expect.any(String));
    await call(m, 'POST', `/imports/${recent}/complete`);
    const alerts = await alertsOf(m.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'bp_crisis' });
    expect(alerts[0]!.summary).toContain('192/121');
    const after = await call(m, 'POST', `/imports/${recent}/batches`, { batch: 2, values: history.slice(0, 1) });
    expect(after.statusCode).toBe(409);
  });

  it('alerts for an import that is stopped and never completed, once however often its batch is sent', async () => {
    const m = await createMember(t);
    const id = await start(m, 'omron');
    const batch = { batch: 0, values: [{ kind: 'blood_pressure', systolic: 188, diastolic: 96, measured_at: daysAgo(2) }] };
    const [a, b] = await Promise.all([call(m, 'POST', `/imports/${id}/batches`, batch), call(m, 'POST', `/imports/${id}/batches`, batch)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await call(m, 'POST', `/imports/${id}/batches`, batch)).statusCode).toBe(200);
    const alerts = await alertsOf(m.userId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.summary).toContain('188/96');
    // Completing it later raises nothing more.
    expect((await call(m, 'POST', `/imports/${id}/complete`)).statusCode).toBe(200);
    expect(await alertsOf(m.userId)).toHaveLength(1);
  });

  it('runs the same batch sent twice at once only once', async () => {
    const m = await createMember(t);
    const id = await start(m);
    const [a, b] = await Promise.all([
      call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history }),
      call(m, 'POST', `/imports/${id}/batches`, { batch: 0, values: history }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect(await bodyRows(m.userId)).toHaveLength(4);
  });

  it('starts an import once for one Idempotency-Key', async () => {
    const m = await createMember(t);
    const headers = { 'idempotency-key': 'import-start-1' };
    const a = await call(m, 'POST', '/imports', { source: 'fitbit' }, headers);
    const b = await call(m, 'POST', '/imports', { source: 'fitbit' }, headers);
    expect(b.json()._id).toBe(a.json()._id);
    expect((await call(m, 'GET', '/imports')).json().imports).toHaveLength(1);
  });

  it('raises no second alert for an urgent reading already alerted: typed then imported, from two apps, imported again after an undo', async () => {
    const m = await createMember(t);
    const at = daysAgo(2);
    const typed = await call(m, 'POST', '/bloodpressure', { systolic: 190, diastolic: 125, pulse: 70, measured_at: at });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(await alertsOf(m.userId)).toHaveLength(1);
    // The cuff's app has the same reading (its clock 20 s off, no pulse): the same event.
    const reading = { kind: 'blood_pressure', systolic: 190, diastolic: 125, measured_at: new Date(Date.parse(at) + 20_000).toISOString() };
    const omron = await start(m, 'omron');
    expect((await call(m, 'POST', `/imports/${omron}/batches`, { batch: 0, values: [reading] })).json()).toMatchObject({ stored: 1 });
    const withings = await start(m, 'withings');
    expect((await call(m, 'POST', `/imports/${withings}/batches`, { batch: 0, values: [reading] })).json()).toMatchObject({ stored: 1 });
    expect(await alertsOf(m.userId)).toHaveLength(1);

    // Another member, imported, undone (the reading and its twin gone) and imported again: still one alert.
    const other = await createMember(t);
    const first = await start(other, 'omron');
    await call(other, 'POST', `/imports/${first}/batches`, { batch: 0, values: [reading] });
    expect(await alertsOf(other.userId)).toHaveLength(1);
    expect((await call(other, 'POST', `/imports/${first}/undo`)).statusCode).toBe(200);
    const again = await start(other, 'omron');
    await call(other, 'POST', `/imports/${again}/batches`, { batch: 0, values: [reading] });
    expect(await alertsOf(other.userId)).toHaveLength(1);

    // A different urgent reading is a new event.
    const later = { ...reading, systolic: 201, measured_at: daysAgo(1) };
    const third = await start(other, 'omron');
    await call(other, 'POST', `/imports/${third}/batches`, { batch: 0, values: [later] });
    expect(await alertsOf(other.userId)).toHaveLength(2);
  });
});
