import { expect, it } from 'vitest';
import { TIMELINE_GROUPS, type Timeline, type TimelineEvent } from '@wellpath/shared/staff/timeline';
import {
  bearer,
  completeAnswers,
  createMember,
  createStaff,
  describeWithApp,
  nextMillisecond,
  surveyFromContent,
  type TestMember,
} from '../../test/helpers.js';

// The member's timeline on their record (issue 34, decision 0090): every kind of event from the rows
// the app keeps, newest first, a page at a time without losing or repeating one, within what the
// reader's role reads, each read in the access log.

describeWithApp('the member timeline', (t) => {
  const send = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
  const daysAgo = (days: number) => ago(days * 24).slice(0, 10);
  const timeline = async (token: string, memberId: string, query = '') => {
    const res = await send(token, 'GET', `/staff/members/${memberId}/timeline${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Timeline>();
  };
  /** Every event, a page of `limit` at a time. */
  const walk = async (token: string, memberId: string, limit: number, kinds = '') => {
    const events: TimelineEvent[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const page: Timeline = await timeline(token, memberId, `?limit=${limit}${kinds}${cursor ? `&cursor=${cursor}` : ''}`);
      events.push(...page.events);
      cursor = page.next_cursor;
      if (!cursor) return events;
    }
    throw new Error('the pages never ended');
  };

  /** A member with one of each kind of event, as the app's own calls make them. */
  async function memberWithHistory(): Promise<{ member: TestMember; thread: string; otherThread: string }> {
    const member = await createMember(t, { firstName: 'Avery', lastName: 'Lindqvist' });
    const clinician = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
    const otherCoach = await createStaff(t, 'coach', { firstName: 'Sam', lastName: 'Ortiz' });
    const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 201) => {
      const r = await res;
      expect(r.statusCode, r.body).toBe(status);
      return JSON.parse(r.body) as { _id: string };
    };
    await ok(send(member.token, 'POST', '/healthtracking/bloodpressure', { systolic: 138, diastolic: 86, measured_at: ago(5 * 24) }));
    // A crisis reading: an urgent alert, acknowledged then resolved by the clinician.
    await ok(send(member.token, 'POST', '/healthtracking/bloodpressure', { systolic: 186, diastolic: 124, measured_at: ago(2) }));
    const [alert] = await t.db.selectFrom('alerts').select('id').where('user_id', '=', member.userId).execute();
    await ok(send(clinician.token, 'POST', `/staff/alerts/${alert!.id}/acknowledge`), 200);
    await nextMillisecond();
    await ok(send(clinician.token, 'POST', `/staff/alerts/${alert!.id}/resolve`, { note: 'Called; repeat reading normal.' }), 200);
    // Two weights at the same instant: the page boundary may fall between them.
    const when = ago(4 * 24);
    await ok(send(member.token, 'POST', '/healthtracking/body', { kind: 'weight', value: 91.2, measured_at: when }));
    await ok(send(member.token, 'POST', '/healthtracking/body', { kind: 'waist', value: 104, measured_at: when }));
    await ok(
      send(member.token, 'POST', '/healthtracking/bloodpresults/reports', {
        test_date: daysAgo(6),
        values: [
          { marker_id: 'ldl-c', value: 3.4, unit: 'mmol/L' },
          { marker_id: 'hba1c', value: 6.1, unit: '%' },
        ],
      }),
    );
    await ok(
      send(member.token, 'POST', '/healthtracking/medications', {
        catalogue_key: 'ramipril',
        started_on: daysAgo(40),
        stopped_on: daysAgo(10),
      }),
    );
    await ok(
      send(member.token, 'POST', '/surveys/health-profile/responses', { answers: completeAnswers(surveyFromContent(t, 'health-profile')) }),
    );
    const request = await ok(send(member.token, 'POST', '/program-requests', { topic: 'Sleep coaching', message: 'Could I join one?' }));
    await ok(send(clinician.token, 'POST', `/staff/requests/${request._id}`, { status: 'in_review', reply: 'Looking into it.' }), 200);
    const programme = await send(member.token, 'POST', '/programs/alcohol-mindful-30/start', {});
    expect(programme.statusCode, programme.body).toBe(201);
    const thread = await ok(send(member.token, 'POST', '/messages', { subject: 'Dizzy', body: 'I felt dizzy this morning.' }));
    await ok(send(clinician.token, 'POST', `/staff/threads/${thread._id}`, { body: 'Thank you: please sit and re-measure.' }), 200);
    // A thread another coach owns: any staff role reads it (decision 0100), so it is on every reader's timeline.
    const other = await ok(send(member.token, 'POST', '/messages', { subject: 'Recipes', body: 'Any ideas?' }));
    await t.db.updateTable('message_threads').set({ assigned_to: otherCoach.userId }).where('id', '=', other._id).execute();
    await ok(
      send(clinician.token, 'POST', `/staff/members/${member.userId}/notes`, {
        type: 'call',
        noted_on: daysAgo(1),
        text: 'Discussed the crisis reading. '.repeat(8),
      }),
    );
    await ok(
      send(otherCoach.token, 'POST', `/staff/members/${member.userId}/notes`, {
        type: 'coaching',
        noted_on: daysAgo(1),
        text: 'Set a walking goal.',
      }),
    );
    await ok(
      send(clinician.token, 'PUT', `/staff/members/${member.userId}/targets`, {
        kind: 'blood_pressure',
        choice: 'standard',
        note: 'Home readings',
      }),
      200,
    );
    return { member, thread: thread._id, otherThread: other._id };
  }

  it('a clinician sees every kind, newest first, and pages of any size give each event once', async () => {
    const { member, thread, otherThread } = await memberWithHistory();
    const clinician = await createStaff(t, 'clinician');
    const all = await timeline(clinician.token, member.userId, '?limit=100');
    expect(all.next_cursor).toBeNull();
    expect(all.unreadable).toBe(0);
    expect(all.groups).toEqual([...TIMELINE_GROUPS]);
    const kinds = new Set(all.events.map((e) => e.kind));
    for (const kind of [
      'reading',
      'body',
      'lab_report',
      'survey',
      'alert_raised',
      'alert_acknowledged',
      'alert_resolved',
      'medication_started',
      'medication_stopped',
      'message',
      'request',
      'request_answered',
      'programme_started',
      'note',
      'target',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const at = all.events.map((e) => e.at);
    expect(at).toEqual([...at].sort().reverse());

    expect(all.events.find((e) => e.kind === 'lab_report')).toMatchObject({ results: 2, day: daysAgo(6), entered_by: null });
    expect(all.events.find((e) => e.kind === 'alert_resolved')).toMatchObject({ alert_kind: 'bp_crisis', by: expect.any(String) });
    expect(all.events.find((e) => e.kind === 'medication_stopped')).toMatchObject({ name: 'Ramipril', day: daysAgo(10) });
    expect(all.events.filter((e) => e.kind === 'message').map((e) => e.kind === 'message' && e.thread_id)).toEqual(
      expect.arrayContaining([thread, otherThread]),
    );
    const note = all.events.find((e) => e.kind === 'note' && e.note_type === 'call');
    expect(note).toMatchObject({ by: 'Noor Haddad' });
    expect(note?.kind === 'note' && note.excerpt.length).toBeLessThanOrEqual(140);
    // The message bodies stay in the thread: the timeline names its subject only.
    expect(JSON.stringify(all)).not.toContain('dizzy this morning');

    for (const limit of [1, 2, 3, 7]) {
      const walked = await walk(clinician.token, member.userId, limit);
      expect(walked.map((e) => e.id)).toEqual(all.events.map((e) => e.id));
    }
  });

  it('filters by kind, and a coach sees neither health data nor clinical notes, but every thread', async () => {
    const { member, otherThread } = await memberWithHistory();
    const clinician = await createStaff(t, 'clinician');
    const readings = await timeline(clinician.token, member.userId, '?kinds=readings,labs');
    expect(new Set(readings.events.map((e) => e.kind))).toEqual(new Set(['reading', 'body', 'lab_report']));
    expect((await walk(clinician.token, member.userId, 1, '&kinds=readings')).map((e) => e.kind).sort()).toEqual([
      'body',
      'body',
      'reading',
      'reading',
    ]);

    const coach = await createStaff(t, 'coach');
    const seen = await timeline(coach.token, member.userId, '?limit=100');
    expect(seen.groups).toEqual(['messages', 'requests', 'programmes', 'notes', 'targets']);
    const kinds = new Set(seen.events.map((e) => e.kind));
    for (const hidden of ['reading', 'body', 'lab_report', 'survey', 'alert_raised', 'alert_resolved', 'medication_started']) {
      expect(kinds, hidden).not.toContain(hidden);
    }
    expect(seen.events.filter((e) => e.kind === 'note').map((e) => e.kind === 'note' && e.note_type)).toEqual(['coaching']);
    expect(seen.events.some((e) => e.kind === 'message' && e.thread_id === otherThread)).toBe(true);
    // Asking a coach's timeline for health data gives nothing of it.
    expect((await timeline(coach.token, member.userId, '?kinds=readings,alerts')).events).toEqual([]);

    const log = await t.db.selectFrom('access_log').select(['staff_id', 'action']).where('member_id', '=', member.userId).execute();
    expect(log).toContainEqual({ staff_id: coach.userId, action: 'Viewed the timeline of your care' });
    expect(log).toContainEqual({ staff_id: clinician.userId, action: 'Viewed the timeline of your care' });
  });

  it('refuses unknown kinds, forged cursors and members; a member cannot read it; a bad row is left out and counted', async () => {
    const { member } = await memberWithHistory();
    const clinician = await createStaff(t, 'clinician');
    const url = `/staff/members/${member.userId}/timeline`;
    const unknown = await send(clinician.token, 'GET', `${url}?kinds=readings,gossip`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^Choose the kinds among readings, labs/);
    const page = await timeline(clinician.token, member.userId, '?limit=2');
    const forged = [
      'not-a-cursor',
      Buffer.from('2026-01-01T00:00:00.000Z|reading|x\u0000y').toString('base64url'),
      Buffer.from('yesterday|reading|abc').toString('base64url'),
      Buffer.from('2026-01-01T00:00:00.000Z|gossip|abc').toString('base64url'),
      `${page.next_cursor}=`,
      '%00',
    ];
    for (const cursor of forged) {
      const res = await send(clinician.token, 'GET', `${url}?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
    }
    expect((await send(clinician.token, 'GET', `${url}?limit=0`)).statusCode).toBe(400);
    expect((await send(clinician.token, 'GET', `${url}?limit=1e3`)).statusCode).toBe(400);
    expect((await send(clinician.token, 'GET', `${url}?limit=NaN`)).statusCode).toBe(400);
    expect((await send(clinician.token, 'GET', '/staff/members/no-such-member/timeline')).statusCode).toBe(404);
    expect((await send(clinician.token, 'GET', `/staff/members/${clinician.userId}/timeline`)).statusCode).toBe(404);
    expect((await send(member.token, 'GET', url)).statusCode).toBe(403);

    // A stored alert of an unknown kind: the rest of the timeline still answers.
    await t.db
      .updateTable('alerts')
      .set({ kind: 'gossip' as never })
      .where('user_id', '=', member.userId)
      .execute();
    const after = await timeline(clinician.token, member.userId, '?limit=100');
    expect(after.unreadable).toBe(3);
    expect(after.events.some((e) => e.kind.startsWith('alert_'))).toBe(false);
    expect(after.events.some((e) => e.kind === 'reading')).toBe(true);
  });
});
