import { afterEach, expect, it, vi } from 'vitest';
import { newId } from '../../lib/tokens.js';
import { bearer, createMember, createStaff, describeWithApp, type TestMember } from '../../test/helpers.js';

// Every "today" of a member is the day in their own time zone (issue 32, decision 0073): the first day
// of a programme, the last day they may track or log, their week, and what the care team sees.

describeWithApp('the member’s day in their time zone', (t) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The server's clock at a given instant (timers stay real: the database drivers need them). */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };
  const send = (m: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(m.token), ...(payload ? { payload } : {}) });
  const memberIn = async (zone: string) => {
    const m = await createMember(t);
    const res = await send(m, 'PUT', '/api/user/time-zone', { time_zone: zone });
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  const start = async (m: TestMember, key = 'sleep-reset-14', query = '') => {
    const res = await send(m, 'POST', `/api/programs/${key}/start${query}`, {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ program: { _id: string }; progress: { start_day: string } }>();
  };

  it('starts a programme on the member’s own day: 05:56 UTC on 29 November is the 29th in Toronto', async () => {
    at('2026-11-29T05:56:00.000Z');
    const m = await memberIn('America/Toronto');
    // The device claims nothing, or the wrong day: the member's zone decides.
    const { program, progress } = await start(m, 'sleep-reset-14', '?today=2026-11-28');
    expect(progress.start_day).toBe('2026-11-29');
    expect((await send(m, 'GET', `/api/programs/${program._id}`)).json().progress.start_day).toBe('2026-11-29');

    // The 28th is before the start; the 29th can be tracked; the 30th is in the future there.
    const track = (date: string) => send(m, 'POST', `/api/programs/${program._id}/track`, { date, item_values: { 3: 7 } });
    expect((await track('2026-11-28')).statusCode).toBe(400);
    expect((await track('2026-11-29')).statusCode).toBe(200);
    expect((await track('2026-11-30')).statusCode).toBe(400);

    // The care team sees the same first day.
    const coach = await createStaff(t, 'coach');
    const overview = await t.app.inject({ method: 'GET', url: `/api/staff/members/${m.userId}`, headers: bearer(coach.token) });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().programs[0]).toMatchObject({ start_day: '2026-11-29' });
  });

  it('in Los Angeles at 23:59 on the 28th, starts on the 28th and refuses the 29th as the future', async () => {
    at('2026-11-29T07:59:00.000Z');
    const m = await memberIn('America/Los_Angeles');
    const { program, progress } = await start(m);
    expect(progress.start_day).toBe('2026-11-28');
    const track = (date: string) => send(m, 'POST', `/api/programs/${program._id}/track`, { date, item_values: { 3: 7 } });
    expect((await track('2026-11-29')).statusCode).toBe(400);
    expect((await track('2026-11-28')).statusCode).toBe(200);
    // A minute later it is the 29th there.
    at('2026-11-29T08:00:00.000Z');
    expect((await track('2026-11-29')).statusCode).toBe(200);
  });

  it('turns the day at St. John’s half-hour midnight', async () => {
    at('2026-11-29T03:29:00.000Z');
    const before = await memberIn('America/St_Johns');
    expect((await start(before)).progress.start_day).toBe('2026-11-28');
    at('2026-11-29T03:30:00.000Z');
    const after = await memberIn('America/St_Johns');
    expect((await start(after)).progress.start_day).toBe('2026-11-29');
  });

  it('lets a member at UTC+14 track their today, which is tomorrow in UTC', async () => {
    at('2026-11-28T10:00:00.000Z');
    const m = await memberIn('Pacific/Kiritimati');
    const { program, progress } = await start(m);
    expect(progress.start_day).toBe('2026-11-29');
    const res = await send(m, 'POST', `/api/programs/${program._id}/track`, { date: '2026-11-29', item_values: { 3: 7 } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses an activity on a day that has not begun for the member, and counts their weeks from their Monday', async () => {
    // Sunday 29 November, 23:59 in Los Angeles; Monday already in UTC.
    at('2026-11-30T07:59:00.000Z');
    const m = await memberIn('America/Los_Angeles');
    const activity = (date: string) =>
      send(m, 'POST', '/api/healthtracking/activities', { date, type: 'walking', minutes: 30, intensity: 'moderate' });
    expect((await activity('2026-11-30')).statusCode).toBe(400);
    expect((await activity('2026-11-29')).statusCode).toBe(201);
    const summary = (await send(m, 'GET', '/api/healthtracking/activities?weeks=1')).json();
    expect(summary.weeks).toEqual([expect.objectContaining({ week_start: '2026-11-23', mvpa_minutes: 30 })]);
  });

  it('places the week summary’s readings in the member’s days, without the device sending its offset', async () => {
    // Monday 30 November, 01:00 in Toronto.
    at('2026-11-30T06:00:00.000Z');
    const m = await memberIn('America/Toronto');
    const reading = (measuredAt: string) =>
      t.db
        .insertInto('bp_readings')
        .values({
          id: newId(),
          user_id: m.userId,
          systolic: 128,
          diastolic: 82,
          pulse: null,
          measured_at: measuredAt,
          arm: null,
          notes: '',
          created_at: measuredAt,
          updated_at: measuredAt,
          entered_by: null,
        })
        .execute();
    await reading('2026-11-30T04:30:00.000Z'); // Sunday 23:30 in Toronto: last week
    await reading('2026-11-30T05:30:00.000Z'); // Monday 00:30 in Toronto: this week
    const summary = (await send(m, 'GET', '/api/user/week-summary')).json();
    expect(summary).toMatchObject({ week_start: '2026-11-30', week_end: '2026-12-06', bp_readings: { count: 1, days: 1 } });
  });

  it('keeps the day the device claims for a member whose time zone is not known yet', async () => {
    at('2026-11-29T05:56:00.000Z');
    const m = await createMember(t);
    expect((await start(m, 'sleep-reset-14', '?today=2026-11-28')).progress.start_day).toBe('2026-11-28');
    // A day that is today nowhere on Earth is not taken: UTC's.
    expect((await start(m, 'walk-to-150', '?today=2026-11-25')).progress.start_day).toBe('2026-11-29');
  });

  it('saves the member’s time zone, shows it in the profile, and moves their reminders to it', async () => {
    at('2026-11-29T12:00:00.000Z');
    const m = await createMember(t);
    expect((await send(m, 'GET', '/api/user/profile')).json().time_zone).toBeNull();
    const saved = await send(m, 'PUT', '/api/user/reminders', { time: '19:00', daily: true, weekly: false, blood_pressure: false });
    expect(saved.statusCode, saved.body).toBe(200);
    // Without a zone of the member's, reminders go by UTC until they have one.
    expect(saved.json().time_zone).toBe('UTC');

    expect((await send(m, 'PUT', '/api/user/time-zone', { time_zone: 'America/Los_Angeles' })).json()).toEqual({
      time_zone: 'America/Los_Angeles',
    });
    expect((await send(m, 'GET', '/api/user/profile')).json().time_zone).toBe('America/Los_Angeles');
    expect((await send(m, 'GET', '/api/user/reminders')).json().time_zone).toBe('America/Los_Angeles');
    const prefs = await t.db.selectFrom('reminder_preferences').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    // 19:00 in Los Angeles on the 29th is 03:00 UTC on the 30th.
    expect(prefs).toMatchObject({ time_zone: 'America/Los_Angeles', next_run_at: '2026-11-30T03:00:00.000Z' });

    // A zone sent with the reminders form becomes the member's.
    await send(m, 'PUT', '/api/user/reminders', {
      time_zone: 'America/Halifax',
      time: '19:00',
      daily: true,
      weekly: false,
      blood_pressure: false,
    });
    expect((await send(m, 'GET', '/api/user/profile')).json().time_zone).toBe('America/Halifax');
  });

  it('refuses a time zone that is not one, and the care team', async () => {
    const m = await createMember(t);
    for (const time_zone of ['Mars/Olympus_Mons', '+01:00', '', 'America/Toronto\u0000', 'x'.repeat(65), 5]) {
      const res = await send(m, 'PUT', '/api/user/time-zone', { time_zone });
      expect(res.statusCode, String(time_zone)).toBe(400);
    }
    expect((await send(m, 'GET', '/api/user/profile')).json().time_zone).toBeNull();
    const coach = await createStaff(t, 'coach');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/time-zone',
      headers: bearer(coach.token),
      payload: { time_zone: 'UTC' },
    });
    expect(res.statusCode).toBe(403);
  });
});
