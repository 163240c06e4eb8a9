import { expect, it } from 'vitest';
import { codeFor, enrolledStaff, STAFF_PASSWORD } from '../../test/enrolled-staff.js';
import { bearer, createMember, createStaff, describeWithApp, type TestApp } from '../../test/helpers.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'Cedar-Grove-Night-Shift-41';

function api(t: TestApp) {
  return {
    get: (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    send: (token: string, method: 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) }),
    login: (payload: Record<string, unknown>, userAgent?: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/login', payload, headers: userAgent ? { 'user-agent': userAgent } : {} }),
  };
}

async function securityEvents(t: TestApp, email: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('security_events')
    .innerJoin('users', 'users.id', 'security_events.user_id')
    .select('security_events.type')
    .where('users.email', '=', email)
    .execute();
  return rows.map((r) => r.type);
}

const idOf = async (t: TestApp, email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describeWithApp("a staff member's own account: password, signed-in devices, recovery codes", (t) => {
  const { get, send, login } = api(t);

  it('changes the password: this session stays, every other one ends, the new password signs in', async () => {
    const staff = await enrolledStaff(t, 'clinician');
    const other = (await login({ email: staff.email, password: STAFF_PASSWORD, code: codeFor(staff.secret, 1) })).json().token as string;
    expect((await get(other, '/api/staff/me')).statusCode).toBe(200);
    const wrong = await send(staff.token, 'PUT', '/api/user/password', {
      currentPassword: 'Not-The-Password-9',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await send(staff.token, 'PUT', '/api/user/password', {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(staff.token, '/api/staff/me')).statusCode).toBe(200);
    expect((await get(other, '/api/staff/me')).statusCode).toBe(401);
    // (The code of the next 30 seconds was spent above: a recovery code signs in instead.)
    expect((await login({ email: staff.email, password: STAFF_PASSWORD, code: staff.recoveryCodes[0] })).statusCode).toBe(401);
    expect((await login({ email: staff.email, password: NEW_PASSWORD, code: staff.recoveryCodes[0] })).statusCode).toBe(200);
    await t.settle();
    expect(t.mail.sent.filter((m) => m.to === staff.email).map((m) => m.subject)).toContainEqual(expect.stringMatching(/password/i));
    expect(await securityEvents(t, staff.email)).toEqual(expect.arrayContaining(['password_change_failed', 'password_changed']));
  });

  it("lists the staff member's devices, signs one out or all others at once, and never another account's", async () => {
    const staff = await enrolledStaff(t, 'coach');
    const firefox = (await login({ email: staff.email, password: STAFF_PASSWORD, code: codeFor(staff.secret, 1) }, FIREFOX_WINDOWS)).json()
      .token as string;
    const iphone = (await login({ email: staff.email, password: STAFF_PASSWORD, code: staff.recoveryCodes[0] }, SAFARI_IPHONE)).json()
      .token as string;
    const listed = await get(firefox, '/api/user/sessions');
    expect(listed.statusCode, listed.body).toBe(200);
    const sessions = listed.json().sessions as Array<{ _id: string; device: string; current: boolean }>;
    expect(sessions).toHaveLength(3);
    expect(sessions.find((s) => s.current)?.device).toBe('Firefox on Windows');
    const phone = sessions.find((s) => s.device === 'Safari on iPhone')!;

    // Another account's session (a colleague's, a member's) is "not found", and stays.
    const colleague = await enrolledStaff(t, 'coach');
    expect((await send(colleague.token, 'POST', `/api/user/sessions/${phone._id}/end`)).statusCode).toBe(404);
    expect((await get(iphone, '/api/staff/me')).statusCode).toBe(200);

    expect((await send(firefox, 'POST', `/api/user/sessions/${phone._id}/end`)).statusCode).toBe(200);
    expect((await get(iphone, '/api/staff/me')).statusCode).toBe(401);
    expect((await get(staff.token, '/api/staff/me')).statusCode).toBe(200);
    const ended = await send(firefox, 'POST', '/api/user/sessions/end-others', undefined, { 'accept-language': 'fr-CA' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).not.toMatch(/^@@/);
    expect((await get(staff.token, '/api/staff/me')).statusCode).toBe(401);
    expect((await get(firefox, '/api/user/sessions')).json().sessions).toHaveLength(1);
    expect(await securityEvents(t, staff.email)).toEqual(expect.arrayContaining(['session_ended', 'other_sessions_ended']));
  });

  it('gives ten new recovery codes for a current code, shown once and stored hashed; the old ones stop working', async () => {
    const staff = await enrolledStaff(t, 'admin');
    const wrong = await send(staff.token, 'POST', '/api/user/second-factor/recovery-codes', { code: codeFor(staff.secret, 6) });
    expect(wrong.statusCode).toBe(400);
    const fresh = await send(staff.token, 'POST', '/api/user/second-factor/recovery-codes', { code: codeFor(staff.secret, 1) });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.some((c) => staff.recoveryCodes.includes(c))).toBe(false);
    const stored = await t.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', await idOf(t, staff.email))
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);
    expect((await get(staff.token, '/api/staff/me')).json().second_factor).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await login({ email: staff.email, password: STAFF_PASSWORD, code: staff.recoveryCodes[0] })).statusCode).toBe(401);
    expect((await login({ email: staff.email, password: STAFF_PASSWORD, code: codes[0] })).statusCode).toBe(200);
    expect(await securityEvents(t, staff.email)).toContain('recovery_codes_replaced');
  });

  it('keeps the second factor on for staff, and the account calls closed until it is set up', async () => {
    const staff = await enrolledStaff(t, 'clinician');
    const off = await send(staff.token, 'POST', '/api/user/second-factor/disable', {
      password: STAFF_PASSWORD,
      code: codeFor(staff.secret, 1),
    });
    expect(off.statusCode).toBe(403);
    expect((await get(staff.token, '/api/staff/me')).json().second_factor.enabled).toBe(true);
    const invited = `enrolling.${Math.random().toString(36).slice(2, 7)}@clinic.example`;
    await t.app.services.staffService.invite({ email: invited, role: 'coach', firstName: 'Lee', lastName: 'Park' }, null);
    await t.settle();
    const link = t.mail.sent
      .filter((m) => m.to === invited)
      .at(-1)!
      .text.match(/\/staff-invitation\/([A-Za-z0-9_-]+)/)![1]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/staff-invitations/${link}`,
      payload: { password: STAFF_PASSWORD, confirmPassword: STAFF_PASSWORD },
    });
    const enrolling = (await login({ email: invited, password: STAFF_PASSWORD })).json().token as string;
    const refused = await get(enrolling, '/api/user/sessions');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
  });
});

describeWithApp("an administrator resets a staff member's second factor", (t) => {
  const { get, send, login } = api(t);
  const reset = (token: string, id: string, headers: Record<string, string> = {}) =>
    send(token, 'POST', `/api/staff/accounts/${id}/second-factor/reset`, undefined, headers);

  it('ends their sessions, makes them enrol again at the next login, e-mails both without a secret, and logs it', async () => {
    const admin = await enrolledStaff(t, 'admin');
    const clinician = await enrolledStaff(t, 'clinician');
    const clinicianId = await idOf(t, clinician.email);
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', clinicianId).execute();
    await t.settle();
    const before = t.mail.sent.length;

    const done = await reset(admin.token, clinicianId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ _id: clinicianId, status: 'active', second_factor_enabled: false });
    expect((await get(clinician.token, '/api/staff/me')).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', clinicianId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', clinicianId).execute()).toEqual([]);

    // The next login: the password alone opens only enrolment; the old key and codes are gone.
    const next = await login({ email: clinician.email, password: STAFF_PASSWORD, code: codeFor(clinician.secret, 1) });
    expect(next.statusCode).toBe(200);
    const enrolling = next.json().token as string;
    const blocked = await get(enrolling, '/api/staff/threads?box=all');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await get(enrolling, '/api/staff/me')).json().second_factor).toEqual({ enabled: false, recovery_codes_left: 0 });
    const setup = (await send(enrolling, 'POST', '/api/staff/second-factor/setup')).json();
    expect(setup.secret).not.toBe(clinician.secret);
    expect((await send(enrolling, 'POST', '/api/staff/second-factor/confirm', { code: codeFor(setup.secret) })).statusCode).toBe(200);
    expect((await get(enrolling, '/api/staff/threads?box=all')).statusCode).toBe(200);
    expect((await login({ email: clinician.email, password: STAFF_PASSWORD, code: clinician.recoveryCodes[0] })).statusCode).toBe(401);

    await t.settle();
    const mails = t.mail.sent.slice(before);
    const toStaff = mails.find((m) => m.to === clinician.email)!;
    const toAdmin = mails.find((m) => m.to === admin.email)!;
    expect(toStaff.subject).toMatch(/^Votre deuxième facteur/);
    expect(toStaff.text).toContain(admin.name);
    expect(toAdmin.subject).toMatch(/^You reset a second factor/);
    expect(toAdmin.text).toContain(clinician.name);
    for (const mail of [toStaff, toAdmin]) {
      const body = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(body).not.toContain(clinician.secret);
      expect(body).not.toContain(setup.secret);
      for (const code of clinician.recoveryCodes) expect(body).not.toContain(code);
      expect(body).not.toMatch(/\/(reset-password|staff-invitation|verify-email)\//);
    }

    const adminId = await idOf(t, admin.email);
    const log = (await get(admin.token, `/api/staff/audit?staff_id=${adminId}`)).json();
    expect(log.entries[0]).toMatchObject({ action: "Reset a staff member's second factor", detail: clinician.email, member: null });
    expect(await securityEvents(t, clinician.email)).toContain('second_factor_reset_by_admin');
  });

  it('refuses one’s own, other roles, members, unknown ids, accounts without one and deactivated ones', async () => {
    const admin = await enrolledStaff(t, 'admin');
    const adminId = await idOf(t, admin.email);
    const coach = await createStaff(t, 'coach');
    const clinician = await createStaff(t, 'clinician');
    const member = await createMember(t);

    // The only administrator cannot reset their own: they would have nobody left to act, and the
    // command line (npm run staff -- reset-second-factor) is the way for the last one.
    const own = await reset(admin.token, adminId);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('You cannot reset your own second factor: ask another administrator.');
    const ownFr = await reset(admin.token, adminId, { 'accept-language': 'fr-CA' });
    expect(ownFr.json().message).toMatch(/^Vous ne pouvez pas réinitialiser votre propre deuxième facteur/);
    expect((await get(admin.token, '/api/staff/me')).json().second_factor.enabled).toBe(true);

    for (const token of [coach.token, clinician.token]) expect((await reset(token, adminId)).statusCode).toBe(403);
    expect((await reset(member.token, coach.userId)).statusCode).toBe(403);
    expect((await reset(admin.token, member.userId)).statusCode).toBe(404);
    expect((await reset(admin.token, 'no-such-account')).statusCode).toBe(404);

    await t.db.updateTable('users').set({ totp_enabled_at: null }).where('id', '=', clinician.userId).execute();
    const notOn = await reset(admin.token, clinician.userId);
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().message).toBe('Noor Haddad has no second factor set up: they set it up at their next login.');
    expect((await send(admin.token, 'POST', `/api/staff/accounts/${coach.userId}/deactivate`)).statusCode).toBe(200);
    expect((await reset(admin.token, coach.userId)).statusCode).toBe(409);
    const logged = await t.db.selectFrom('access_log').select('action').where('staff_id', '=', adminId).execute();
    expect(logged.map((r) => r.action)).toEqual(['Deactivated a staff account']);
  });

  it('lets two administrators reset each other, one after the other, and the second acting one still works', async () => {
    const first = await enrolledStaff(t, 'admin');
    const second = await enrolledStaff(t, 'admin');
    expect((await reset(first.token, await idOf(t, second.email))).statusCode).toBe(200);
    // The second administrator's sessions ended: they cannot reset the first until they enrol again.
    expect((await reset(second.token, await idOf(t, first.email))).statusCode).toBe(401);
    expect((await get(first.token, '/api/staff/accounts')).statusCode).toBe(200);
  });

  it('resets from the command line (the last administrator) with the staff member e-mailed and nothing in the access log', async () => {
    const admin = await enrolledStaff(t, 'admin');
    const adminId = await idOf(t, admin.email);
    await t.settle();
    const before = t.mail.sent.length;
    const user = await t.app.services.staffService.resetSecondFactor(adminId, null);
    expect(user.second_factor_enabled).toBe(false);
    expect((await get(admin.token, '/api/staff/me')).statusCode).toBe(401);
    await t.settle();
    const mails = t.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([admin.email]);
    expect(mails[0]!.text).toContain('Cedar Grove');
    expect(await t.db.selectFrom('access_log').select('id').where('staff_id', '=', adminId).execute()).toEqual([]);
  });
});
