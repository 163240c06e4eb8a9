import { afterEach, expect, it, vi } from 'vitest';
import { bearer, createMember, describeWithApp, type TestMember } from '../../test/helpers.js';

// Deleting a reading, an activity or a lab report can be undone (issue 32, decision 0036), as the other
// destructive actions can: the rows come back as they were, ids included, within 10 minutes.

describeWithApp('undoing a deletion', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (m: TestMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(m.token), ...(payload ? { payload } : {}) });
  const later = (minutes: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + minutes * 60_000));
  };

  it('puts a deleted blood pressure reading back as it was, once, for its owner only', async () => {
    const m = await createMember(t);
    const created = await call(m, 'POST', '/api/healthtracking/bloodpressure', {
      systolic: 184,
      diastolic: 122,
      pulse: 90,
      measured_at: new Date(Date.now() - 60_000).toISOString(),
      arm: 'left',
      notes: 'After the stairs',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reading = created.json();
    const alertsBefore = await t.db.selectFrom('alerts').select('id').where('user_id', '=', m.userId).execute();
    expect(alertsBefore).toHaveLength(1);

    expect((await call(m, 'DELETE', `/api/healthtracking/bloodpressure/${reading._id}`)).statusCode).toBe(204);
    expect((await call(m, 'GET', '/api/healthtracking/bloodpressure')).json().readings).toEqual([]);

    // Someone else cannot bring it back (nor learn it exists).
    const other = await createMember(t);
    expect((await call(other, 'POST', `/api/healthtracking/bloodpressure/${reading._id}/restore`)).statusCode).toBe(404);

    const restored = await call(m, 'POST', `/api/healthtracking/bloodpressure/${reading._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(reading);
    expect((await call(m, 'GET', '/api/healthtracking/bloodpressure')).json().readings).toEqual([reading]);
    // Undo twice (a retried call): the reading as it is, still one, and still one alert.
    expect((await call(m, 'POST', `/api/healthtracking/bloodpressure/${reading._id}/restore`)).json()).toEqual(reading);
    expect((await call(m, 'GET', '/api/healthtracking/bloodpressure')).json().readings).toHaveLength(1);
    expect(await t.db.selectFrom('alerts').select('id').where('user_id', '=', m.userId).execute()).toEqual(alertsBefore);
  });

  it('puts a deleted activity back, and says when it is too late', async () => {
    const m = await createMember(t);
    const today = new Date().toISOString().slice(0, 10);
    const activity = (
      await call(m, 'POST', '/api/healthtracking/activities', {
        date: today,
        type: 'cycling',
        minutes: 40,
        intensity: 'vigorous',
        notes: 'Canal path',
      })
    ).json();
    expect((await call(m, 'DELETE', `/api/healthtracking/activities/${activity._id}`)).statusCode).toBe(204);
    const restored = await call(m, 'POST', `/api/healthtracking/activities/${activity._id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(activity);
    expect((await call(m, 'GET', `/api/healthtracking/activities?today=${today}`)).json().activities).toEqual([activity]);

    expect((await call(m, 'DELETE', `/api/healthtracking/activities/${activity._id}`)).statusCode).toBe(204);
    later(11);
    const late = await call(m, 'POST', `/api/healthtracking/activities/${activity._id}/restore`);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('This can no longer be undone: it was deleted more than 10 minutes ago.');
    const lateFr = await t.app.inject({
      method: 'POST',
      url: `/api/healthtracking/activities/${activity._id}/restore`,
      headers: { ...bearer(m.token), 'accept-language': 'fr-CA' },
    });
    expect(lateFr.json().message).toMatch(/^Il est trop tard pour annuler/);
  });

  it('puts a deleted lab report back with every result, and forgets deletions past their undo', async () => {
    const m = await createMember(t);
    const markers = (await call(m, 'GET', '/api/healthtracking/bloodpresults/markers')).json().markers as Array<{
      key: string;
      _id: string;
      unit: string;
    }>;
    const ldl = markers.find((x) => x.key === 'ldl-c')!;
    const hdl = markers.find((x) => x.key === 'hdl-c')!;
    const added = await call(m, 'POST', '/api/healthtracking/bloodpresults/reports', {
      test_date: '2026-11-20',
      lab_name: 'LifeLabs',
      values: [
        { marker_id: ldl._id, value: 3.4, unit: ldl.unit },
        { marker_id: hdl._id, value: 1.2, unit: hdl.unit },
      ],
    });
    expect(added.statusCode, added.body).toBe(201);
    const before = (await call(m, 'GET', '/api/healthtracking/bloodpresults/reports')).json();
    const id = before.reports[0]._id as string;

    expect((await call(m, 'DELETE', `/api/healthtracking/bloodpresults/reports/${id}`)).statusCode).toBe(204);
    expect((await call(m, 'GET', '/api/healthtracking/bloodpresults/reports')).json().reports).toEqual([]);
    expect((await call(m, 'GET', '/api/healthtracking/bloodpresults/latest')).json().results).toEqual([]);

    expect((await call(m, 'POST', `/api/healthtracking/bloodpresults/reports/${id}/restore`)).json()).toEqual({ _id: id });
    expect((await call(m, 'GET', '/api/healthtracking/bloodpresults/reports')).json()).toEqual(before);

    // Kept deletions go once past their undo: at the next deletion of anyone, or the hourly purge.
    expect((await call(m, 'DELETE', `/api/healthtracking/bloodpresults/reports/${id}`)).statusCode).toBe(204);
    expect(await t.db.selectFrom('deleted_records').select('id').where('user_id', '=', m.userId).execute()).toHaveLength(1);
    later(11);
    await t.app.services.sessionPurge.run();
    expect(await t.db.selectFrom('deleted_records').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });

  it('keeps nothing of a member whose account is gone', async () => {
    const m = await createMember(t);
    const today = new Date().toISOString().slice(0, 10);
    const activity = (
      await call(m, 'POST', '/api/healthtracking/activities', { date: today, type: 'walking', minutes: 20, intensity: 'light' })
    ).json();
    await call(m, 'DELETE', `/api/healthtracking/activities/${activity._id}`);
    await t.db.deleteFrom('users').where('id', '=', m.userId).execute();
    expect(await t.db.selectFrom('deleted_records').select('id').where('user_id', '=', m.userId).execute()).toEqual([]);
  });
});
