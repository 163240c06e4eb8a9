import { describe, expect, it } from 'vitest';
import { createDb } from '../../db/connection.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import {
  bearer,
  createMember,
  createStaff,
  DATABASES,
  describeWithApp,
  earlyMemberRow,
  freshDatabase,
  nextMillisecond,
} from '../../test/helpers.js';

describeWithApp('the access log', (t) => {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it("names what the care team handled by its id: never the member's own words or a health fact", async () => {
    const member = await createMember(t);
    const coach = await createStaff(t, 'coach');
    const clinician = await createStaff(t, 'clinician');
    const thread = await call(member.token, 'POST', '/api/messages', {
      subject: 'Strength sessions and my knee',
      body: 'It hurts on stairs.',
    });
    expect(thread.statusCode, thread.body).toBe(201);
    const request = await call(member.token, 'POST', '/api/program-requests', { topic: 'Help with my drinking', message: 'Weekends.' });
    expect(request.statusCode, request.body).toBe(201);
    const reading = { systolic: 186, diastolic: 124, measured_at: '2025-03-14T14:30:00.000Z' };
    expect((await call(member.token, 'POST', '/api/healthtracking/bloodpressure', reading)).statusCode).toBe(201);
    const alert = (await call(clinician.token, 'GET', `/api/staff/alerts?member_id=${member.userId}`)).json().alerts[0];

    const threadId = thread.json()._id as string;
    const requestId = request.json()._id as string;
    expect((await call(coach.token, 'GET', `/api/staff/threads/${threadId}`)).statusCode).toBe(200);
    expect((await call(coach.token, 'POST', `/api/staff/threads/${threadId}`, { body: 'Try chair squats.' })).statusCode).toBe(200);
    const replied = await call(coach.token, 'POST', `/api/staff/requests/${requestId}`, { status: 'approved', reply: 'Yes.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((await call(clinician.token, 'POST', `/api/staff/alerts/${alert._id}/acknowledge`)).statusCode).toBe(200);
    expect((await call(clinician.token, 'POST', `/api/staff/alerts/${alert._id}/resolve`, { note: 'Called her.' })).statusCode).toBe(200);

    const entries = await t.db
      .selectFrom('access_log')
      .select(['action', 'detail'])
      .where('member_id', '=', member.userId)
      .where('detail', 'is not', null)
      .execute();
    expect(entries.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'Acknowledged an urgent alert', detail: alert._id },
      { action: 'Read your messages', detail: threadId },
      { action: 'Replied to your message', detail: threadId },
      { action: 'Replied to your programme request', detail: `${requestId} (approved)` },
      { action: 'Resolved an urgent alert', detail: alert._id },
    ]);
    // The ids are random (a uuid may hold "180"): the words are read without them.
    const words = JSON.stringify(entries).replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>');
    expect(words).not.toMatch(/knee|drinking|Blood pressure|180/);
  });

  it("speaks to the member in their log, and of the member by name in the care team's, in English and French (elided)", async () => {
    const member = await createMember(t, { firstName: 'Émilie', lastName: 'Arsenault' });
    const other = await createMember(t, { firstName: 'Morgan', lastName: 'Lavoie' });
    const clinician = await createStaff(t, 'clinician');
    const admin = await createStaff(t, 'admin');
    for (const m of [member, other]) {
      // A millisecond apart, so the log's newest-first order is this order.
      expect((await call(clinician.token, 'GET', `/api/staff/members/${m.userId}/health`)).statusCode).toBe(200);
      await nextMillisecond();
      expect((await call(clinician.token, 'GET', `/api/staff/members/${m.userId}/timeline`)).statusCode).toBe(200);
      await nextMillisecond();
    }
    const staffLog = async (language?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/staff/audit?staff_id=${clinician.userId}`,
        headers: { ...bearer(admin.token), ...(language ? { 'accept-language': language } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ entries: Array<{ action: string }> }>().entries.map((e) => e.action);
    };
    expect(await staffLog()).toEqual([
      "Viewed the timeline of Morgan Lavoie's care",
      "Viewed Morgan Lavoie's survey answers, lab results, blood pressure and conditions",
      "Viewed the timeline of Émilie Arsenault's care",
      "Viewed Émilie Arsenault's survey answers, lab results, blood pressure and conditions",
    ]);
    expect(await staffLog('fr-CA')).toEqual([
      'A consulté la chronologie des soins de Morgan Lavoie',
      'A consulté les réponses aux questionnaires, les résultats sanguins, la pression artérielle et les problèmes de santé de Morgan Lavoie',
      'A consulté la chronologie des soins d’Émilie Arsenault',
      'A consulté les réponses aux questionnaires, les résultats sanguins, la pression artérielle et les problèmes de santé d’Émilie Arsenault',
    ]);
    // The member's own log still speaks to them.
    const own = (await call(member.token, 'GET', '/api/user/access-log')).json<{ entries: Array<{ action: string }> }>();
    expect(own.entries.map((e) => e.action)).toEqual([
      'Viewed the timeline of your care',
      'Viewed your survey answers, lab results, blood pressure and conditions',
    ]);
  });
});

describe.each(DATABASES)('migration 0027 on %s', (kind) => {
  it('erases the details of the entries about members deleted before it, and allows no other change after', async () => {
    const fresh = await freshDatabase(kind);
    const db = createDb(fresh.target);
    try {
      await migrateTo(db, '0020-user-language');
      const at = '2026-11-01T10:00:00.000Z';
      await db
        .withTables<{ users: Record<string, unknown> }>()
        .insertInto('users')
        .values({ ...earlyMemberRow('still-here', at), role: 'member' })
        .execute();
      const entry = (id: string, memberId: string, detail: string) => ({
        id,
        staff_id: 'staff-1',
        staff_name: 'Noor Haddad',
        staff_role: 'clinician',
        member_id: memberId,
        action: 'Replied to your message',
        detail,
        ip: '10.0.0.7',
        created_at: at,
      });
      await db
        .insertInto('access_log')
        .values([entry('a', 'still-here', 'My sleep'), entry('b', 'deleted-before', 'Strength sessions and my knee')])
        .execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('access_log').select(['id', 'member_id', 'action', 'detail']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'a', member_id: 'still-here', action: 'Replied to your message', detail: 'My sleep' },
        { id: 'b', member_id: 'deleted-before', action: 'Replied to your message', detail: null },
      ]);
      // A living member's entry keeps its detail; no entry changes otherwise, nor goes.
      await expect(db.updateTable('access_log').set({ detail: null }).where('id', '=', 'a').execute()).rejects.toThrow(/append-only/);
      await expect(db.updateTable('access_log').set({ staff_name: 'Someone' }).where('id', '=', 'b').execute()).rejects.toThrow(
        /append-only/,
      );
      await expect(db.deleteFrom('access_log').where('id', '=', 'b').execute()).rejects.toThrow(/append-only/);
      // Down again: append-only, full stop.
      await migrateTo(db, '0026-outbox-sealed');
      await db.deleteFrom('users').where('id', '=', 'still-here').execute();
      await expect(db.updateTable('access_log').set({ detail: null }).where('id', '=', 'a').execute()).rejects.toThrow(/append-only/);
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });
});
