import fs from 'node:fs';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { codeFor, enrolledStaff, spentCode, STAFF_PASSWORD } from '../../test/enrolled-staff.js';
import { bearer, describeWithApp, signUp } from '../../test/helpers.js';

const PASSWORD = STAFF_PASSWORD;

describeWithApp('staff accounts and the second factor', (t) => {
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/login', payload });

  it('invites by e-mail with a single-use link, then opens only second-factor enrolment until it is set up', async () => {
    const email = 'new.clinician@clinic.example';
    await t.app.services.staffService.invite({ email, role: 'clinician', firstName: 'Noor', lastName: 'Haddad' }, null);
    await t.settle();
    const mail = t.mail.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toContain('care workspace');
    const token = mail.text.match(/\/staff-invitation\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${token}` })).json()).toEqual({
      email,
      firstName: 'Noor',
      role: 'clinician',
    });
    // No password yet: logging in fails like a wrong password.
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(401);
    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${token}`,
      payload: { password: 'Welcome1', confirmPassword: 'Welcome1' },
    });
    expect(weak.statusCode).toBe(400);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${token}`,
      payload: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(accept.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${token}`,
      payload: { password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${token}` })).statusCode).toBe(404);

    const session = (await login({ email, password: PASSWORD })).json().token as string;
    const me = (await get(session, '/api/staff/me')).json();
    expect(me).toMatchObject({ email, role: 'clinician', second_factor: { enabled: false, recovery_codes_left: 0 } });
    const blocked = await get(session, '/api/staff/threads?box=all');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Set up your second factor to open the care workspace.',
      code: 'SECOND_FACTOR_ENROLMENT_REQUIRED',
    });

    const setup = (await t.app.inject({ method: 'POST', url: '/api/staff/second-factor/setup', headers: bearer(session) })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // The key is sealed in the database, never stored as it is.
    const row = await t.db.selectFrom('users').select('totp_secret').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(setup.secret);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/staff/second-factor/confirm',
      headers: bearer(session),
      payload: { code: codeFor(setup.secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/second-factor/confirm',
      headers: bearer(session),
      payload: { code: codeFor(setup.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((c) => /^[A-Z2-7]{5}-[A-Z2-7]{5}$/.test(c))).toBe(true);
    expect((await get(session, '/api/staff/threads?box=all')).statusCode).toBe(200);
    expect((await get(session, '/api/staff/me')).json().second_factor).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it('refuses an easy-to-guess password for an invitation, with why, and keeps the link usable', async () => {
    const email = `guessable.${Math.random().toString(36).slice(2, 7)}@clinic.example`;
    await t.app.services.staffService.invite({ email, role: 'admin', firstName: 'Jordan', lastName: 'Beaulieu' }, null);
    await t.settle();
    const token = t.mail.sent
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/\/staff-invitation\/([A-Za-z0-9_-]+)/)![1]!;
    const accept = (password: string) =>
      t.app.inject({ method: 'POST', url: `/api/staff-invitations/${token}`, payload: { password, confirmPassword: password } });
    for (const password of ['Welcome1!', 'Password123!', 'Qwerty123!', 'Beaulieu2026!']) {
      const refused = await accept(password);
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().errors[0]).toBe('This password would be easy to guess.');
    }
    expect((await accept('Cedar-Grove-Care-2026!')).statusCode).toBe(200);
  });

  it('keeps a pending invitation link out of the database: sealed while it waits, gone once sent, nowhere in the SQLite files', async () => {
    const email = `sealed.${Math.random().toString(36).slice(2, 7)}@clinic.example`;
    const before = (await t.db.selectFrom('mail_outbox').select('id').execute()).map((r) => r.id);
    await t.app.services.staffService.invite({ email, role: 'clinician', firstName: 'Noor', lastName: 'Sealed' }, null);
    // Found by being the one new row, not by its address: the mail worker may already have sent it (it
    // is kicked by the invitation), and a sent row keeps only a keyed hash of the address. The link is
    // out of the row whatever the state it is read in.
    const waiting = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'staff-invitation')
      .$if(before.length > 0, (q) => q.where('id', 'not in', before))
      .executeTakeFirstOrThrow();
    expect(['pending', 'sent']).toContain(waiting.status);
    expect(waiting.text_body + waiting.html_body).not.toContain('/staff-invitation/');
    await t.settle();
    const token = t.mail.sent
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/\/staff-invitation\/([A-Za-z0-9_-]+)/)![1]!;
    // Still pending as an invitation: the link works, so it must not be readable anywhere.
    expect((await t.app.inject({ method: 'GET', url: `/api/staff-invitations/${token}` })).statusCode).toBe(200);
    const sent = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', waiting.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(sent)).not.toContain(token);
    if (t.config.database.kind === 'sqlite') {
      const file = t.config.database.file;
      for (const f of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) expect(fs.readFileSync(f).includes(token)).toBe(false);
      const [{ secure_delete }] = (await sql<{ secure_delete: number }>`PRAGMA secure_delete`.execute(t.db)).rows as [
        { secure_delete: number },
      ];
      expect(secure_delete).toBe(1);
    }
  });

  it('asks for the code at login (not a failure), refuses a wrong or replayed code, and takes each recovery code once', async () => {
    const staff = await enrolledStaff(t, 'coach');
    const missing = await login({ email: staff.email, password: PASSWORD });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'TOTP_REQUIRED', message: 'Enter the 6-digit code from your authenticator app.' });
    const wrongPassword = await login({ email: staff.email, password: 'Not-The-Password-1', code: codeFor(staff.secret) });
    expect(wrongPassword.json()).toEqual({ message: 'Invalid credentials' });
    const wrong = await login({ email: staff.email, password: PASSWORD, code: codeFor(staff.secret, 4) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TOTP_INVALID');
    expect(wrong.json().message).toMatch(/^That code is not right/);
    // The set-up code typed again at the first login: spent, and said so with what to do.
    const setupCode = await spentCode(t, staff.email, staff.secret);
    const replayed = await login({ email: staff.email, password: PASSWORD, code: setupCode });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      code: 'TOTP_INVALID',
      message:
        'That code was already used. Wait for the next code in your authenticator app (a new one appears every 30 seconds) and enter it.',
    });
    const replayedFr = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'accept-language': 'fr-CA' },
      payload: { email: staff.email, password: PASSWORD, code: setupCode },
    });
    expect(replayedFr.json().message).toMatch(/^Ce code a déjà été utilisé\. Attendez le prochain code/);
    // Enrolment used the current step: the next step's code logs in, once.
    const next = codeFor(staff.secret, 1);
    expect((await login({ email: staff.email, password: PASSWORD, code: next })).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: PASSWORD, code: next })).json()).toMatchObject({
      code: 'TOTP_INVALID',
      message: expect.stringMatching(/^That code was already used/),
    });
    const recovery = staff.recoveryCodes[3]!;
    expect((await login({ email: staff.email, password: PASSWORD, code: recovery.toLowerCase() })).statusCode).toBe(200);
    expect((await login({ email: staff.email, password: PASSWORD, code: recovery })).statusCode).toBe(401);
    expect((await get(staff.token, '/api/staff/me')).json().second_factor.recovery_codes_left).toBe(9);
  });

  it('gives staff a session of 30 minutes idle and 12 hours at most, whatever they ask', async () => {
    const staff = await enrolledStaff(t, 'coach');
    const { token } = (await login({ email: staff.email, password: PASSWORD, code: codeFor(staff.secret, 1), remember: true })).json();
    const session = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.expires_at', 'sessions.idle_expires_at', 'sessions.persistent'])
      .where('users.email', '=', staff.email)
      .orderBy('sessions.created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(token).toBeTruthy();
    expect((new Date(session.expires_at).getTime() - Date.now()) / 3_600_000).toBeCloseTo(12, 1);
    expect((new Date(session.idle_expires_at!).getTime() - Date.now()) / 60_000).toBeCloseTo(30, 0);
    expect(session.persistent).toBe(0);
  });

  it('lets an administrator invite, change roles and deactivate; others may not; every change is in the access log', async () => {
    const admin = await enrolledStaff(t, 'admin');
    const coach = await enrolledStaff(t, 'coach');
    const member = await signUp(t);
    const body = { email: 'invited.coach@clinic.example', role: 'coach', firstName: 'Lee', lastName: 'Park' };
    for (const token of [coach.token, member.token]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/staff/accounts', headers: bearer(token), payload: body })).statusCode).toBe(
        403,
      );
    }
    const invited = await t.app.inject({ method: 'POST', url: '/api/staff/accounts', headers: bearer(admin.token), payload: body });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: body.email, role: 'coach', status: 'invited', second_factor_enabled: false });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: bearer(admin.token),
      payload: { ...body, email: member.email },
    });
    expect(taken.statusCode).toBe(400);

    const coachId = (await get(coach.token, '/api/staff/me')).json()._id;
    const promoted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${coachId}/role`,
      headers: bearer(admin.token),
      payload: { role: 'clinician' },
    });
    expect(promoted.json().role).toBe('clinician');
    // A role change signs the account out, so the new role applies at once.
    expect((await get(coach.token, '/api/staff/me')).statusCode).toBe(401);
    const adminId = (await get(admin.token, '/api/staff/me')).json()._id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/staff/accounts/${adminId}/deactivate`, headers: bearer(admin.token) })).statusCode,
    ).toBe(400);
    const off = await t.app.inject({ method: 'POST', url: `/api/staff/accounts/${coachId}/deactivate`, headers: bearer(admin.token) });
    expect(off.json().status).toBe('deactivated');
    expect((await login({ email: coach.email, password: PASSWORD, code: codeFor(coach.secret, 1) })).json()).toEqual({
      message: 'Invalid credentials',
    });

    const log = (await get(admin.token, `/api/staff/audit?staff_id=${adminId}`)).json();
    expect(log.entries.map((e: { action: string }) => e.action)).toEqual([
      'Deactivated a staff account',
      'Changed a staff role',
      'Invited a staff member',
    ]);
    expect(log.entries[0]).toMatchObject({ staff: { _id: adminId, role: 'admin' }, detail: coach.email });
    expect((await get(coach.token, '/api/staff/audit')).statusCode).toBe(401);
  });

  it('keeps the access log append-only in the database itself', async () => {
    const admin = await enrolledStaff(t, 'admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: bearer(admin.token),
      payload: { email: 'another@clinic.example', role: 'coach', firstName: 'A', lastName: 'B' },
    });
    await expect(t.db.updateTable('access_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('access_log').execute()).rejects.toThrow(/append-only/);
  });
});
