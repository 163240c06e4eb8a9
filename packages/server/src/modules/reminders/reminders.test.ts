import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ReminderPreferencesBody } from '@wellpath/shared/reminders/wire';
import { choiceKey } from '@wellpath/shared/programs/definition';
import { newId } from '../../lib/tokens.js';
import {
  bearer,
  CONTENT_DIR,
  createMember,
  createStaff,
  describeWithApp,
  REPO_ROOT,
  type TestApp,
  type TestMember,
} from '../../test/helpers.js';
import { ReminderScheduler } from './reminder-scheduler.js';

const DAILY_ONLY = { daily: true, weekly: false, blood_pressure: false };

/** Saves a member's reminders as if they did it at `at` (the scheduler's clock in these tests). */
async function remind(t: TestApp, m: TestMember, body: Partial<ReminderPreferencesBody>, at: string) {
  const full = { time_zone: 'America/Toronto', time: '19:00', ...DAILY_ONLY, ...body };
  // The member's time zone is the reminders' (decision 0073).
  await t.db.updateTable('users').set({ time_zone: full.time_zone }).where('id', '=', m.userId).execute();
  await t.app.services.reminderService.update({ userId: m.userId, timeZone: full.time_zone }, full, new Date(at));
}

/** Starts a programme for the member and moves its start to `startDay`. */
async function startProgramme(t: TestApp, m: TestMember, key: string, startDay: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/programs/${key}/start`, headers: bearer(m.token), payload: {} });
  expect(res.statusCode, res.body).toBe(201);
  const { program, progress } = res.json();
  await t.db
    .updateTable('program_enrollments')
    .set({ started_at: `${startDay}T12:00:00.000Z`, start_day: startDay })
    .where('id', '=', progress._id)
    .execute();
  return program._id as string;
}

async function pass(t: TestApp, at: string) {
  const counts = await t.app.services.reminders.runPass(new Date(at));
  await t.settle();
  return counts;
}

const mailsTo = (t: TestApp, m: TestMember) => t.mail.sent.filter((s) => s.to === m.email);

describeWithApp('reminder preferences', (t) => {
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/reminders', headers: bearer(token), payload });

  it('starts with every e-mail off and no time zone, then keeps what the member saves', async () => {
    const m = await createMember(t);
    const first = await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: bearer(m.token) });
    expect(first.json()).toEqual({ time_zone: null, time: '19:00', daily: false, weekly: false, blood_pressure: false });
    const body = { time_zone: 'America/Vancouver', time: '07:30', daily: true, weekly: true, blood_pressure: false };
    const res = await put(m.token, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: bearer(m.token) })).json()).toEqual(body);
  });

  it('refuses an unknown time zone, a bad time and unknown fields with a sentence each', async () => {
    const m = await createMember(t);
    const res = await put(m.token, { time_zone: 'Mars/Olympus', time: '25:00', daily: true, weekly: false, blood_pressure: false, x: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The reminders could not be saved');
    expect(res.json().errors.join(' ')).toMatch(/time zone is not one we know/);
    expect(res.json().errors.join(' ')).toMatch(/HH:MM/);
  });

  it('is the member’s own: no token is 401, staff are refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/reminders' })).statusCode).toBe(401);
    const staff = await createStaff(t, 'coach');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: bearer(staff.token) })).statusCode).toBe(403);
  });
});

describeWithApp('the reminder scheduler', (t) => {
  it('sends the daily reminder at each member’s local time, naming the untracked programme with a link to its tracking', async () => {
    const toronto = await createMember(t);
    const vancouver = await createMember(t);
    const programId = await startProgramme(t, toronto, 'sleep-reset-14', '2026-11-28');
    await startProgramme(t, vancouver, 'sleep-reset-14', '2026-11-28');
    await remind(t, toronto, { time_zone: 'America/Toronto' }, '2026-12-01T12:00:00.000Z');
    await remind(t, vancouver, { time_zone: 'America/Vancouver' }, '2026-12-01T12:00:00.000Z');

    await pass(t, '2026-12-01T23:59:00.000Z'); // 18:59 in Toronto
    expect(mailsTo(t, toronto)).toHaveLength(0);
    await pass(t, '2026-12-02T00:00:30.000Z'); // 19:00 in Toronto, 16:00 in Vancouver
    expect(mailsTo(t, toronto)).toHaveLength(1);
    expect(mailsTo(t, vancouver)).toHaveLength(0);
    await pass(t, '2026-12-02T03:00:30.000Z'); // 19:00 in Vancouver
    expect(mailsTo(t, vancouver)).toHaveLength(1);

    const mail = mailsTo(t, toronto)[0]!;
    expect(mail.subject).toBe('Your programme tracking for today');
    expect(mail.text).toContain('Tuesday, December 1');
    expect(mail.text).toContain(`${t.config.publicUrl}/programs/${programId}?track=2026-12-01`);
    expect(mail.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${t.config.publicUrl}/unsubscribe/[A-Za-z0-9_-]{43}>$`));
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Delivered: the outbox keeps no link (the unsubscribe token is a credential).
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['headers', 'text_body'])
      .where('kind', '=', 'reminder-daily')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ headers: null, text_body: '' });
  });

  it('sends nothing when today is tracked, and nothing to a member with no programme', async () => {
    const tracked = await createMember(t);
    const idle = await createMember(t);
    const programId = await startProgramme(t, tracked, 'sleep-reset-14', '2026-11-28');
    await t.db
      .insertInto('tracking_entries')
      .values({
        id: newId(),
        enrollment_id: (
          await t.db.selectFrom('program_enrollments').select('id').where('user_id', '=', tracked.userId).executeTakeFirstOrThrow()
        ).id,
        user_id: tracked.userId,
        date: '2026-12-03',
        completed_items: '[]',
        item_values: '{}',
        exercise_tracking: '[]',
        created_at: '2026-12-03T12:00:00.000Z',
        updated_at: '2026-12-03T12:00:00.000Z',
      })
      .execute();
    expect(programId).toBeTruthy();
    await remind(t, tracked, {}, '2026-12-03T12:00:00.000Z');
    await remind(t, idle, {}, '2026-12-03T12:00:00.000Z');
    await pass(t, '2026-12-04T00:01:00.000Z');
    expect(mailsTo(t, tracked)).toHaveLength(0);
    expect(mailsTo(t, idle)).toHaveLength(0);
  });

  it('catches up after downtime with one e-mail, and a second pass over the same day sends none', async () => {
    const m = await createMember(t);
    await startProgramme(t, m, 'sleep-reset-14', '2026-11-28');
    await remind(t, m, { time: '08:00' }, '2026-12-05T12:00:00.000Z'); // next: 6 December, 13:00 UTC
    // The server was down from before 08:00 until 15:00 Toronto time.
    await pass(t, '2026-12-06T20:00:00.000Z');
    await pass(t, '2026-12-06T20:01:00.000Z');
    expect(mailsTo(t, m)).toHaveLength(1);
    // Even a pass told to look again (its next run moved back) finds the day's row and sends nothing.
    await t.db
      .updateTable('reminder_preferences')
      .set({ next_run_at: '2026-12-06T00:00:00.000Z' })
      .where('user_id', '=', m.userId)
      .execute();
    await pass(t, '2026-12-06T21:00:00.000Z');
    expect(mailsTo(t, m)).toHaveLength(1);
    const sends = await t.db.selectFrom('reminder_sends').select(['kind', 'local_date']).where('user_id', '=', m.userId).execute();
    expect(sends).toEqual([{ kind: 'daily', local_date: '2026-12-06' }]);
  });

  it('does not send yesterday’s reminder after a downtime past midnight', async () => {
    const m = await createMember(t);
    await startProgramme(t, m, 'sleep-reset-14', '2026-11-28');
    await remind(t, m, { time: '21:00' }, '2026-12-07T12:00:00.000Z'); // due 8 December 02:00 UTC
    await pass(t, '2026-12-08T06:00:00.000Z'); // 01:00 on the 8th in Toronto
    expect(mailsTo(t, m)).toHaveLength(0);
    const next = await t.db
      .selectFrom('reminder_preferences')
      .select('next_run_at')
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    expect(next.next_run_at).toBe('2026-12-09T02:00:00.000Z');
  });

  it('sends once when two copies run a pass at the same moment', async () => {
    const members = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    for (const m of members) {
      await startProgramme(t, m, 'sleep-reset-14', '2026-11-28');
      await remind(t, m, { time_zone: 'Asia/Kolkata', time: '09:00' }, '2026-12-01T00:00:00.000Z');
    }
    const other = new ReminderScheduler(
      t.db,
      () => ({ clinicName: 'Test', publicUrl: t.config.publicUrl, outboxKey: t.app.services.outboxKey }),
      t.app.log,
      () => undefined,
    );
    const at = new Date('2026-12-01T03:31:00.000Z'); // 09:01 in Kolkata
    await Promise.all([t.app.services.reminders.runPass(at), other.runPass(at), other.runPass(at)]);
    await t.settle();
    for (const m of members) expect(mailsTo(t, m)).toHaveLength(1);
  });

  it('reminds of blood pressure readings only on the days a home monitoring programme asks for them', async () => {
    const monitoring = await createMember(t);
    const other = await createMember(t);
    const programId = await startProgramme(t, monitoring, 'bp-home-monitoring', '2026-12-01');
    await startProgramme(t, other, 'sleep-reset-14', '2026-12-01');
    const bpOnly = { daily: false, weekly: false, blood_pressure: true, time: '07:00' };
    await remind(t, monitoring, bpOnly, '2026-12-02T00:00:00.000Z');
    await remind(t, other, bpOnly, '2026-12-02T00:00:00.000Z');
    await pass(t, '2026-12-02T12:05:00.000Z');
    expect(mailsTo(t, other)).toHaveLength(0);
    const [mail] = mailsTo(t, monitoring);
    expect(mail?.subject).toBe('Your home readings for today');
    expect(mail?.text).toContain(`/programs/${programId}?track=2026-12-02`);
    // The programme's two weeks are over by 15 December: no reminder then.
    await t.db
      .updateTable('reminder_preferences')
      .set({ next_run_at: '2026-12-15T00:00:00.000Z' })
      .where('user_id', '=', monitoring.userId)
      .execute();
    await pass(t, '2026-12-15T12:05:00.000Z');
    expect(mailsTo(t, monitoring)).toHaveLength(1);
  });

  it('sends the weekly summary on Monday: adherence, streak, minutes against 150, the blood pressure average and what changed; no health value in any subject', async () => {
    const m = await createMember(t);
    await startProgramme(t, m, 'sleep-reset-14', '2026-11-23');
    const enrollment = await t.db.selectFrom('program_enrollments').select('id').where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    for (const date of ['2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-05', '2026-12-06']) {
      const at = `${date}T12:00:00.000Z`;
      await t.db
        .insertInto('tracking_entries')
        .values({
          id: newId(),
          enrollment_id: enrollment.id,
          user_id: m.userId,
          date,
          completed_items: '[]',
          item_values: '{}',
          exercise_tracking: '[]',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    const reading = (measuredAt: string, systolic: number, diastolic: number) => ({
      id: newId(),
      user_id: m.userId,
      systolic,
      diastolic,
      pulse: null,
      measured_at: measuredAt,
      arm: 'left' as const,
      notes: '',
      created_at: measuredAt,
      updated_at: measuredAt,
      entered_by: null,
    });
    await t.db
      .insertInto('bp_readings')
      .values([
        reading('2026-11-26T12:00:00.000Z', 136, 86),
        reading('2026-12-02T12:00:00.000Z', 130, 84),
        reading('2026-12-04T12:00:00.000Z', 126, 80),
      ])
      .execute();
    const activity = (date: string, minutes: number) => ({
      id: newId(),
      user_id: m.userId,
      date,
      type: 'walking',
      minutes,
      intensity: 'moderate',
      strength: 0,
      notes: '',
      created_at: `${date}T12:00:00.000Z`,
      updated_at: `${date}T12:00:00.000Z`,
    });
    await t.db
      .insertInto('activities')
      .values([activity('2026-11-25', 60), activity('2026-12-01', 45), activity('2026-12-03', 50)])
      .execute();
    await remind(t, m, { daily: true, weekly: true, blood_pressure: true, time: '08:00' }, '2026-12-06T12:00:00.000Z');

    await pass(t, '2026-12-07T13:05:00.000Z'); // Monday 7 December, 08:05 in Toronto
    const weekly = mailsTo(t, m).find((s) => s.subject === 'Your weekly summary');
    expect(weekly?.text).toContain('Here is your week from Monday, November 30 to Sunday, December 6.');
    expect(weekly?.text).toContain('Sleep Reset');
    expect(weekly?.text).toContain('14-Day Sleep Reset: tracked on 4 more days than the week before.');
    expect(weekly?.text).toMatch(/5 of 7 days; adherence \d+%; streak 2 days\./);
    expect(weekly?.text).toContain('Active minutes: 95 of 150 moderate-to-vigorous minutes.');
    expect(weekly?.text).toContain('Blood pressure: average 128/82 mmHg over 2 readings.');
    expect(weekly?.text).toContain('Active minutes: 35 more minutes than the week before.');
    expect(weekly?.text).toContain('systolic 8 mmHg lower, diastolic 4 mmHg lower than the week before');
    expect(weekly?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    for (const mail of mailsTo(t, m)) {
      expect(mail.subject).not.toMatch(/\d|mmHg|minutes|%/);
    }
  });

  it('says a week beyond the goal as the count and its goal, and counts a programme’s walking minutes once, in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      const m = await createMember(t);
      await t.db.updateTable('users').set({ language }).where('id', '=', m.userId).execute();
      await startProgramme(t, m, 'walk-to-150', '2026-11-23');
      const enrollment = await t.db
        .selectFrom('program_enrollments')
        .select('id')
        .where('user_id', '=', m.userId)
        .executeTakeFirstOrThrow();
      // Six walks in a week of five: 30 brisk minutes each, one of them also logged on Activities.
      for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
        await t.db
          .insertInto('tracking_entries')
          .values({
            id: newId(),
            enrollment_id: enrollment.id,
            user_id: m.userId,
            date,
            completed_items: '[]',
            // A radio choice is stored by its option's key (decision 0079).
            item_values: JSON.stringify({ 0: 30, 1: choiceKey('Brisk (I could talk but not sing)') }),
            exercise_tracking: '[]',
            created_at: `${date}T12:00:00.000Z`,
            updated_at: `${date}T12:00:00.000Z`,
          })
          .execute();
      }
      await t.db
        .insertInto('activities')
        .values({
          id: newId(),
          user_id: m.userId,
          date: '2026-12-01',
          type: 'walking',
          minutes: 30,
          intensity: 'moderate',
          strength: 0,
          notes: '',
          created_at: '2026-12-01T12:00:00.000Z',
          updated_at: '2026-12-01T12:00:00.000Z',
        })
        .execute();
      await remind(t, m, { daily: false, weekly: true, blood_pressure: false, time: '08:00' }, '2026-12-06T12:00:00.000Z');
      await pass(t, '2026-12-07T13:05:00.000Z');
      const weekly = mailsTo(t, m).find((s) => s.subject === (language === 'en' ? 'Your weekly summary' : 'Votre résumé de la semaine'));
      if (language === 'en') {
        expect(weekly?.text).toMatch(/Walk to 150: 6 sessions \(goal: 5\); adherence/);
        expect(weekly?.text).not.toContain('6 of 5');
        expect(weekly?.text).toContain('Active minutes: 180 of 150 moderate-to-vigorous minutes, goal met.');
      } else {
        expect(weekly?.text).toMatch(/Marcher jusqu’à 150\s:\s6 séances \(objectif\s:\s5\); assiduité/);
        expect(weekly?.text).toMatch(/Minutes actives\s:\s180 sur 150/);
      }
    }
  });
});

describeWithApp('unsubscribing from a reminder', (t) => {
  async function reminded(): Promise<{ m: TestMember; token: string }> {
    const m = await createMember(t);
    await startProgramme(t, m, 'sleep-reset-14', '2026-11-28');
    await remind(t, m, {}, '2026-12-01T12:00:00.000Z');
    await pass(t, '2026-12-02T00:00:30.000Z');
    const header = mailsTo(t, m)[0]!.headers!['List-Unsubscribe']!;
    return { m, token: header.slice(header.lastIndexOf('/') + 1, -1) };
  }

  it('works in one click from the mail client without login, and again changes nothing', async () => {
    const { m, token } = await reminded();
    const info = await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${token}` });
    expect(info.json()).toEqual({ kind: 'daily', label: 'daily tracking reminders', unsubscribed: false });
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'You are unsubscribed from daily tracking reminders.', kind: 'daily' });
      expect(res.body).not.toContain(m.email);
    }
    const prefs = await t.db.selectFrom('reminder_preferences').selectAll().where('user_id', '=', m.userId).executeTakeFirstOrThrow();
    expect(prefs).toMatchObject({ daily: 0, next_run_at: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/reminders/unsubscribe/${token}` })).json().unsubscribed).toBe(true);
  });

  it('works from the web page, which says only what the e-mail was', async () => {
    const { m, token } = await reminded();
    const res = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${token}`, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'daily', label: 'daily tracking reminders', unsubscribed: true });
    const get = await t.app.inject({ method: 'GET', url: '/api/user/reminders', headers: bearer(m.token) });
    expect(get.json().daily).toBe(false);
  });

  it('answers 404 with a sentence to a link that is not one', async () => {
    for (const req of [
      t.app.inject({ method: 'GET', url: '/api/reminders/unsubscribe/not-a-token' }),
      t.app.inject({
        method: 'POST',
        url: '/unsubscribe/not-a-token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      }),
    ]) {
      const res = await req;
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not valid or has expired/);
    }
  });
});

describeWithApp('npm run reminders -- run-once', (t, kind) => {
  function run(args: string[]): Promise<{ code: number | null; out: string }> {
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      CONTENT_DIR,
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      REDIS_URL: '',
    };
    env.DATABASE_URL = t.config.database.kind === 'postgres' ? t.config.database.url : '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, 'packages/server/src/cli/reminders.ts'), ...args],
      {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
  }

  it(
    `runs one pass for a given day, writes .eml files with the List-Unsubscribe headers, and never twice (${kind})`,
    { timeout: 180_000 },
    async () => {
      const m = await createMember(t);
      await startProgramme(t, m, 'sleep-reset-14', '2026-11-28');
      await remind(t, m, {}, '2026-11-25T00:00:00.000Z');
      const bad = await run(['run-once', '--date', '2026-13-01']);
      expect(bad.code).toBe(2);
      expect(bad.out).toContain('--date must be a calendar day');

      const first = await run(['run-once', '--date', '2026-12-01']);
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain(
        'Reminders for 2026-12-01: 1 daily tracking reminder(s), 0 weekly summary(ies), 0 blood pressure reminder(s)',
      );
      const outbox = path.join(t.config.dataDir, 'outbox');
      const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      // Headers unfolded (RFC 5322 folds long lines).
      const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8').replace(/\r?\n[ \t]+/g, ' ');
      expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]{43}>$/m);
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(eml).toMatch(/^Subject: Your programme tracking for today$/m);

      // The same day again (in-process: a second command takes a minute on a busy machine) sends nothing.
      expect(await t.app.services.reminders.runForDate('2026-12-01')).toEqual({ daily: 0, weekly: 0, 'blood-pressure': 0 });
      expect(fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    },
  );
});
