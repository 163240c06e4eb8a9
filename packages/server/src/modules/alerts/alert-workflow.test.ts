import pino from 'pino';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { periodEnd } from '@wellpath/shared/staff/care-workflow';
import { ACCESS_ACTIONS } from '../audit/audit.service.js';
import { appBeside, bearer, createMember, createStaff, describeWithApp, type TestApp, type TestMember } from '../../test/helpers.js';

// Alerts that belong to someone (decision 0085) and escalate exactly once (decision 0086).

const CARE_INBOX = 'alerts@clinic.example';
const ESCALATION_SUBJECT = 'An urgent alert has not been taken on';

describeWithApp(
  'alert owners, due times and escalation',
  (t: TestApp) => {
    const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
      t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload !== undefined ? { payload } : {}) });
    const alertOf = (userId: string) => t.db.selectFrom('alerts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

    /** A member with one crisis blood pressure alert. */
    async function memberWithAlert(systolic = 186): Promise<{ member: TestMember; alertId: string }> {
      const member = await createMember(t, { firstName: 'Quillon', lastName: 'Ostrowska' });
      const res = await call(member.token, 'POST', '/api/healthtracking/bloodpressure', {
        systolic,
        diastolic: 112,
        measured_at: '2026-11-20T14:30:00.000Z',
      });
      expect(res.statusCode).toBe(201);
      return { member, alertId: (await alertOf(member.userId)).id };
    }

    it('gives each new alert its due time and its administrators’ time from content/care-workflow.yaml', async () => {
      const { member } = await memberWithAlert();
      const row = await alertOf(member.userId);
      const created = new Date(row.created_at);
      // bp_crisis: 4 hours on the wall clock, then 4 more for the administrators.
      expect(row.due_at).toBe(new Date(created.getTime() + 4 * 3_600_000).toISOString());
      expect(row.admins_due_at).toBe(new Date(created.getTime() + 8 * 3_600_000).toISOString());
      expect(row.assigned_to).toBeNull();

      const { careWorkflow, landing } = t.app.services.content;
      const due = t.app.services.alertService.dueTimes('phq9_item9', created);
      const expected = periodEnd(created, careWorkflow.alerts.phq9_item9.due, careWorkflow.clinic_hours, landing.timeZone);
      expect(due.dueAt).toBe(expected.toISOString());
      // One clinic hour is at least an hour, and never more than a long weekend away.
      expect(expected.getTime() - created.getTime()).toBeGreaterThanOrEqual(3_600_000);
      expect(expected.getTime() - created.getTime()).toBeLessThan(4 * 24 * 3_600_000);
    });

    it('gives an open alert raised before due times existed the due time it would have had, on read, and never escalates it', async () => {
      const clinician = await createStaff(t, 'clinician');
      const { member, alertId } = await memberWithAlert(187);
      const { alertId: resolved } = await memberWithAlert(188);
      // As migration 0032 left them: no due times. Raised two days ago: long overdue.
      const raised = new Date(Date.now() - 2 * 24 * 3_600_000);
      await t.db
        .updateTable('alerts')
        .set({ due_at: null, admins_due_at: null, created_at: raised.toISOString() })
        .where('id', 'in', [alertId, resolved])
        .execute();
      await t.db.updateTable('alerts').set({ resolved_at: new Date().toISOString() }).where('id', '=', resolved).execute();
      const expected = t.app.services.alertService.dueTimes('bp_crisis', raised).dueAt;

      const listed = (await call(clinician.token, 'GET', `/api/staff/alerts?member_id=${member.userId}&status=all`)).json();
      expect(listed.alerts.find((a: { _id: string }) => a._id === alertId)).toMatchObject({ state: 'open', due_at: expected });
      const work = (await call(clinician.token, 'GET', '/api/staff/work')).json();
      expect(work.items.find((i: { _id: string }) => i._id === alertId)).toMatchObject({ due_at: expected, overdue: true });
      // A resolved one has nothing due.
      expect(work.items.find((i: { _id: string }) => i._id === resolved)).toBeUndefined();

      // Shown, not stored: the escalation pass reads the stored column, so the upgrade buries nothing.
      expect((await t.app.services.alertService.escalateDue()).pool).toBe(0);
      expect(
        await t.db.selectFrom('alerts').select(['due_at', 'escalated_at']).where('id', '=', alertId).executeTakeFirstOrThrow(),
      ).toEqual({
        due_at: null,
        escalated_at: null,
      });
    });

    it('assigns to me, to a named clinician or administrator and back to the pool, each in the access log', async () => {
      const clinician = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
      const admin = await createStaff(t, 'admin', { firstName: 'Sam', lastName: 'Leclerc' });
      const { member, alertId } = await memberWithAlert();
      const assign = (token: string, to: unknown) => call(token, 'POST', `/api/staff/alerts/${alertId}/assign`, { to });

      const mine = await assign(clinician.token, 'me');
      expect(mine.statusCode).toBe(200);
      // Taking it is acknowledging it; handing it on leaves it waiting for its new owner's acknowledgement.
      expect(mine.json()).toMatchObject({ state: 'acknowledged', assigned_to: { _id: clinician.userId, name: 'Noor Haddad' } });
      const named = await assign(clinician.token, admin.userId);
      expect(named.json()).toMatchObject({ state: 'open', acknowledged: null, assigned_to: { _id: admin.userId, name: 'Sam Leclerc' } });
      const pool = await assign(admin.token, 'pool');
      expect(pool.json().assigned_to).toBeNull();

      const log = await t.db
        .selectFrom('access_log')
        .select(['staff_id', 'action', 'detail'])
        .where('member_id', '=', member.userId)
        .where('action', '=', ACCESS_ACTIONS.assignedAlert)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      expect(log.map((l) => l.staff_id)).toEqual([clinician.userId, clinician.userId, admin.userId]);
      expect(log.every((l) => l.detail === alertId)).toBe(true);

      // The list shows the owner; acknowledging an alert of the pool takes it.
      expect((await call(admin.token, 'POST', `/api/staff/alerts/${alertId}/acknowledge`)).json()).toMatchObject({
        state: 'acknowledged',
        assigned_to: { _id: admin.userId },
      });
      const listed = (await call(clinician.token, 'GET', '/api/staff/alerts')).json();
      expect(listed.alerts.find((a: { _id: string }) => a._id === alertId)).toMatchObject({ assigned_to: { name: 'Sam Leclerc' } });
    });

    it('makes an acknowledged alert handed to the pool or a colleague due again: it escalates as a new one, and the colleague is e-mailed', async () => {
      const clinician = await createStaff(t, 'clinician');
      const colleague = await createStaff(t, 'clinician');
      const { member, alertId } = await memberWithAlert(188);
      expect((await call(clinician.token, 'POST', `/api/staff/alerts/${alertId}/acknowledge`)).statusCode).toBe(200);
      // Acknowledged long ago and never resolved: nothing escalates it.
      const longAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
      await t.db.updateTable('alerts').set({ due_at: longAgo, admins_due_at: longAgo }).where('id', '=', alertId).execute();
      expect((await t.app.services.alertService.escalateDue()).pool).toBe(0);

      const mails = () => t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'care-alert').execute();
      const before = (await mails()).length;
      const handed = await call(clinician.token, 'POST', `/api/staff/alerts/${alertId}/assign`, { to: colleague.userId });
      expect(handed.json()).toMatchObject({ state: 'open', assigned_to: { _id: colleague.userId } });
      expect((await mails()).length).toBe(before + 1);
      const row = await alertOf(member.userId);
      expect(Date.parse(row.due_at!)).toBeGreaterThan(Date.now());
      expect(row.escalated_at).toBeNull();

      // Back to the pool, and nobody acknowledges it by its new due time: it escalates once.
      await call(colleague.token, 'POST', `/api/staff/alerts/${alertId}/assign`, { to: 'pool' });
      await t.db
        .updateTable('alerts')
        .set({ due_at: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', alertId)
        .execute();
      expect((await t.app.services.alertService.escalateDue()).pool).toBe(1);
      expect((await t.app.services.alertService.escalateDue()).pool).toBe(0);
    });

    it('sends the alerts of a clinician whose account is closed, or who becomes a coach, back to the pool, once, however many copies run (decision 0120)', async () => {
      const leaving = await createStaff(t, 'clinician');
      const moving = await createStaff(t, 'clinician');
      const colleague = await createStaff(t, 'clinician');
      const admin = await createStaff(t, 'admin');
      // Taken in hand (acknowledged) by the clinician who leaves; handed to the one who becomes a coach (not acknowledged).
      const { member: taken, alertId: takenId } = await memberWithAlert(191);
      const { member: handed, alertId: handedId } = await memberWithAlert(192);
      expect((await call(leaving.token, 'POST', `/api/staff/alerts/${takenId}/assign`, { to: 'me' })).statusCode).toBe(200);
      expect((await call(colleague.token, 'POST', `/api/staff/alerts/${handedId}/assign`, { to: moving.userId })).statusCode).toBe(200);
      const handedBefore = await alertOf(handed.userId);
      // Acknowledged long ago: left with a closed account it would never escalate and be in nobody's My work.
      const longAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
      await t.db.updateTable('alerts').set({ due_at: longAgo, admins_due_at: longAgo }).where('id', '=', takenId).execute();
      // The outbox's rows come in no set order (PostgreSQL moves a row it updates, as when a mail is sent): new ones by id.
      // A mail already sent keeps only the keyed hash of its address: each is read as that hash.
      const careMails = async () =>
        (
          await t.db.selectFrom('mail_outbox').select(['id', 'to_address', 'recipient_hash']).where('kind', '=', 'care-alert').execute()
        ).map((m) => ({ id: m.id, to: m.to_address !== '' ? t.app.services.mail.recipientHash(m.to_address) : m.recipient_hash }));
      const mailsBefore = new Set((await careMails()).map((m) => m.id));

      expect((await call(admin.token, 'POST', `/api/staff/accounts/${leaving.userId}/deactivate`)).statusCode).toBe(200);
      const released = await alertOf(taken.userId);
      expect(released).toMatchObject({ assigned_to: null, acknowledged_by: null, acknowledged_at: null, escalated_at: null });
      expect(Date.parse(released.due_at!)).toBeGreaterThan(Date.now());
      // The clinicians are told as for a new alert: each active one once (and nobody at the closed address).
      const told = (await careMails()).filter((m) => !mailsBefore.has(m.id)).map((m) => m.to);
      expect(told).toContain(t.app.services.mail.recipientHash(colleague.email));
      expect(told).not.toContain(t.app.services.mail.recipientHash(leaving.email));
      expect(new Set(told).size).toBe(told.length);
      const work = (await call(colleague.token, 'GET', '/api/staff/work')).json();
      expect(work.items.some((i: { _id: string }) => i._id === takenId)).toBe(true);

      // Made a coach, two copies' passes at once: released once; not acknowledged, so its due times run on and nobody is e-mailed again.
      const copy = await appBeside(t, { transport: t.mail });
      try {
        await copy.ready();
        await t.db.updateTable('users').set({ role: 'coach' }).where('id', '=', moving.userId).execute();
        const mailsMid = (await careMails()).length;
        const results = await Promise.all([t.app.services.alertService, copy.services.alertService].map((s) => s.releaseHeldByNoOne()));
        expect(results.reduce((n, r) => n + r, 0)).toBeGreaterThanOrEqual(1);
        const after = await alertOf(handed.userId);
        expect(after).toMatchObject({ assigned_to: null, due_at: handedBefore.due_at, escalated_at: handedBefore.escalated_at });
        expect((await careMails()).length).toBe(mailsMid);
        expect(await Promise.all([t.app.services.alertService, copy.services.alertService].map((s) => s.releaseHeldByNoOne()))).toEqual([
          0, 0,
        ]);
      } finally {
        await copy.close();
      }
      // The role change through the workspace releases at once too.
      const third = await createStaff(t, 'clinician');
      const { member: thirdMember, alertId: thirdId } = await memberWithAlert(193);
      expect((await call(third.token, 'POST', `/api/staff/alerts/${thirdId}/acknowledge`)).statusCode).toBe(200);
      expect((await call(admin.token, 'POST', `/api/staff/accounts/${third.userId}/role`, { role: 'coach' })).statusCode).toBe(200);
      expect(await alertOf(thirdMember.userId)).toMatchObject({ assigned_to: null, acknowledged_at: null });
    });

    it('refuses an owner who may not take alerts, bad bodies, a resolved alert and an unknown one', async () => {
      const clinician = await createStaff(t, 'clinician');
      const coach = await createStaff(t, 'coach');
      const former = await createStaff(t, 'clinician');
      await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', former.userId).execute();
      const { member, alertId } = await memberWithAlert();
      const assign = (payload: unknown, headers: object = {}) =>
        call(clinician.token, 'POST', `/api/staff/alerts/${alertId}/assign`, payload as object, {
          'content-type': 'application/json',
          ...headers,
        });

      for (const to of [coach.userId, former.userId, member.userId, 'nobody-at-all']) {
        const res = await assign({ to });
        expect(res.statusCode, String(to)).toBe(400);
        expect(res.json().message).toBe('Alerts can be assigned only to an active clinician or administrator.');
      }
      const french = await assign({ to: coach.userId }, { 'accept-language': 'fr-CA' });
      expect(french.json().message).toBe('Une alerte ne peut être attribuée qu’à un clinicien ou à un administrateur actif.');
      for (const body of [
        {},
        { to: 12 },
        { to: '' },
        { to: 'x'.repeat(5000) },
        { to: { id: coach.userId } },
        { to: 'me', extra: 1 },
        // An exponent too large for a number, as raw JSON.
        '{"to":1e400}',
        { to: 'a\u0000b' },
      ]) {
        const res = await assign(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe('The alert was not assigned');
      }
      expect((await assign({ to: 'me' }, { 'accept-language': 'fr-CA' })).statusCode).toBe(200);
      expect((await call(clinician.token, 'POST', `/api/staff/alerts/nope/assign`, { to: 'me' })).statusCode).toBe(404);
      expect((await call(clinician.token, 'POST', `/api/staff/alerts/${alertId}/resolve`, { note: 'Called; safe.' })).statusCode).toBe(200);
      const resolved = await assign({ to: 'pool' });
      expect(resolved.statusCode).toBe(409);
      expect((await alertOf(member.userId)).assigned_to).toBe(clinician.userId);
    });

    it('lists who may own an alert and whether the clinic is open, with its out-of-hours wording in French too', async () => {
      const clinician = await createStaff(t, 'clinician', { firstName: 'Ariane', lastName: 'Blais' });
      const coach = await createStaff(t, 'coach');
      const res = await call(clinician.token, 'GET', '/api/staff/alerts');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.unreadable).toBe(0);
      expect(body.assignees).toContainEqual({ _id: clinician.userId, name: 'Ariane Blais', role: 'clinician' });
      expect(body.assignees.some((a: { _id: string }) => a._id === coach.userId)).toBe(false);
      expect(typeof body.clinic.open_now).toBe('boolean');
      expect(body.clinic.out_of_hours).toContain('The clinic is closed');
      const fr = (await call(clinician.token, 'GET', '/api/staff/alerts', undefined, { 'accept-language': 'fr-CA' })).json();
      expect(fr.clinic.out_of_hours).toContain('La clinique est fermée');
    });

    it('leaves a malformed alert out of the list, counts it and logs its id without its values', async () => {
      const clinician = await createStaff(t, 'clinician');
      const { alertId: good } = await memberWithAlert(187);
      const { alertId: bad } = await memberWithAlert(188);
      await sql`update alerts set kind = ${'bp_worry'} where id = ${bad}`.execute(t.db);
      const lines: string[] = [];
      const copy = await appBeside(t, { logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }) });
      try {
        await copy.ready();
        const res = await copy.inject({ method: 'GET', url: '/api/staff/alerts', headers: bearer(clinician.token) });
        expect(res.statusCode).toBe(200);
        const ids = res.json().alerts.map((a: { _id: string }) => a._id);
        expect(ids).toContain(good);
        expect(ids).not.toContain(bad);
        expect(res.json().unreadable).toBe(1);
        const logged = lines.map((l) => JSON.parse(l) as { alertId?: string; column?: string; msg: string });
        expect(logged).toContainEqual(expect.objectContaining({ alertId: bad, column: 'alerts.kind' }));
        // The ids and times are random or the clock's (a uuid may hold "188"): the words are read without them.
        const words = lines
          .join('\n')
          .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
          .replace(/"(time|pid)":\d+/g, '"$1":0');
        expect(words).not.toContain('bp_worry');
        expect(words).not.toContain('188');
      } finally {
        await copy.close();
        await sql`update alerts set kind = ${'bp_crisis'} where id = ${bad}`.execute(t.db);
      }
    });

    it('escalates an unacknowledged alert once to the pool and the inbox, then once to the administrators, however many copies run', async () => {
      const clinician = await createStaff(t, 'clinician');
      const admin = await createStaff(t, 'admin');
      const { member, alertId } = await memberWithAlert(189);
      const { alertId: acknowledged } = await memberWithAlert(190);
      expect((await call(clinician.token, 'POST', `/api/staff/alerts/${acknowledged}/acknowledge`)).statusCode).toBe(200);
      const past = new Date(Date.now() - 60_000).toISOString();
      const later = new Date(Date.now() + 3_600_000).toISOString();
      await t.db.updateTable('alerts').set({ due_at: past, admins_due_at: later }).where('id', 'in', [alertId, acknowledged]).execute();

      const escalations = () =>
        t.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'text_body']).where('kind', '=', 'care-escalation').execute();
      const before = (await escalations()).length;
      // The same mail transport: whichever copy sends, the e-mails land where this test reads them.
      const copy = await appBeside(t, { transport: t.mail });
      try {
        await copy.ready();
        // Both copies' passes at once, again and again: one claim wins each step. (A copy's calls while
        // its pass runs share that pass, so the rounds are one after the other.)
        const copies = [t.app.services.alertService, copy.services.alertService];
        const rounds = async (n: number) => {
          const all = [];
          for (let i = 0; i < n; i += 1) all.push(...(await Promise.all(copies.map((s) => s.escalateDue()))));
          return all;
        };
        const results = await rounds(4);
        expect(results.reduce((n, r) => n + r.pool, 0)).toBe(1);
        expect(results.reduce((n, r) => n + r.admins, 0)).toBe(0);
        const clinicians = await t.db
          .selectFrom('users')
          .select('email')
          .where('role', '=', 'clinician')
          .where('deactivated_at', 'is', null)
          .where('email_verified_at', 'is not', null)
          .execute();
        const first = (await escalations()).slice(before);
        expect(first).toHaveLength(clinicians.length + 1);
        expect((await alertOf(member.userId)).escalated_at).not.toBeNull();
        expect(
          (await t.db.selectFrom('alerts').select('escalated_at').where('id', '=', acknowledged).executeTakeFirstOrThrow()).escalated_at,
        ).toBeNull();

        // The administrators' time comes: once, to them only.
        await t.db.updateTable('alerts').set({ admins_due_at: past }).where('id', '=', alertId).execute();
        const second = await rounds(2);
        expect(second.reduce((n, r) => n + r.admins, 0)).toBe(1);
        expect(second.reduce((n, r) => n + r.pool, 0)).toBe(0);
        const admins = await t.db
          .selectFrom('users')
          .select('email')
          .where('role', '=', 'admin')
          .where('deactivated_at', 'is', null)
          .where('email_verified_at', 'is not', null)
          .execute();
        expect((await escalations()).slice(before)).toHaveLength(clinicians.length + 1 + admins.length);
        expect(admins.map((a) => a.email)).toContain(admin.email);
        // Nothing more, however often the passes run.
        await rounds(2);
        expect((await escalations()).slice(before)).toHaveLength(clinicians.length + 1 + admins.length);
      } finally {
        await copy.close();
      }

      // Shown on /care; the e-mails name no member and no value.
      const listed = (await call(clinician.token, 'GET', '/api/staff/alerts')).json();
      const shown = listed.alerts.find((a: { _id: string }) => a._id === alertId);
      expect(shown.escalated.pool_at).toEqual(expect.any(String));
      expect(shown.escalated.admins_at).toEqual(expect.any(String));
      await t.settle();
      const sent = t.mail.sent.filter((m) => m.subject === ESCALATION_SUBJECT);
      expect(sent.map((m) => m.to)).toContain(CARE_INBOX);
      expect(sent.map((m) => m.to)).toContain(admin.email);
      for (const m of sent) {
        expect(m.text).toContain(`${t.config.publicUrl}/care/alerts`);
        for (const secret of ['189', '112', 'Quillon', 'Ostrowska', member.email, 'blood', 'pressure']) {
          expect(`${m.subject}\n${m.text}\n${m.html}`.toLowerCase()).not.toContain(secret.toLowerCase());
        }
      }
    });
  },
  { CARE_TEAM_INBOX: CARE_INBOX },
);
