import { beforeAll, expect, it } from 'vitest';
import type { QuietMember } from '@wellpath/shared/outreach/wire';
import { DAY_MS } from '../../lib/clock.js';
import { newId } from '../../lib/tokens.js';
import { bearer, createMember, createStaff, describeWithApp, type TestMember } from '../../test/helpers.js';

// Members going quiet (decision 0099): who is in the queue and in which order, worked out from the
// rows put in below, and what each of the care team's actions does.

const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describeWithApp('members going quiet', (t) => {
  const m = {} as Record<'q1' | 'q2' | 'q3' | 'q4' | 'r1' | 'active' | 'never', TestMember>;
  let clinician: string;
  let coach: string;

  async function activity(userId: string, daysAgo: number) {
    const at = ago(daysAgo);
    await t.db
      .insertInto('activities')
      .values({
        id: newId(),
        user_id: userId,
        date: at.slice(0, 10),
        type: 'walking',
        minutes: 30,
        intensity: 'moderate',
        strength: 0,
        notes: '',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  async function lab(userId: string, daysAgo: number, key: string, value: number) {
    const at = ago(daysAgo);
    const marker = (await t.db.selectFrom('blood_markers').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
    const reportId = newId();
    await t.db
      .insertInto('lab_reports')
      .values({ id: reportId, user_id: userId, test_date: at.slice(0, 10), lab_name: 'LifeLabs', source: 'manual', created_at: at })
      .execute();
    await t.db
      .insertInto('blood_results')
      .values({
        id: newId(),
        user_id: userId,
        report_id: reportId,
        marker_id: marker,
        value,
        original_value: value,
        original_unit: 'x',
        test_date: at.slice(0, 10),
        external_id: null,
        created_at: at,
        lab_range_min: null,
        lab_range_max: null,
        comparator: null,
        loinc_code: null,
      })
      .execute();
  }

  beforeAll(async () => {
    for (const key of Object.keys({ q1: 0, q2: 0, q3: 0, q4: 0, r1: 0, active: 0, never: 0 }) as Array<keyof typeof m>)
      m[key] = await createMember(t, { firstName: key.toUpperCase(), lastName: 'Quiet' });
    clinician = (await createStaff(t, 'clinician')).token;
    coach = (await createStaff(t, 'coach')).token;
    // Q1: last logged 20 days ago, a reading of 150/95 (over 130/80) and an urgent alert 10 days ago.
    const at = ago(20);
    await t.db
      .insertInto('bp_readings')
      .values({
        id: newId(),
        user_id: m.q1.userId,
        systolic: 150,
        diastolic: 95,
        pulse: null,
        measured_at: at,
        arm: null,
        notes: '',
        created_at: at,
        updated_at: at,
        entered_by: null,
      })
      .execute();
    await t.db
      .insertInto('alerts')
      .values({
        id: newId(),
        user_id: m.q1.userId,
        kind: 'bp_crisis',
        source_key: newId(),
        summary: 'x',
        created_at: ago(10),
        acknowledged_by: null,
        acknowledged_at: null,
        resolved_by: null,
        resolved_at: null,
        resolution_note: null,
      })
      .execute();
    // Q2: 30 days ago, LDL 4.2 (not under 3.5) and HbA1c 8.0 (over 7.0): two targets not met.
    await lab(m.q2.userId, 30, 'ldl-c', 4.2);
    await lab(m.q2.userId, 30, 'hba1c', 8.0);
    // Q3 (reads French): 40 days ago; Q4: 16 days ago; active: 3 days ago; never: nothing at all.
    await activity(m.q3.userId, 40);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', m.q3.userId).execute();
    await activity(m.q4.userId, 16);
    await activity(m.active.userId, 3);
    // R1 was snoozed for 30 days 20 days ago, came back 15 days ago, and has gone quiet again.
    await t.db
      .insertInto('outreach_actions')
      .values({
        id: newId(),
        user_id: m.r1.userId,
        kind: 'snooze',
        reason: 'Away',
        held_until: new Date(Date.now() + 10 * DAY_MS).toISOString(),
        staff_id: null,
        staff_name: 'Maya Thompson',
        created_at: ago(20),
      })
      .execute();
    await activity(m.r1.userId, 15);
  });

  const queue = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/staff/outreach', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ members: QuietMember[]; total: number }>();
  };
  const names = (q: { members: QuietMember[] }) => q.members.map((x) => x.name);
  const post = (token: string, memberId: string, what: string, payload: object, key = newId()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${memberId}/outreach/${what}`,
      headers: { ...bearer(token), 'idempotency-key': key },
      payload,
    });

  it('ranks the quiet members by need: a recent urgent alert, targets not met, the longest quiet', async () => {
    const q = await queue(clinician);
    expect(names(q)).toEqual(['Q1 Quiet', 'Q2 Quiet', 'Q3 Quiet', 'Q4 Quiet', 'R1 Quiet']);
    expect(q.total).toBe(5);
    expect(q.members.map((x) => [x.days_quiet, x.targets_not_met, x.recent_alert])).toEqual([
      [20, 1, true],
      [30, 2, false],
      [40, 0, false],
      [16, 0, false],
      [15, 0, false],
    ]);
    expect(q.members[4]!.last_action).toMatchObject({ kind: 'snooze', by: 'Maya Thompson' });
    const count = await t.app.inject({ method: 'GET', url: '/api/staff/outreach/count', headers: bearer(coach) });
    expect(count.json()).toEqual({ count: 5 });
    // Each member the queue named is in their access log, once for this staff member today however often it is opened.
    await queue(clinician);
    const seen = await t.db
      .selectFrom('access_log')
      .select('member_id')
      .where('action', '=', "Saw you in the care team's list of members who have gone quiet")
      .where('member_id', 'in', [m.q1.userId, m.r1.userId, m.active.userId])
      .execute();
    expect(seen.map((r) => r.member_id).sort()).toEqual([m.q1.userId, m.r1.userId].sort());
  });

  it('gives a coach the same order without the health data behind it', async () => {
    const q = await queue(coach);
    expect(names(q)).toEqual(['Q1 Quiet', 'Q2 Quiet', 'Q3 Quiet', 'Q4 Quiet', 'R1 Quiet']);
    expect(q.members.every((x) => x.targets_not_met === null && x.recent_alert === null)).toBe(true);
  });

  it("sends the clinic's check-in in the member's language, to their messages and by e-mail, once per request", async () => {
    const key = newId();
    const first = await post(clinician, m.q3.userId, 'check-in', {}, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'check_in', by: expect.any(String) });
    const again = await post(clinician, m.q3.userId, 'check-in', {}, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const threads = await t.app.inject({ method: 'GET', url: '/api/messages', headers: bearer(m.q3.token) });
    const list = threads.json<{ threads: Array<{ _id: string; subject: string }> }>().threads;
    expect(list).toHaveLength(1);
    expect(list[0]!.subject).toMatch(/^Des nouvelles de /);
    const thread = await t.app.inject({ method: 'GET', url: `/api/messages/${list[0]!._id}`, headers: bearer(m.q3.token) });
    expect(JSON.stringify(thread.json())).toContain('Bonjour Q3, nous avons remarqué');
    await t.settle();
    const mail = t.mail.sent.filter((x) => x.to === m.q3.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Des nouvelles de /);
    expect(mail[0]!.text).toContain('Bonjour Q3, nous avons remarqué');
    expect(names(await queue(clinician))).not.toContain('Q3 Quiet');
  });

  it('snoozes a member with a reason (kept with the action, not in the access log) and records a call', async () => {
    const snooze = await post(coach, m.q4.userId, 'snooze', { days: 14, reason: 'On holiday until the 20th.' });
    expect(snooze.statusCode, snooze.body).toBe(201);
    expect(Date.parse(snooze.json<{ held_until: string }>().held_until) - Date.now()).toBeGreaterThan(13.9 * DAY_MS);
    expect((await post(coach, m.q4.userId, 'snooze', { days: 10, reason: 'x' })).statusCode).toBe(400);
    expect((await post(coach, m.q4.userId, 'snooze', { days: 7, reason: ' ' })).statusCode).toBe(400);
    expect((await post(clinician, m.q2.userId, 'reached', {})).statusCode).toBe(201);
    expect((await post(clinician, newId(), 'reached', {})).statusCode).toBe(404);
    expect(names(await queue(clinician))).toEqual(['Q1 Quiet', 'R1 Quiet']);
    const log = await t.db
      .selectFrom('access_log')
      .select(['member_id', 'action', 'detail'])
      .where('member_id', 'in', [m.q2.userId, m.q3.userId, m.q4.userId])
      .execute();
    expect(log).toEqual(
      expect.arrayContaining([
        { member_id: m.q3.userId, action: 'Sent you a check-in message', detail: expect.any(String) },
        { member_id: m.q4.userId, action: 'Put off contacting you', detail: '14 days' },
        { member_id: m.q2.userId, action: 'Reached you by phone', detail: null },
      ]),
    );
    expect(JSON.stringify(log)).not.toContain('holiday');
    const actions = await t.db.selectFrom('outreach_actions').select(['kind', 'reason']).where('user_id', '=', m.q4.userId).execute();
    expect(actions).toEqual([{ kind: 'snooze', reason: 'On holiday until the 20th.' }]);
  });

  it('keeps a quiet member in the queue when a clinician enters a reading for them: that is not the member logging', async () => {
    const entered = await t.app.inject({
      method: 'POST',
      url: `/api/staff/members/${m.q1.userId}/blood-pressure`,
      headers: bearer(clinician),
      payload: { systolic: 132, diastolic: 84, measured_at: new Date(Date.now() - 120_000).toISOString() },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(names(await queue(clinician))).toContain('Q1 Quiet');
  });

  it('lets a member who logs something again leave the queue by themselves', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/healthtracking/bloodpressure',
      headers: bearer(m.q1.token),
      payload: { systolic: 128, diastolic: 78, measured_at: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(names(await queue(clinician))).toEqual(['R1 Quiet']);
  });
});
