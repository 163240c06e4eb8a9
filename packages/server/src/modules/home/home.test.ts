import { expect, it } from 'vitest';
import { addDays, daysBetween, weekStart } from '@wellpath/shared/programs/progress';
import { newId } from '../../lib/tokens.js';
import { bearer, createMember, createStaff, describeWithApp, type TestMember } from '../../test/helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
/** Toronto in winter: five hours behind UTC. */
const TORONTO = -300;

describeWithApp('the week summary', (t) => {
  const get = (token: string, query = `today=${today()}&utc_offset=${TORONTO}`) =>
    t.app.inject({ method: 'GET', url: `/api/user/week-summary?${query}`, headers: bearer(token) });
  const send = (m: TestMember, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(m.token), payload });

  async function startBackdated(m: TestMember, key: string, startDay: string) {
    const res = await send(m, `/api/programs/${key}/start`, {});
    expect(res.statusCode, res.body).toBe(201);
    const { program, progress } = res.json();
    await t.db
      .updateTable('program_enrollments')
      .set({ started_at: `${startDay}T12:00:00.000Z`, start_day: startDay })
      .where('id', '=', progress._id)
      .execute();
    return program._id as string;
  }

  async function addReading(m: TestMember, measuredAt: string) {
    await t.db
      .insertInto('bp_readings')
      .values({
        id: newId(),
        user_id: m.userId,
        systolic: 128,
        diastolic: 82,
        pulse: null,
        measured_at: measuredAt,
        arm: 'left',
        notes: '',
        created_at: measuredAt,
        updated_at: measuredAt,
        entered_by: null,
      })
      .execute();
  }

  it('starts every week at nothing, with the 150-minute target', async () => {
    const member = await createMember(t);
    const res = await get(member.token);
    expect(res.statusCode, res.body).toBe(200);
    const monday = weekStart(today());
    expect(res.json()).toEqual({
      week_start: monday,
      week_end: addDays(monday, 6),
      actions: { done: 0, target: 0, programs: 0 },
      active_minutes: { minutes: 0, target: 150 },
      bp_readings: { count: 0, days: 0 },
    });
  });

  it('adds up the programme days this week against their schedules, the active minutes and the readings', async () => {
    const member = await createMember(t);
    const monday = weekStart(today());
    const daysSoFar = daysBetween(monday, today()) + 1;

    // A daily programme and a five-times-a-week one, both started the Monday before: this whole week is inside both.
    const sleep = await startBackdated(member, 'sleep-reset-14', addDays(monday, -7));
    const walk = await startBackdated(member, 'walk-to-150', addDays(monday, -7));
    for (let d = 0; d < daysSoFar; d += 1) {
      const res = await send(member, `/api/programs/${sleep}/track`, { date: addDays(monday, d), item_values: { 3: 7 } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await send(member, `/api/programs/${walk}/track`, { date: today(), item_values: { 0: 30 } });
    // Last week's walk counts for last week only.
    await send(member, `/api/programs/${walk}/track`, { date: addDays(monday, -1), item_values: { 0: 30 } });

    const activity = (date: string, minutes: number, intensity: string) =>
      send(member, '/api/healthtracking/activities', { date, type: 'walking', minutes, intensity });
    expect((await activity(today(), 30, 'moderate')).statusCode).toBe(201);
    await activity(monday, 20, 'vigorous');
    await activity(today(), 15, 'light'); // not moderate-to-vigorous
    await activity(addDays(monday, -1), 60, 'moderate'); // last week

    // Readings placed in Toronto's days: Sunday 23:00 there is last week; Monday 22:00 there is this week.
    await addReading(member, `${monday}T04:00:00.000Z`);
    await addReading(member, `${monday}T12:00:00.000Z`);
    await addReading(member, `${monday}T23:00:00.000Z`);
    await addReading(member, `${addDays(monday, 1)}T03:00:00.000Z`);
    await addReading(member, `${addDays(monday, 7)}T06:00:00.000Z`); // next week

    // Another member's data is not theirs.
    const other = await createMember(t);
    await addReading(other, `${monday}T12:00:00.000Z`);

    const summary = (await get(member.token)).json();
    expect(summary.actions).toEqual({ done: daysSoFar + 1, target: 7 + 5, programs: 2 });
    expect(summary.active_minutes).toEqual({ minutes: 50, target: 150 });
    expect(summary.bp_readings).toEqual({ count: 3, days: 1 });

    // Without an offset the days are UTC's: the Monday 04:00 reading is this week, the Tuesday 03:00 one another day.
    const utc = (await get(member.token, `today=${today()}`)).json();
    expect(utc.bp_readings).toEqual({ count: 4, days: 2 });
  });

  it('counts minutes tracked in a programme toward the week, once, on the home and on Activities', async () => {
    const member = await createMember(t);
    const walk = await startBackdated(member, 'walk-to-150', addDays(weekStart(today()), -7));
    const brisk = { 0: 30, 1: 'Brisk (I could talk but not sing)' };
    expect((await send(member, `/api/programs/${walk}/track`, { date: today(), item_values: brisk })).statusCode).toBe(200);
    const activities = () =>
      t.app.inject({ method: 'GET', url: `/api/healthtracking/activities?weeks=1&today=${today()}`, headers: bearer(member.token) });

    // The review's case: 30 brisk minutes in Walk to 150 were "0 of 150 minutes".
    expect((await get(member.token)).json().active_minutes).toEqual({ minutes: 30, target: 150 });
    const before = (await activities()).json();
    expect(before.weeks[0]).toMatchObject({ mvpa_minutes: 30, total_minutes: 30 });
    expect(before.programme_minutes).toEqual([
      {
        date: today(),
        type: 'walking',
        intensity: 'moderate',
        minutes: 30,
        program_id: walk,
        program_title: 'Walk to 150',
        overlaps: false,
      },
    ]);

    // The same walk logged on Activities too: counted once (the larger of the two), not 60.
    await send(member, '/api/healthtracking/activities', { date: today(), type: 'walking', minutes: 25, intensity: 'moderate' });
    expect((await get(member.token)).json().active_minutes.minutes).toBe(30);
    const after = (await activities()).json();
    expect(after.weeks[0].mvpa_minutes).toBe(30);
    expect(after.programme_minutes[0].overlaps).toBe(true);

    // In French, the programme's name is the French one.
    const fr = await t.app.inject({
      method: 'GET',
      url: `/api/healthtracking/activities?weeks=1&today=${today()}`,
      headers: { ...bearer(member.token), 'accept-language': 'fr-CA' },
    });
    expect(fr.json().programme_minutes[0].program_title).toBe('Marcher jusqu’à 150');
  });

  it('refuses an offset no time zone has', async () => {
    const member = await createMember(t);
    const res = await get(member.token, 'utc_offset=900');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The week could not be summarised');
  });

  it('is the member’s own: no session is refused, and so is the care team', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/week-summary' })).statusCode).toBe(401);
    const coach = await createStaff(t, 'coach');
    expect((await get(coach.token)).statusCode).toBe(403);
  });
});
