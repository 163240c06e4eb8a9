import { expect, it } from 'vitest';
import type { Answers } from '@wellpath/shared/surveys/engine';
import { ACCESS_ACTIONS } from '../audit/audit.service.js';
import {
  appBeside,
  bearer,
  createMember,
  createStaff,
  describeWithApp,
  nextMillisecond,
  surveyFromContent,
  type TestApp,
} from '../../test/helpers.js';
import * as repo from './alerts.repository.js';
import { UNREACHED } from './alerts.service.js';
import pino from 'pino';

const CARE_INBOX = 'alerts@clinic.example';
const ALERT_SUBJECT = 'A member needs follow-up';

describeWithApp(
  'urgent alerts',
  (t: TestApp) => {
    const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const alertsOf = (userId: string) =>
      t.db.selectFrom('alerts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    const logOf = (memberId: string) =>
      t.db.selectFrom('access_log').selectAll().where('member_id', '=', memberId).orderBy('created_at').orderBy('id').execute();

    /** PHQ-9 answers with these points for items 1 to 9, in order. */
    const phq9 = (points: number[]): Answers => {
      const answers: Answers = {};
      surveyFromContent(t, 'phq-9').questions.forEach((q, i) => {
        if (q.type === 'single_choice') answers[q.key] = q.options.find((o) => o.points === points[i])!.key;
      });
      return answers;
    };
    const submitPhq9 = (token: string, points: number[]) => call(token, 'POST', '/api/surveys/phq-9/responses', { answers: phq9(points) });
    const reading = (systolic: number, diastolic: number, measured_at = '2025-03-14T14:30:00.000Z') => ({
      systolic,
      diastolic,
      measured_at,
    });
    const addReading = (token: string, body: object) => call(token, 'POST', '/api/healthtracking/bloodpressure', body);

    it('raises one alert when PHQ-9 item 9 is answered 1 or more, none for 0; the member is told the care team will follow up', async () => {
      const member = await createMember(t);
      const none = await submitPhq9(member.token, [3, 3, 3, 3, 3, 3, 3, 3, 0]);
      expect(none.statusCode).toBe(201);
      expect(await alertsOf(member.userId)).toEqual([]);

      const res = await submitPhq9(member.token, [2, 2, 2, 2, 2, 2, 1, 0, 1]);
      expect(res.statusCode).toBe(201);
      expect(res.json().alerts[0].message).toContain('Your care team will see this answer and follow up with you');
      const alerts = await alertsOf(member.userId);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        kind: 'phq9_item9',
        source_key: `survey_response:${res.json()._id}`,
        summary: "PHQ-9 item 9 answered 'Several days' (total score 14)",
        acknowledged_at: null,
        resolved_at: null,
      });
    });

    it('raises the alert exactly once for a retried submission and for identical submissions sent at once', async () => {
      const member = await createMember(t);
      const points = [1, 1, 1, 1, 1, 1, 1, 1, 2];
      const first = await submitPhq9(member.token, points);
      const retry = await submitPhq9(member.token, points);
      expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
      // The member's history keeps both completions; the care team gets one alert, from the first.
      const history = (await call(member.token, 'GET', '/api/surveys/phq-9/responses')).json();
      expect(history.responses).toHaveLength(2);
      expect((await alertsOf(member.userId)).map((a) => a.source_key)).toEqual([`survey_response:${first.json()._id}`]);

      const other = await createMember(t);
      const burst = await Promise.all([1, 2, 3, 4, 5].map(() => submitPhq9(other.token, points)));
      expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(await alertsOf(other.userId)).toHaveLength(1);

      // Different answers are a new event.
      await submitPhq9(member.token, [1, 1, 1, 1, 1, 1, 1, 1, 3]);
      expect((await alertsOf(member.userId)).map((a) => a.summary).sort()).toEqual([
        "PHQ-9 item 9 answered 'More than half the days' (total score 10)",
        "PHQ-9 item 9 answered 'Nearly every day' (total score 11)",
      ]);
    });

    it('raises for a reading above 180 systolic or 120 diastolic, on create and on edit, once per reading', async () => {
      const member = await createMember(t);
      const high = await addReading(member.token, reading(181, 80));
      const highDiastolic = await addReading(member.token, reading(130, 121));
      const limit = await addReading(member.token, reading(180, 120));
      expect([high.statusCode, highDiastolic.statusCode, limit.statusCode]).toEqual([201, 201, 201]);
      expect(high.json().urgent).toBe(true);
      const alerts = await alertsOf(member.userId);
      expect(alerts.map((a) => a.source_key).sort()).toEqual(
        [`bp_reading:${high.json()._id}`, `bp_reading:${highDiastolic.json()._id}`].sort(),
      );
      expect(alerts.find((a) => a.source_key === `bp_reading:${high.json()._id}`)!.summary).toBe(
        'Blood pressure 181/80 on 2025-03-14 14:30 UTC',
      );

      // Editing the 180/120 reading to 186/112 raises its alert; editing it again does not add another.
      const id = limit.json()._id;
      expect((await call(member.token, 'PUT', `/api/healthtracking/bloodpressure/${id}`, reading(186, 112))).statusCode).toBe(200);
      expect((await call(member.token, 'PUT', `/api/healthtracking/bloodpressure/${id}`, reading(190, 115))).statusCode).toBe(200);
      const forEdited = (await alertsOf(member.userId)).filter((a) => a.source_key === `bp_reading:${id}`);
      expect(forEdited).toHaveLength(1);
      expect(forEdited[0]!.summary).toBe('Blood pressure 186/112 on 2025-03-14 14:30 UTC');

      // Concurrent identical edits of a normal reading: one alert.
      const normal = (await addReading(member.token, reading(140, 90))).json()._id;
      const edits = await Promise.all(
        [1, 2, 3, 4].map(() => call(member.token, 'PUT', `/api/healthtracking/bloodpressure/${normal}`, reading(200, 110))),
      );
      expect(edits.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await alertsOf(member.userId)).filter((a) => a.source_key === `bp_reading:${normal}`)).toHaveLength(1);
    });

    it('keeps the same reading sent twice, twice at once or once to each of two copies as one reading, one alert and one e-mail each', async () => {
      await createStaff(t, 'clinician');
      const copy = await appBeside(t);
      await copy.ready();
      try {
        const member = await createMember(t);
        const crisis = { ...reading(185, 125, '2025-06-01T08:00:00.000Z'), pulse: 88 };
        const alertMails = async () =>
          (await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'care-alert').execute()).length;
        const mailBefore = await alertMails();
        const first = await addReading(member.token, crisis);
        const again = await addReading(member.token, crisis);
        expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
        expect(again.json()._id).toBe(first.json()._id);
        // Within a minute either side is the same measurement; the values must match exactly.
        const sameMinute = await addReading(member.token, { ...crisis, measured_at: '2025-06-01T08:00:40.000Z' });
        expect(sameMinute.json()._id).toBe(first.json()._id);
        expect((await addReading(member.token, { ...crisis, measured_at: '2025-06-01T08:01:00.000Z' })).json()._id).not.toBe(
          first.json()._id,
        );
        // Another pulse is another reading, but the same crisis values at the same time are one event: no second alert.
        expect((await addReading(member.token, { ...crisis, pulse: 90 })).json()._id).not.toBe(first.json()._id);

        const other = await createMember(t);
        const burst = await Promise.all(
          [t.app, copy, t.app, copy].map((app) =>
            app.inject({ method: 'POST', url: '/api/healthtracking/bloodpressure', headers: bearer(other.token), payload: crisis }),
          ),
        );
        expect(burst.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
        expect(new Set(burst.map((r) => r.json()._id)).size).toBe(1);
        expect(await t.db.selectFrom('bp_readings').select('id').where('user_id', '=', other.userId).execute()).toHaveLength(1);
        expect(await alertsOf(other.userId)).toHaveLength(1);
        expect((await alertsOf(member.userId)).length).toBe(2);

        // Each alert e-mailed once to each recipient (the copies share the outbox).
        const recipients = (await repo.activeClinicians(t.db)).length + 1;
        expect((await alertMails()) - mailBefore).toBe(3 * recipients);
      } finally {
        await copy.close();
      }
    });

    it('keeps the same lab report with a critical value entered twice, or at once, as one report and one alert', async () => {
      const member = await createMember(t);
      const report = { test_date: '2025-06-02', values: [{ marker_id: 'fasting-glucose', value: 2.2, unit: 'mmol/L' }] };
      const addReport = (body: object, app = t.app) =>
        app.inject({ method: 'POST', url: '/api/healthtracking/bloodpresults/reports', headers: bearer(member.token), payload: body });
      const first = await addReport(report);
      const again = await addReport(report);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(again.json().report_id).toBe(first.json().report_id);
      const twins = await Promise.all([1, 2, 3].map(() => addReport({ ...report, test_date: '2025-06-03' })));
      expect(new Set(twins.map((r) => r.json().report_id)).size).toBe(1);
      const reports = await t.db.selectFrom('lab_reports').select('id').where('user_id', '=', member.userId).execute();
      expect(reports).toHaveLength(2);
      expect((await alertsOf(member.userId)).filter((a) => a.kind === 'critical_lab')).toHaveLength(2);

      // Another report of the same day holding the same critical value with another marker: stored,
      // but the critical value is the same event and raises nothing new.
      const wider = await addReport({ ...report, values: [...report.values, { marker_id: 'hba1c', value: 6.1, unit: '%' }] });
      expect(wider.json().report_id).not.toBe(first.json().report_id);
      expect((await alertsOf(member.userId)).filter((a) => a.kind === 'critical_lab')).toHaveLength(2);
      // Another value is another event.
      await addReport({ ...report, values: [{ marker_id: 'fasting-glucose', value: 2.1, unit: 'mmol/L' }] });
      expect((await alertsOf(member.userId)).filter((a) => a.kind === 'critical_lab')).toHaveLength(3);
    });

    it('e-mails every active clinician and CARE_TEAM_INBOX, with no health value and no name', async () => {
      await createStaff(t, 'clinician');
      const deactivated = await createStaff(t, 'clinician');
      await t.db.updateTable('users').set({ deactivated_at: new Date().toISOString() }).where('id', '=', deactivated.userId).execute();
      const unverified = await createStaff(t, 'clinician');
      await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', unverified.userId).execute();
      const coach = await createStaff(t, 'coach');
      const admin = await createStaff(t, 'admin');
      const active = await t.db
        .selectFrom('users')
        .select('email')
        .where('role', '=', 'clinician')
        .where('deactivated_at', 'is', null)
        .where('email_verified_at', 'is not', null)
        .execute();
      expect(active.length).toBeGreaterThan(0);

      await t.settle();
      const before = t.mail.sent.length;
      const member = await createMember(t, { firstName: 'Quillon', lastName: 'Ostrowska' });
      await addReading(member.token, reading(186, 112));
      await submitPhq9(member.token, [2, 2, 2, 2, 2, 2, 1, 0, 1]);
      await t.settle();
      const mails = t.mail.sent.slice(before).filter((m) => m.subject === ALERT_SUBJECT);
      // One e-mail per recipient for each of the two alerts.
      const expected = [...active.map((c) => c.email), CARE_INBOX].sort();
      expect(mails.map((m) => m.to).sort()).toEqual([...expected, ...expected].sort());
      for (const who of [deactivated, unverified, coach, admin]) expect(mails.some((m) => m.to === who.email)).toBe(false);
      for (const m of mails) {
        expect(m.text).toContain(`${t.config.publicUrl}/care/alerts`);
        for (const secret of ['186', '112', 'PHQ', 'Several days', 'Quillon', 'Ostrowska', member.email, 'blood', 'pressure']) {
          expect(m.subject.toLowerCase()).not.toContain(secret.toLowerCase());
          expect(m.text.toLowerCase()).not.toContain(secret.toLowerCase());
          expect(m.html.toLowerCase()).not.toContain(secret.toLowerCase());
        }
      }

      // A retried edit raises nothing, so it e-mails nobody.
      const count = t.mail.sent.length;
      const id = (await alertsOf(member.userId)).find((a) => a.kind === 'bp_crisis')!.source_key.split(':')[1];
      await call(member.token, 'PUT', `/api/healthtracking/bloodpressure/${id}`, reading(186, 112));
      await t.settle();
      expect(t.mail.sent.length).toBe(count);
    });

    it('lets a clinician acknowledge once and resolve with a required note, each in the access log; the member sees when it was seen', async () => {
      const member = await createMember(t, { firstName: 'Rowan', lastName: 'Okafor' });
      const first = await createStaff(t, 'clinician', { firstName: 'Noor', lastName: 'Haddad' });
      const second = await createStaff(t, 'admin', { firstName: 'Sam', lastName: 'Leclerc' });
      await addReading(member.token, reading(186, 112));
      const [row] = await alertsOf(member.userId);
      const id = row!.id;

      const mine = (await call(member.token, 'GET', '/api/user/alerts')).json();
      expect(mine).toEqual({
        alerts: [{ _id: id, kind: 'bp_crisis', created_at: row!.created_at, acknowledged_at: null, resolved_at: null }],
      });

      const ack = await call(first.token, 'POST', `/api/staff/alerts/${id}/acknowledge`);
      expect(ack.statusCode).toBe(200);
      expect(ack.json()).toMatchObject({
        _id: id,
        kind: 'bp_crisis',
        // The instant on its own, for the reader's language and the clinic's clock: never "2025-03-14 14:30 UTC".
        summary: 'Blood pressure 186/112',
        occurred_at: '2025-03-14T14:30:00.000Z',
        member: { _id: member.userId, name: 'Rowan Okafor' },
        acknowledged: { by: 'Noor Haddad', at: expect.any(String) },
        resolved: null,
      });
      // A second acknowledgement keeps the first name and time.
      const again = await call(second.token, 'POST', `/api/staff/alerts/${id}/acknowledge`);
      expect(again.json().acknowledged).toEqual(ack.json().acknowledged);
      expect((await call(member.token, 'GET', '/api/user/alerts')).json().alerts[0].acknowledged_at).toBe(ack.json().acknowledged.at);

      for (const payload of [{}, { note: '   ' }]) {
        const bad = await call(second.token, 'POST', `/api/staff/alerts/${id}/resolve`, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe('The alert was not resolved');
      }
      const resolved = await call(second.token, 'POST', `/api/staff/alerts/${id}/resolve`, {
        note: 'Called the member; GP visit booked today.',
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({
        acknowledged: ack.json().acknowledged,
        resolved: { by: 'Sam Leclerc', at: expect.any(String), note: 'Called the member; GP visit booked today.' },
      });
      // The member's home learns it is closed (its standing advice then goes), never the note.
      const closed = (await call(member.token, 'GET', '/api/user/alerts')).json().alerts[0];
      expect(closed).toEqual({
        _id: id,
        kind: 'bp_crisis',
        created_at: row!.created_at,
        acknowledged_at: ack.json().acknowledged.at,
        resolved_at: resolved.json().resolved.at,
      });
      const twice = await call(first.token, 'POST', `/api/staff/alerts/${id}/resolve`, { note: 'Again' });
      expect(twice.statusCode).toBe(409);

      // Resolving an alert nobody acknowledged acknowledges it too.
      await addReading(member.token, reading(130, 125));
      const other = (await alertsOf(member.userId)).find((a) => a.id !== id)!;
      const direct = (
        await call(first.token, 'POST', `/api/staff/alerts/${other.id}/resolve`, { note: 'Repeat reading was normal.' })
      ).json();
      expect(direct.acknowledged).toEqual({ by: 'Noor Haddad', at: direct.resolved.at });

      const entries = (await logOf(member.userId)).map((e) => `${e.staff_id} ${e.action} ${e.detail}`);
      expect(entries.sort()).toEqual(
        [
          `${first.userId} ${ACCESS_ACTIONS.acknowledgedAlert} ${id}`,
          `${second.userId} ${ACCESS_ACTIONS.resolvedAlert} ${id}`,
          `${first.userId} ${ACCESS_ACTIONS.acknowledgedAlert} ${other.id}`,
          `${first.userId} ${ACCESS_ACTIONS.resolvedAlert} ${other.id}`,
        ].sort(),
      );
      expect((await call(first.token, 'POST', '/api/staff/alerts/no-such-alert/acknowledge')).statusCode).toBe(404);
    });

    it('lists open alerts first, oldest first within a kind; status=all adds resolved ones; a member filter is logged as a read of their alerts, the queue once a day per member shown', async () => {
      const member = await createMember(t);
      const clinician = await createStaff(t, 'clinician');
      for (const s of [181, 182, 183]) {
        await addReading(member.token, reading(s, 90));
        await nextMillisecond();
      }
      const bySystolic = async (s: number) => (await alertsOf(member.userId)).find((x) => x.summary.startsWith(`Blood pressure ${s}/`));
      const [a, b, c] = [await bySystolic(181), await bySystolic(182), await bySystolic(183)];
      await call(clinician.token, 'POST', `/api/staff/alerts/${c!.id}/resolve`, { note: 'Handled' });
      const logged = (await logOf(member.userId)).length;

      const queue = await call(clinician.token, 'GET', '/api/staff/alerts');
      expect(queue.statusCode).toBe(200);
      const ids = queue.json().alerts.map((x: { _id: string }) => x._id);
      expect(ids).toEqual(expect.arrayContaining([a!.id, b!.id]));
      expect(ids).not.toContain(c!.id);
      expect(queue.json().alerts.every((x: { resolved: unknown }) => x.resolved === null)).toBe(true);
      // The queue names the member and the kind of their alert: the member's log says so, once a clinic day per staff member.
      const afterQueue = await logOf(member.userId);
      expect(afterQueue).toHaveLength(logged + 1);
      expect(afterQueue[afterQueue.length - 1]).toMatchObject({ staff_id: clinician.userId, action: ACCESS_ACTIONS.sawAlertInList });
      expect((await call(clinician.token, 'GET', '/api/staff/alerts')).statusCode).toBe(200);
      expect(await logOf(member.userId)).toHaveLength(logged + 1);
      const colleague = await createStaff(t, 'clinician');
      expect((await call(colleague.token, 'GET', '/api/staff/alerts')).statusCode).toBe(200);
      expect(await logOf(member.userId)).toHaveLength(logged + 2);

      const all = await call(clinician.token, 'GET', `/api/staff/alerts?status=all&member_id=${member.userId}`);
      expect(all.json().alerts.map((x: { _id: string }) => x._id)).toEqual([a!.id, b!.id, c!.id]);
      const log = await logOf(member.userId);
      expect(log).toHaveLength(logged + 3);
      expect(log[log.length - 1]).toMatchObject({ staff_id: clinician.userId, action: ACCESS_ACTIONS.viewedAlerts });
      expect((await call(clinician.token, 'GET', '/api/staff/alerts?status=closed')).statusCode).toBe(400);
    });

    it('puts the worst first: a self-harm alert raised after seven lab alerts, then crisis blood pressure, then labs, each oldest first', async () => {
      const member = await createMember(t);
      const other = await createMember(t);
      const clinician = await createStaff(t, 'clinician');
      const mine = async () =>
        (await call(clinician.token, 'GET', '/api/staff/alerts'))
          .json()
          .alerts.filter((x: { member: { _id: string } }) => [member.userId, other.userId].includes(x.member._id)) as Array<{
          _id: string;
          kind: string;
          created_at: string;
        }>;
      // Seven critical lab values, then a crisis reading of another member, then the self-harm answer.
      for (let i = 0; i < 7; i++) {
        const res = await call(member.token, 'POST', '/api/healthtracking/bloodpresults/reports', {
          test_date: `2025-04-1${i}`,
          values: [{ marker_id: 'fasting-glucose', value: 2.2, unit: 'mmol/L' }],
        });
        expect(res.statusCode).toBe(201);
      }
      await addReading(other.token, reading(190, 100));
      await submitPhq9(member.token, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
      await addReading(member.token, reading(200, 100));
      const queue = await mine();
      expect(queue.map((x) => x.kind)).toEqual(['phq9_item9', 'bp_crisis', 'bp_crisis', ...Array(7).fill('critical_lab')]);
      // Within a kind, the one waiting longest first.
      for (const kind of ['bp_crisis', 'critical_lab']) {
        const times = queue.filter((x) => x.kind === kind).map((x) => x.created_at);
        expect(times).toEqual([...times].sort());
      }
      expect(queue.find((x) => x.kind === 'bp_crisis')!._id).toBe((await alertsOf(other.userId)).find((x) => x.kind === 'bp_crisis')!.id);
      // Resolved ones come after every open one, the most recently resolved first.
      const [selfHarm, , , firstLab] = queue;
      await call(clinician.token, 'POST', `/api/staff/alerts/${firstLab!._id}/resolve`, { note: 'Repeat test normal.' });
      await nextMillisecond();
      await call(clinician.token, 'POST', `/api/staff/alerts/${selfHarm!._id}/resolve`, { note: 'Spoke with the member; safety plan.' });
      const all = (await call(clinician.token, 'GET', `/api/staff/alerts?status=all&member_id=${member.userId}`)).json().alerts as Array<{
        _id: string;
        kind: string;
        resolved: unknown;
      }>;
      expect(all.map((x) => x.kind)).toEqual(['bp_crisis', ...Array(6).fill('critical_lab'), 'phq9_item9', 'critical_lab']);
      expect(all.slice(-2).map((x) => x._id)).toEqual([selfHarm!._id, firstLab!._id]);
    });

    it('refuses a member on staff routes and a coach on alerts; a member sees only their own alerts', async () => {
      const member = await createMember(t);
      const coach = await createStaff(t, 'coach');
      const clinician = await createStaff(t, 'clinician');
      await addReading(member.token, reading(186, 112));
      const [alert] = await alertsOf(member.userId);
      const staffCalls: Array<['GET' | 'POST', string, object?]> = [
        ['GET', '/api/staff/alerts'],
        ['POST', `/api/staff/alerts/${alert!.id}/acknowledge`],
        ['POST', `/api/staff/alerts/${alert!.id}/resolve`, { note: 'x' }],
      ];
      for (const [method, url, payload] of staffCalls) {
        for (const who of [member, coach]) {
          const res = await call(who.token, method, url, payload);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(JSON.stringify(res.json())).not.toContain('186');
        }
      }
      expect((await alertsOf(member.userId))[0]!.acknowledged_at).toBeNull();
      expect((await call(clinician.token, 'GET', '/api/user/alerts')).statusCode).toBe(403);
      const stranger = await createMember(t);
      expect((await call(stranger.token, 'GET', '/api/user/alerts')).json()).toEqual({ alerts: [] });
    });
  },
  { CARE_TEAM_INBOX: CARE_INBOX },
);

describeWithApp('urgent alerts with nobody to tell', (t: TestApp) => {
  it('logs a warning for each alert nobody is told about (its id, no value nor name), and tells administrators', async () => {
    // A copy of the app whose log is kept here.
    const lines: string[] = [];
    const copy = await appBeside(t, {
      logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    });
    await copy.ready();
    try {
      const member = await createMember(t, { firstName: 'Wren', lastName: 'Abernathy' });
      const admin = await createStaff(t, 'admin');
      const post = (url: string, payload: object) => copy.inject({ method: 'POST', url, headers: bearer(member.token), payload });
      expect(
        (await post('/api/healthtracking/bloodpressure', { systolic: 192, diastolic: 118, measured_at: '2025-08-01T10:00:00.000Z' }))
          .statusCode,
      ).toBe(201);
      const [alert] = await t.db.selectFrom('alerts').selectAll().where('user_id', '=', member.userId).execute();
      const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string; alertId?: string }).filter((l) => l.level === 40);
      expect(warnings).toEqual([expect.objectContaining({ alertId: alert!.id, msg: UNREACHED })]);
      // What the lines say, without what every line has (time, pid, host) and the alert's random id: those
      // may hold the reading's digits by chance ("e27f19260639").
      const said = lines
        .map((l) => {
          const { time: _time, pid: _pid, hostname: _host, alertId: _id, ...rest } = JSON.parse(l) as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .join('\n');
      for (const secret of ['192', '118', 'Wren', 'Abernathy', member.email, 'bp_crisis', 'blood']) expect(said).not.toContain(secret);
      expect(await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'care-alert').execute()).toEqual([]);

      const reach = await copy.inject({ method: 'GET', url: '/api/staff/alerts/reach', headers: bearer(admin.token) });
      expect(reach.json()).toEqual({ reaches_nobody: true, inbox: false, active_clinicians: 0 });
      await createStaff(t, 'clinician');
      const reached = await copy.inject({ method: 'GET', url: '/api/staff/alerts/reach', headers: bearer(admin.token) });
      expect(reached.json()).toEqual({ reaches_nobody: false, inbox: false, active_clinicians: 1 });
      // Told to a clinician now: no warning.
      await post('/api/healthtracking/bloodpressure', { systolic: 193, diastolic: 118, measured_at: '2025-08-01T11:00:00.000Z' });
      expect(lines.filter((l) => l.includes(UNREACHED))).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });
});
