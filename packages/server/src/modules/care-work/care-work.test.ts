import { describe, expect, it } from 'vitest';
import { ACCESS_ACTIONS } from '../audit/audit.service.js';
import { waitingThreads } from './care-work.repository.js';
import { appBeside, bearer, createMember, createStaff, describeWithApp, nextMillisecond } from '../../test/helpers.js';

describeWithApp("the care team's work: owners, taking over, approving with a programme, My work, digests", (t) => {
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const coachIds = async () =>
    (await call((await createMember(t)).token, 'GET', '/coaches')).json().coaches.map((c: { _id: string }) => c._id) as string[];

  describe('message threads (decision 0100)', () => {
    it("a coach reads a colleague's thread with who owns it, takes it over, and then replies; the access log records it", async () => {
      const [first] = await coachIds();
      const owner = await createStaff(t, 'coach', { coachId: first!, firstName: 'Sam', lastName: 'Owner' });
      const other = await createStaff(t, 'coach', { firstName: 'Robin', lastName: 'Other' });
      const member = await createMember(t, { firstName: 'Morgan', lastName: 'Lavoie' });
      const thread = (await call(member.token, 'POST', '/messages', { subject: 'Knee', body: 'It hurts.', coach_id: first! })).json();

      // Not "not found": the thread, who owns it, and that replying needs taking it over first.
      const read = await call(other.token, 'GET', `/staff/threads/${thread._id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        assigned_to: { _id: owner.userId, name: 'Sam Owner' },
        state: 'waiting',
        can_reply: false,
        can_assign: false,
        assignees: [],
      });
      expect(read.json().due_at).toEqual(expect.any(String));
      // Reading it without being able to reply leaves it unread for the care team.
      expect(read.json().staff_read_at).toBeNull();
      const refused = await call(other.token, 'POST', `/staff/threads/${thread._id}`, { body: 'Hello' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'THREAD_ASSIGNED_ELSEWHERE', message: expect.stringContaining('Sam Owner') });
      // A coach may take it, not give it away.
      expect((await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: 'pool' })).statusCode).toBe(403);
      expect((await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: owner.userId })).statusCode).toBe(403);

      const taken = await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: 'me' });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toMatchObject({ assigned_to: { _id: other.userId, name: 'Robin Other' }, can_reply: true, can_assign: true });
      expect(taken.json().assignees.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([owner.userId, other.userId]));
      const replied = await call(other.token, 'POST', `/staff/threads/${thread._id}`, { body: 'I am taking this on.' });
      expect(replied.statusCode).toBe(200);
      expect(replied.json()).toMatchObject({ state: 'answered', due_at: null });
      // The previous owner now reads it as someone else's.
      expect((await call(owner.token, 'GET', `/staff/threads/${thread._id}`)).json()).toMatchObject({
        assigned_to: { _id: other.userId },
        can_reply: false,
      });
      // The new owner gives it back to the pool; a named owner must be an active staff member.
      expect((await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: member.userId })).statusCode).toBe(400);
      expect((await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: 'no-such-id' })).statusCode).toBe(400);
      expect((await call(other.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: 'pool' })).json().assigned_to).toBeNull();
      // A clinician names an owner.
      const clinician = await createStaff(t, 'clinician');
      const named = await call(clinician.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: owner.userId });
      expect(named.json()).toMatchObject({ assigned_to: { _id: owner.userId }, can_reply: true, can_assign: true });

      const log = await t.db
        .selectFrom('access_log')
        .select(['staff_id', 'action', 'detail'])
        .where('member_id', '=', member.userId)
        .where('action', '=', ACCESS_ACTIONS.assignedThread)
        .execute();
      expect(log).toEqual([
        { staff_id: other.userId, action: ACCESS_ACTIONS.assignedThread, detail: thread._id },
        { staff_id: other.userId, action: ACCESS_ACTIONS.assignedThread, detail: thread._id },
        { staff_id: clinician.userId, action: ACCESS_ACTIONS.assignedThread, detail: thread._id },
      ]);
      // The member reads it in their own words.
      const mine = (await call(member.token, 'GET', '/user/access-log')).json().entries.map((e: { action: string }) => e.action);
      expect(mine).toContain('Assigned your message to a member of the care team');
      expect((await call(member.token, 'POST', `/staff/threads/${thread._id}/assign`, { to: 'me' })).statusCode).toBe(403);
      expect((await call(clinician.token, 'POST', '/staff/threads/no-such-thread/assign', { to: 'me' })).statusCode).toBe(404);
    });
  });

  it("sends a closed account's threads and open programme requests back to the pool, and no answered one (decision 0120)", async () => {
    const coach = await createStaff(t, 'coach');
    const admin = await createStaff(t, 'admin');
    const member = await createMember(t);
    const thread = (await call(member.token, 'POST', '/messages', { subject: 'Walks', body: 'How far this week?' })).json();
    const send = async (topic: string) =>
      (await call(member.token, 'POST', '/program-requests', { topic, pillar_id: 'sleep', message: 'I wake at 4.' })).json()._id as string;
    const open = await send('Sleep better');
    const answered = await send('Sleep longer');
    for (const url of [`/staff/threads/${thread._id}/assign`, `/staff/requests/${open}/assign`, `/staff/requests/${answered}/assign`]) {
      expect((await call(coach.token, 'POST', url, { to: 'me' })).statusCode, url).toBe(200);
    }
    await t.db.updateTable('program_requests').set({ status: 'declined' }).where('id', '=', answered).execute();

    expect((await call(admin.token, 'POST', `/staff/accounts/${coach.userId}/deactivate`)).statusCode).toBe(200);
    const owner = async (table: 'message_threads' | 'program_requests', id: string) =>
      (await t.db.selectFrom(table).select('assigned_to').where('id', '=', id).executeTakeFirstOrThrow()).assigned_to;
    expect(await owner('message_threads', thread._id)).toBeNull();
    expect(await owner('program_requests', open)).toBeNull();
    // An answered request keeps who answered it.
    expect(await owner('program_requests', answered)).toBe(coach.userId);

    // Work of an account closed before its work was released (straight in the database) is the pool's too.
    const former = await createStaff(t, 'coach');
    const other = (await call(member.token, 'POST', '/messages', { subject: 'Sleep', body: 'Still waking at 4.' })).json();
    expect((await call(former.token, 'POST', `/staff/threads/${other._id}/assign`, { to: 'me' })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', former.userId).execute();
    const colleague = await createStaff(t, 'clinician');
    const pool = await waitingThreads(t.db, colleague.userId, 10_000);
    expect(pool.find((p) => p.id === other._id)).toMatchObject({ assigned_to: former.userId });
  });

  describe('programme requests (decision 0100)', () => {
    const send = async (token: string, topic = 'Sleep better') =>
      (await call(token, 'POST', '/program-requests', { topic, pillar_id: 'sleep', message: 'I wake at 4.' })).json()._id as string;

    it('has an owner: me, the pool or a named active staff member, each assignment logged', async () => {
      const member = await createMember(t);
      const coach = await createStaff(t, 'coach', { firstName: 'Ari', lastName: 'Coach' });
      const clinician = await createStaff(t, 'clinician');
      const id = await send(member.token);
      const listed = (await call(coach.token, 'GET', '/staff/requests?status=pending')).json();
      expect(listed.requests.find((r: { _id: string }) => r._id === id)).toMatchObject({ assigned_to: null, due_at: expect.any(String) });
      expect(listed.assignees.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([coach.userId, clinician.userId]));
      expect(listed.programs.map((p: { key: string }) => p.key)).toContain('sleep-reset-14');

      expect((await call(coach.token, 'POST', `/staff/requests/${id}/assign`, { to: 'me' })).json().assigned_to).toEqual({
        _id: coach.userId,
        name: 'Ari Coach',
      });
      expect((await call(coach.token, 'POST', `/staff/requests/${id}/assign`, { to: clinician.userId })).json().assigned_to._id).toBe(
        clinician.userId,
      );
      expect((await call(coach.token, 'POST', `/staff/requests/${id}/assign`, { to: member.userId })).statusCode).toBe(400);
      expect((await call(coach.token, 'POST', `/staff/requests/${id}/assign`, { to: 'pool' })).json().assigned_to).toBeNull();
      expect((await call(coach.token, 'POST', `/staff/requests/${id}/assign`, { to: 42 })).statusCode).toBe(400);
      expect((await call(coach.token, 'POST', '/staff/requests/no-such/assign', { to: 'me' })).statusCode).toBe(404);
      const log = await t.db
        .selectFrom('access_log')
        .select('action')
        .where('member_id', '=', member.userId)
        .where('action', '=', ACCESS_ACTIONS.assignedRequest)
        .execute();
      expect(log).toHaveLength(3);
    });

    it('declining needs a reason the member reads', async () => {
      const member = await createMember(t);
      const coach = await createStaff(t, 'coach');
      const id = await send(member.token);
      const bare = await call(coach.token, 'POST', `/staff/requests/${id}`, { status: 'declined' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe('Say why the request is declined: the member reads the reason.');
      expect((await call(coach.token, 'POST', `/staff/requests/${id}`, { status: 'declined', reply: '  ' })).statusCode).toBe(400);
      const declined = await call(coach.token, 'POST', `/staff/requests/${id}`, {
        status: 'declined',
        reply: 'We have no group near you yet.',
      });
      expect(declined.statusCode).toBe(200);
      const seen = (await call(member.token, 'GET', '/program-requests')).json().requests.find((r: { _id: string }) => r._id === id);
      expect(seen).toMatchObject({ status: 'declined', reply: 'We have no group near you yet.', started_program: null });
    });

    it('approving starts the programme for the member once, in their language, and says so; at the limit nothing changes', async () => {
      const member = await createMember(t);
      await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', member.userId).execute();
      const coach = await createStaff(t, 'coach');
      const id = await send(member.token);
      const before = t.mail.sent.length;
      expect(
        (await call(coach.token, 'POST', `/staff/requests/${id}`, { status: 'in_review', start_program: 'sleep-reset-14' })).statusCode,
      ).toBe(400);
      const approved = await call(coach.token, 'POST', `/staff/requests/${id}`, {
        status: 'approved',
        reply: 'Try this one.',
        start_program: 'sleep-reset-14',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', due_at: null, started_program: { key: 'sleep-reset-14' } });
      const running = (await call(member.token, 'GET', '/programs/in-progress')).json().programs;
      expect(running.map((p: { program: { key: string } }) => p.program.key)).toEqual(['sleep-reset-14']);
      // The member's own list names it in French.
      const seen = (await call(member.token, 'GET', '/program-requests')).json().requests[0];
      expect(seen.started_program).toMatchObject({ key: 'sleep-reset-14', title: running[0].program.title });
      await t.settle();
      const mails = t.mail.sent.slice(before).filter((m) => m.to === member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Votre équipe de soins a répondu à votre demande de programme');
      expect(mails[0]!.text).toContain('a aussi commencé un programme pour vous');
      expect(mails[0]!.text).not.toContain(running[0].program.title);

      // Again (a retry, a second click): nothing more starts, no e-mail; another programme is refused.
      const again = await call(coach.token, 'POST', `/staff/requests/${id}`, { status: 'approved', start_program: 'sleep-reset-14' });
      expect(again.statusCode).toBe(200);
      expect((await call(member.token, 'GET', '/programs/in-progress')).json().programs).toHaveLength(1);
      const other = await call(coach.token, 'POST', `/staff/requests/${id}`, { status: 'approved', start_program: 'cardio-intervals' });
      expect(other.statusCode).toBe(409);
      await t.settle();
      expect(t.mail.sent.slice(before).filter((m) => m.to === member.email)).toHaveLength(1);

      // Two programmes running: a third is refused with the member's name, and the request stays as it was.
      expect((await call(member.token, 'POST', '/programs/strength-foundations/start', {})).statusCode).toBe(201);
      const second = await send(member.token, 'Cardio');
      const limit = await call(coach.token, 'POST', `/staff/requests/${second}`, { status: 'approved', start_program: 'cardio-intervals' });
      expect(limit.statusCode).toBe(409);
      expect(limit.json()).toMatchObject({ code: 'PROGRAM_LIMIT_REACHED', message: expect.stringContaining('Avery Tremblay') });
      expect((await call(member.token, 'GET', '/program-requests')).json().requests[0]).toMatchObject({ _id: second, status: 'pending' });
      // A programme the member already follows is linked, not started twice.
      const third = await send(member.token, 'Strength');
      const linked = await call(coach.token, 'POST', `/staff/requests/${third}`, {
        status: 'approved',
        start_program: 'strength-foundations',
      });
      expect(linked.json()).toMatchObject({ started_program: { key: 'strength-foundations' } });
      expect((await call(member.token, 'GET', '/programs/in-progress')).json().programs).toHaveLength(2);
      const started = await t.db
        .selectFrom('access_log')
        .select('action')
        .where('member_id', '=', member.userId)
        .where('action', '=', ACCESS_ACTIONS.startedProgram)
        .execute();
      expect(started).toHaveLength(2);
    });
  });

  describe('My work', () => {
    it("gathers what is mine and the pool's due work, worst first, with counts; a coach sees no alerts", async () => {
      const clinician = await createStaff(t, 'clinician');
      const coach = await createStaff(t, 'coach');
      const member = await createMember(t, { firstName: 'Jordan', lastName: 'Pelletier' });
      const request = (await call(member.token, 'POST', '/program-requests', { topic: 'Walking', message: 'Please' })).json()._id;
      const thread = (await call(member.token, 'POST', '/messages', { subject: 'Question', body: 'Hello?' })).json()._id;
      await call(clinician.token, 'POST', `/staff/requests/${request}/assign`, { to: 'me' });
      await call(clinician.token, 'POST', `/staff/threads/${thread}/assign`, { to: 'me' });
      // An alert of the pool, overdue.
      const alertId = `a-${member.userId}`;
      const past = new Date(Date.now() - 3_600_000).toISOString();
      await t.db
        .insertInto('alerts')
        .values({
          id: alertId,
          user_id: member.userId,
          kind: 'bp_crisis',
          source_key: `test:${alertId}`,
          summary: 'Blood pressure 190/125',
          created_at: past,
          due_at: past,
          admins_due_at: past,
          acknowledged_by: null,
          acknowledged_at: null,
          resolved_by: null,
          resolved_at: null,
          resolution_note: null,
        })
        .execute();

      // A weight loss to review raised a week ago (overdue), and one already reviewed (decision 0121).
      const weekAgo = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
      const review = { user_id: member.userId, evidence: '{"weights":[],"weekly_losses":[]}', raised_at: weekAgo };
      await t.db
        .insertInto('weight_reviews')
        .values([
          { ...review, id: `w-${member.userId}`, reason: 'fast_loss', reviewed_at: null, reviewed_by: null, reviewed_by_name: null },
          {
            ...review,
            id: `r-${member.userId}`,
            reason: 'low_bmi',
            reviewed_at: past,
            reviewed_by: clinician.userId,
            reviewed_by_name: 'N H',
          },
        ])
        .execute();
      // Another member's, raised now and due in two working days: listed already, not overdue.
      const fresh = await createMember(t);
      await t.db
        .insertInto('weight_reviews')
        .values({
          ...review,
          user_id: fresh.userId,
          id: `n-${fresh.userId}`,
          reason: 'low_bmi',
          raised_at: new Date().toISOString(),
          reviewed_at: null,
          reviewed_by: null,
          reviewed_by_name: null,
        })
        .execute();

      const work = await call(clinician.token, 'GET', '/staff/work');
      expect(work.statusCode).toBe(200);
      const body = work.json();
      const ours = body.items.filter((i: { member: { _id: string } }) => i.member._id === member.userId);
      expect(ours.map((i: { kind: string; _id: string }) => [i.kind, i._id])).toEqual([
        ['alert', alertId],
        ['weight_review', `w-${member.userId}`],
        ['thread', thread],
        ['request', request],
      ]);
      expect(ours[1]).toMatchObject({ title: 'fast_loss', assigned_to: null, mine: false, overdue: true, state: 'open' });
      expect(ours[0]).toMatchObject({ alert_kind: 'bp_crisis', title: '', mine: false, overdue: true, assigned_to: null });
      expect(body.items.find((i: { _id: string }) => i._id === `n-${fresh.userId}`)).toMatchObject({ title: 'low_bmi', overdue: false });
      expect(ours[2]).toMatchObject({ title: 'Question', mine: true, state: 'waiting', member: { name: 'Jordan Pelletier' } });
      expect(ours[3]).toMatchObject({ title: 'Walking', mine: true, state: 'pending' });
      expect(JSON.stringify(body)).not.toContain('190/125');
      // Worst first across the whole list: severity, then due time.
      const order = body.items.map((i: { severity: number; due_at: string | null }) => [i.severity, i.due_at ?? '\uffff']);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || String(a[1]).localeCompare(String(b[1]))));
      expect(body.counts.total).toBe(body.items.length);
      expect(body.counts.mine).toBe(body.items.filter((i: { mine: boolean }) => i.mine).length);
      expect(body.counts.overdue).toBeGreaterThanOrEqual(1);

      const coachWork = (await call(coach.token, 'GET', '/staff/work')).json();
      expect(coachWork.items.some((i: { kind: string }) => i.kind === 'alert' || i.kind === 'weight_review')).toBe(false);
      // Another's work is not the coach's, and not due within a day of the pool.
      expect(coachWork.items.some((i: { _id: string }) => i._id === thread || i._id === request)).toBe(false);
      // Acknowledged: taken on, no longer due.
      await call(clinician.token, 'POST', `/staff/alerts/${alertId}/acknowledge`);
      const after = (await call(clinician.token, 'GET', '/staff/work')).json().items.find((i: { _id: string }) => i._id === alertId);
      expect(after).toMatchObject({ mine: true, state: 'acknowledged', due_at: null, overdue: false });
      // The member My work named (with the kind of their alert) is in their access log, once today for this clinician.
      const seen = await t.db
        .selectFrom('access_log')
        .select('staff_id')
        .where('member_id', '=', member.userId)
        .where('action', '=', "Saw your alert, request or message in a staff member's work list")
        .execute();
      expect(seen.map((r) => r.staff_id)).toEqual([clinician.userId]);
    });
  });

  describe('digests (decision 0101)', () => {
    const digestsTo = (email: string) => t.mail.sent.filter((m) => m.to === email && m.subject.startsWith('New messages and requests'));

    it('one e-mail per burst, at most every 15 minutes, once however many copies run, with counts and no names', async () => {
      const coach = await createStaff(t, 'coach', { email: `digest.${Date.now()}@clinic.example` });
      const member = await createMember(t, { firstName: 'Quinn', lastName: 'Secretname' });
      // The first pass starts the coach's digest: what came before is not e-mailed.
      await t.app.services.careWorkService.digestDue(new Date());
      await nextMillisecond();
      await call(member.token, 'POST', '/messages', { subject: 'Private subject', body: 'hello' });
      await call(member.token, 'POST', '/program-requests', { topic: 'Private topic', message: 'please' });
      await nextMillisecond();
      // Both copies deliver into the same transport: whichever wins the claim may send its e-mail itself.
      const copy = await appBeside(t, { transport: t.mail });
      try {
        const now = new Date();
        const [a, b] = await Promise.all([t.app.services.careWorkService.digestDue(now), copy.services.careWorkService.digestDue(now)]);
        expect(a + b).toBeGreaterThanOrEqual(1);
      } finally {
        await copy.close();
      }
      await t.settle();
      const first = digestsTo(coach.email);
      expect(first).toHaveLength(1);
      expect(first[0]!.text).toContain('1 new or answered member messages and 1 new programme requests');
      expect(first[0]!.text).toContain('/care/work');
      for (const secret of ['Quinn', 'Secretname', 'Private subject', 'Private topic', 'hello']) {
        expect(first[0]!.text).not.toContain(secret);
        expect(first[0]!.subject).not.toContain(secret);
      }
      // More within 15 minutes: nothing now; the next digest carries it.
      await call(member.token, 'POST', '/messages', { subject: 'Another', body: 'again' });
      await nextMillisecond();
      await t.app.services.careWorkService.digestDue(new Date());
      await t.settle();
      expect(digestsTo(coach.email)).toHaveLength(1);
      await t.app.services.careWorkService.digestDue(new Date(Date.now() + 16 * 60_000));
      await t.settle();
      const second = digestsTo(coach.email);
      expect(second).toHaveLength(2);
      expect(second[1]!.text).toContain('1 new or answered member messages and 0 new programme requests');
      // Nothing new: nothing more.
      await t.app.services.careWorkService.digestDue(new Date(Date.now() + 40 * 60_000));
      await t.settle();
      expect(digestsTo(coach.email)).toHaveLength(2);
    });
  });

  describe('take-overs tell the previous owner (decision 0110)', () => {
    const handoverMails = (email: string) => t.mail.sent.filter((m) => m.to === email && m.text.includes('Taken over from you'));

    it('once on My work and once in the next digest, however often or at once it is sent; never with names', async () => {
      const [first] = await coachIds();
      // The coach's page has one staff account: an earlier test's is closed, so the thread is this owner's.
      await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('coach_id', '=', first!).execute();
      const owner = await createStaff(t, 'coach', {
        coachId: first!,
        firstName: 'Sam',
        lastName: 'Owner',
        email: `owner.${Date.now()}@clinic.example`,
      });
      const other = await createStaff(t, 'coach', { firstName: 'Robin', lastName: 'Other' });
      const member = await createMember(t, { firstName: 'Morgan', lastName: 'Hiddenname' });
      const thread = (
        await call(member.token, 'POST', '/messages', { subject: 'Secret knee', body: 'It hurts.', coach_id: first! })
      ).json();
      // The owner's digest starts now: what came before is not e-mailed.
      await t.app.services.careWorkService.digestDue(new Date());
      await nextMillisecond();

      // Taken over twice at once, and again: one notice.
      const url = `/staff/threads/${thread._id}/assign`;
      const answers = await Promise.all([call(other.token, 'POST', url, { to: 'me' }), call(other.token, 'POST', url, { to: 'me' })]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await call(other.token, 'POST', url, { to: 'me' })).statusCode).toBe(200);
      const rows = await t.db.selectFrom('care_handovers').selectAll().where('item_id', '=', thread._id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ staff_id: owner.userId, item_kind: 'thread', taken_by: other.userId, taken_by_name: 'Robin Other' });

      const work = (await call(owner.token, 'GET', '/staff/work')).json();
      expect(work.handovers).toEqual([
        {
          _id: rows[0]!.id,
          kind: 'thread',
          item_id: thread._id,
          member: { _id: member.userId, name: 'Morgan Hiddenname' },
          by: 'Robin Other',
          at: rows[0]!.at,
        },
      ]);
      // The one who took it is told nothing.
      expect((await call(other.token, 'GET', '/staff/work')).json().handovers).toEqual([]);

      await nextMillisecond();
      await t.app.services.careWorkService.digestDue(new Date());
      await t.settle();
      const mails = handoverMails(owner.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Taken over from you by colleagues: 1 alert, message or request.');
      for (const secret of ['Morgan', 'Hiddenname', 'Secret knee', 'It hurts', 'Robin']) expect(mails[0]!.text).not.toContain(secret);
      // Later passes tell it no more.
      await t.app.services.careWorkService.digestDue(new Date(Date.now() + 16 * 60_000));
      await t.app.services.careWorkService.digestDue(new Date(Date.now() + 40 * 60_000));
      await t.settle();
      expect(handoverMails(owner.email)).toHaveLength(1);

      // Giving one's own work away, or taking the pool's, tells nobody.
      expect((await call(other.token, 'POST', url, { to: 'pool' })).statusCode).toBe(200);
      expect((await call(owner.token, 'POST', url, { to: 'me' })).statusCode).toBe(200);
      expect(await t.db.selectFrom('care_handovers').select('id').where('item_id', '=', thread._id).execute()).toHaveLength(1);
    });

    it('an alert and a request taken over from their owner tell that owner too', async () => {
      const a = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
      const b = await createStaff(t, 'admin', { firstName: 'Sam', lastName: 'Leclerc' });
      const member = await createMember(t);
      await call(member.token, 'POST', '/healthtracking/bloodpressure', {
        systolic: 186,
        diastolic: 122,
        measured_at: new Date().toISOString(),
      });
      const alert = await t.db.selectFrom('alerts').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow();
      const request = (await call(member.token, 'POST', '/program-requests', { topic: 'Sleep', message: 'please' })).json();
      expect((await call(a.token, 'POST', `/staff/alerts/${alert.id}/assign`, { to: 'me' })).statusCode).toBe(200);
      expect((await call(a.token, 'POST', `/staff/requests/${request._id}/assign`, { to: 'me' })).statusCode).toBe(200);
      expect((await call(b.token, 'POST', `/staff/alerts/${alert.id}/assign`, { to: 'me' })).statusCode).toBe(200);
      // Given by an administrator to a colleague: the owner is told as well.
      expect((await call(b.token, 'POST', `/staff/requests/${request._id}/assign`, { to: b.userId })).statusCode).toBe(200);
      const handovers = (await call(a.token, 'GET', '/staff/work')).json().handovers;
      expect(handovers.map((h: { kind: string; item_id: string; by: string }) => [h.kind, h.item_id, h.by]).sort()).toEqual(
        [
          ['alert', alert.id, 'Sam Leclerc'],
          ['request', request._id, 'Sam Leclerc'],
        ].sort(),
      );
    });
  });
});
