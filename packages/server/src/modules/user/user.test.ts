import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@wellpath/shared/user/schemas';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createTestApp, english, DATABASES, registration, signUp, type TestApp } from '../../test/helpers.js';

describe.each(DATABASES)('account calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register', () => {
    it('creates the account, answers 201 with the spec message and e-mails a verification link', async () => {
      const body = registration();
      const res = await post('/api/user/register', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: english(MESSAGES.registered),
        user: { email: body.email, firstName: 'Avery', lastName: 'Tremblay' },
      });
      await t.settle();
      const mail = t.mail.sent.find((m) => m.to === body.email);
      expect(mail?.subject).toContain('Cedar Grove');
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
      expect(mail?.html).toContain('Verify my email');
    });

    it('accepts the flat address shape and formats the postal code', async () => {
      const body = registration({ address: '5 Rue Principale', city: 'Gatineau', province: 'qc', postalCode: 'j8x1a1' });
      expect((await post('/api/user/register', body)).statusCode).toBe(201);
      const row = await t.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ street: '5 Rue Principale', city: 'Gatineau', province: 'QC', postal_code: 'J8X 1A1' });
    });

    it.each(['a1!', 'Ab1!xyz'])('refuses %j: shorter than 8 characters, whatever else it has', async (password) => {
      const body = registration({ password });
      const res = await post('/api/user/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain(english(MESSAGES.weakPassword));
      expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    });

    it.each(['Password', 'Welcome1', 'Password1!'])('refuses %j as too common, and stores nothing', async (password) => {
      const body = registration({ password });
      const res = await post('/api/user/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: english(MESSAGES.commonPassword), errors: [english(MESSAGES.commonPassword)] });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
    });

    it('refuses an address already registered, whatever its case', async () => {
      const body = registration();
      expect((await post('/api/user/register', body)).statusCode).toBe(201);
      const again = await post('/api/user/register', registration({ email: body.email.toUpperCase() }));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'Registration failed', errors: [english(MESSAGES.emailTaken)] });
    });

    it('lists every problem as a sentence and stores nothing', async () => {
      const res = await post('/api/user/register', {
        email: 'not-an-email',
        password: 'weakpass',
        dateOfBirth: '2015-01-01',
        postalCode: 'Z',
        province: 'XX',
      });
      expect(res.statusCode).toBe(400);
      const { message, errors } = res.json();
      expect(message).toBe('Registration failed');
      expect(errors).toEqual(
        expect.arrayContaining([
          'Enter a valid email address',
          english(MESSAGES.weakPassword),
          'First name is required',
          'Last name is required',
          'You must be at least 18 years old',
          'Postal code must be a valid Canadian postal code (A1A 1A1)',
          'Choose a province or territory from the list',
        ]),
      );
      expect(await t.db.selectFrom('users').select('id').where('email', '=', 'not-an-email').executeTakeFirst()).toBeUndefined();
    });

    it('requires all three agreements', async () => {
      const res = await post('/api/user/register', registration({ acceptPrivacyPolicy: false }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([english(MESSAGES.agreements)]);
    });

    it('accepts someone who turns 18 today and refuses someone who turns 18 tomorrow', async () => {
      const now = new Date();
      const day = (d: Date) =>
        `${d.getFullYear() - 18}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
      expect((await post('/api/user/register', registration({ dateOfBirth: day(now) }))).statusCode).toBe(201);
      const young = await post('/api/user/register', registration({ dateOfBirth: day(tomorrow) }));
      expect(young.statusCode).toBe(400);
      expect(young.json().errors).toEqual(['You must be at least 18 years old']);
    });

    it('refuses impossible dates, wrong types, huge strings and malformed JSON with a 400', async () => {
      expect((await post('/api/user/register', registration({ dateOfBirth: '1990-02-30' }))).json().errors).toEqual([
        'Date of birth must be a valid date (YYYY-MM-DD)',
      ]);
      const wrongTypes = await post('/api/user/register', registration({ firstName: 42, acceptTermsAndConditions: 'yes' }));
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().errors).toEqual(expect.arrayContaining(['First name must be text', english(MESSAGES.agreements)]));
      const huge = await post('/api/user/register', registration({ lastName: 'x'.repeat(10_000), password: 'Aa1!'.repeat(100) }));
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors).toEqual(
        expect.arrayContaining(['Last name must be at most 100 characters', 'Password must be at most 128 characters']),
      );
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The request body is not valid JSON.');
      const tooBig = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(tooBig.statusCode).toBe(413);
    });

    it('drops unknown fields instead of storing them', async () => {
      const body = registration({ email_verified_at: '2020-01-01T00:00:00.000Z', id: 'chosen-id', isAdmin: true });
      expect((await post('/api/user/register', body)).statusCode).toBe(201);
      const row = await t.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull();
      expect(row.id).not.toBe('chosen-id');
    });
  });

  describe('login and verification', () => {
    it('answers Invalid credentials for an unknown address and for a wrong password alike', async () => {
      const { email } = await signUp(t);
      const unknown = await post('/api/user/login', { email: 'nobody@example.ca', password: 'Whatever-1' });
      const wrong = await post('/api/user/login', { email, password: 'Wrong-Password-1' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ message: 'Invalid credentials' });
      expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    });

    it('answers 403 with verified false for the right password on an unverified account', async () => {
      const body = registration();
      await post('/api/user/register', body);
      const res = await post('/api/user/login', { email: body.email, password: body.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: english(MESSAGES.unverified), verified: false });
      // A wrong password on an unverified account reveals nothing about verification.
      expect((await post('/api/user/login', { email: body.email, password: 'Nope-Nope-1' })).statusCode).toBe(401);
    });

    it('returns a long random token stored only as a hash, and the role, case-insensitively on the address', async () => {
      const { email, password } = await signUp(t);
      const res = await post('/api/user/login', { email: email.toUpperCase(), password });
      expect(res.statusCode).toBe(200);
      const { token, role } = res.json();
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(role).toBe('member');
      const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
      expect(stored.some((s) => s.token_hash === token)).toBe(false);
      expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
    });

    it('says which login is a member’s very first, so the home says Welcome, not Welcome back', async () => {
      const body = registration();
      expect((await post('/api/user/register', body)).statusCode).toBe(201);
      await t.settle();
      await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${t.mail.lastToken(body.email, 'verify-email')}` });
      const first = await post('/api/user/login', { email: body.email, password: body.password });
      expect(first.json()).toMatchObject({ role: 'member', first_login: true });
      const second = await post('/api/user/login', { email: body.email, password: body.password });
      expect(second.statusCode).toBe(200);
      expect(second.json()).not.toHaveProperty('first_login');
    });

    it('verifies once; a used, unknown or expired link gets a clear 400', async () => {
      const body = registration();
      await post('/api/user/register', body);
      await t.settle();
      const token = t.mail.lastToken(body.email, 'verify-email');
      const ok = await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${token}` });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe(english(MESSAGES.emailVerified));
      const again = await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${token}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(english(MESSAGES.invalidVerifyToken));
      expect((await t.app.inject({ method: 'GET', url: '/api/user/verify-email/made-up-token' })).statusCode).toBe(400);

      const late = registration();
      await post('/api/user/register', late);
      await t.settle();
      const lateToken = t.mail.lastToken(late.email, 'verify-email');
      await t.db
        .updateTable('email_tokens')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('purpose', '=', 'verify_email')
        .where('used_at', 'is', null)
        .execute();
      expect((await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${lateToken}` })).statusCode).toBe(400);
    });

    it('resends a verification link with the same answer whether or not the account exists', async () => {
      const body = registration();
      await post('/api/user/register', body);
      await t.settle();
      const first = t.mail.lastToken(body.email, 'verify-email');
      const verified = await signUp(t);
      const answers = await Promise.all([
        post('/api/user/resend-verification', { email: body.email }),
        post('/api/user/resend-verification', { email: 'ghost@example.ca' }),
        post('/api/user/resend-verification', { email: verified.email }),
      ]);
      for (const a of answers) expect(a.json()).toEqual({ message: english(MESSAGES.resendSent) });
      await t.settle();
      const second = t.mail.lastToken(body.email, 'verify-email');
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${first}` })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: `/api/user/verify-email/${second}` })).statusCode).toBe(200);
      expect(
        t.mail.sent.filter((m) => m.to === 'ghost@example.ca' || (m.to === verified.email && m.subject.startsWith('Confirm'))),
      ).toHaveLength(1);
    });
  });

  describe('password reset', () => {
    it('answers the same for any address and e-mails a one-hour, single-use link', async () => {
      const { email, token: oldSession } = await signUp(t);
      const known = await post('/api/user/forgot-password', { email });
      const unknown = await post('/api/user/forgot-password', { email: 'ghost2@example.ca' });
      expect(known.json()).toEqual({ message: english(MESSAGES.forgotSent) });
      expect(unknown.json()).toEqual(known.json());
      await t.settle();
      const resetToken = t.mail.lastToken(email, 'reset-password');

      const weak = await post('/api/user/reset-password', { token: resetToken, password: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([english(MESSAGES.weakPassword)]);

      const ok = await post('/api/user/reset-password', { token: resetToken, password: 'New-Secret-2025' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toBe(english(MESSAGES.passwordReset));
      expect((await post('/api/user/reset-password', { token: resetToken, password: 'Other-Secret-2025' })).json().message).toBe(
        english(MESSAGES.invalidResetToken),
      );

      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(oldSession) })).statusCode).toBe(401);
      expect((await post('/api/user/login', { email, password: 'New-Secret-2025' })).statusCode).toBe(200);
      expect((await post('/api/user/login', { email, password: 'Maple-Leaf-2024' })).statusCode).toBe(401);
    });

    it('refuses a common password on reset and on change, and keeps the old one', async () => {
      const member = await signUp(t);
      await post('/api/user/forgot-password', { email: member.email });
      await t.settle();
      const resetToken = t.mail.lastToken(member.email, 'reset-password');
      const reset = await post('/api/user/reset-password', { token: resetToken, password: 'Welcome1' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().message).toBe(english(MESSAGES.commonPassword));
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(member.token),
        payload: { currentPassword: member.password, newPassword: 'Password1!', confirmPassword: 'Password1!' },
      });
      expect(change.statusCode).toBe(400);
      expect(change.json().message).toBe(english(MESSAGES.commonPassword));
      expect((await post('/api/user/login', { email: member.email, password: member.password })).statusCode).toBe(200);
    });

    it('refuses an expired or unknown reset token', async () => {
      const { email } = await signUp(t);
      await post('/api/user/forgot-password', { email });
      await t.settle();
      const token = t.mail.lastToken(email, 'reset-password');
      await t.db
        .updateTable('email_tokens')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('purpose', '=', 'reset_password')
        .execute();
      const res = await post('/api/user/reset-password', { token, password: 'New-Secret-2025' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(english(MESSAGES.invalidResetToken));
      expect((await post('/api/user/reset-password', { token: 'nope', password: 'New-Secret-2025' })).statusCode).toBe(400);
      expect((await post('/api/user/reset-password', { password: 'New-Secret-2025' })).json().errors).toEqual(['Reset token is required']);
    });
  });

  describe('provinces', () => {
    it('lists the 13 provinces and territories, code to name, without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/provinces' });
      expect(res.statusCode).toBe(200);
      const map = res.json();
      expect(Object.keys(map)).toHaveLength(13);
      expect(map).toMatchObject({ ON: 'Ontario', QC: 'Quebec', NU: 'Nunavut', YT: 'Yukon', NL: 'Newfoundland and Labrador' });
    });

    it('names them in French for a French request, under the same codes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/provinces', headers: { 'accept-language': 'fr-CA' } });
      expect(res.headers.vary).toContain('Accept-Language');
      expect(res.json()).toMatchObject({
        QC: 'Québec',
        NL: 'Terre-Neuve-et-Labrador',
        BC: 'Colombie-Britannique',
        PE: 'Île-du-Prince-Édouard',
      });
    });
  });

  describe('profile', () => {
    it('needs a valid bearer token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer('forged') })).statusCode).toBe(401);
    });

    it('returns the member own profile, never cached', async () => {
      const { token, email } = await signUp(t);
      const res = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        firstName: 'Avery',
        lastName: 'Tremblay',
        email,
        dateOfBirth: '1975-06-15',
        address: { street: '12 Elm Street', city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1' },
        city: 'Ottawa',
        province: 'ON',
        provinceName: 'Ontario',
        postalCode: 'K1A 0B1',
        conditions: [],
      });
      expect(res.json()).not.toHaveProperty('password_hash');
    });

    it('updates with the flat payload of the spec, keeps the e-mail read-only', async () => {
      const { token, email } = await signUp(t);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: {
          firstName: 'Ave',
          lastName: 'Tremblay-Roy',
          dateOfBirth: '1976-01-02',
          address: '99 Bank St',
          city: 'Ottawa',
          province: 'ON',
          postalCode: 'k2p1l4',
          email: 'hijack@example.ca',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: english(MESSAGES.profileUpdated),
        profile: { firstName: 'Ave', street: '99 Bank St', postalCode: 'K2P 1L4', email },
      });
    });

    it('requires street and city on edit and answers Update failed with the errors', async () => {
      const { token } = await signUp(t);
      const before = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json();
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { firstName: 'A', lastName: 'B', dateOfBirth: '1980-01-01', address: '', city: '', postalCode: 'K1A0B1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Update failed', errors: ['Street address is required', 'City is required'] });
      const after = (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json();
      expect(after).toEqual(before);
    });
  });

  describe('password change and logout', () => {
    it('checks the current password, matching and strength', async () => {
      const { token } = await signUp(t);
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/password', headers: bearer(token), payload });
      expect(
        (await put({ currentPassword: 'Wrong-1-wrong', newPassword: 'Brand-New-2025', confirmPassword: 'Brand-New-2025' })).json(),
      ).toEqual({ message: 'Failed to update password', errors: [english(MESSAGES.wrongCurrentPassword)] });
      expect(
        (await put({ currentPassword: 'Maple-Leaf-2024', newPassword: 'Brand-New-2025', confirmPassword: 'Brand-New-2026' })).json().errors,
      ).toEqual([english(MESSAGES.newPasswordsMismatch)]);
      expect((await put({ currentPassword: 'Maple-Leaf-2024', newPassword: 'weak', confirmPassword: 'weak' })).json().errors).toEqual([
        english(MESSAGES.weakPassword),
      ]);
    });

    it('keeps the current session and signs every other one out', async () => {
      const { token, email, password } = await signUp(t);
      const other = (await post('/api/user/login', { email, password })).json().token;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword: 'Brand-New-2025', confirmPassword: 'Brand-New-2025' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: english(MESSAGES.passwordUpdated) });
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(other) })).statusCode).toBe(401);
      expect((await post('/api/user/login', { email, password: 'Brand-New-2025' })).statusCode).toBe(200);
    });

    it('logout revokes the session on the server', async () => {
      const { token } = await signUp(t);
      expect((await post('/api/user/logout', {}, bearer(token))).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(401);
    });

    it('expires an idle session', async () => {
      const { token } = await signUp(t);
      await t.db.updateTable('sessions').set({ idle_expires_at: '2000-01-01T00:00:00.000Z' }).execute();
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(401);
    });

    const sessionOf = (token: string) =>
      t.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
    const hoursFromNow = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / 3_600_000;

    it('gives a member a session of 30 minutes idle and 12 hours at most by default', async () => {
      const { email, password } = await signUp(t);
      const { token } = (await post('/api/user/login', { email, password })).json();
      const session = await sessionOf(token);
      expect(hoursFromNow(session.expires_at)).toBeCloseTo(12, 1);
      expect(hoursFromNow(session.idle_expires_at) * 60).toBeCloseTo(30, 0);
      expect(session.persistent).toBe(0);
    });

    it('keeps a member signed in for 30 days idle and 90 days at most when they ask to', async () => {
      const { email, password } = await signUp(t);
      const { token } = (await post('/api/user/login', { email, password, remember: true })).json();
      const session = await sessionOf(token);
      expect(hoursFromNow(session.expires_at) / 24).toBeCloseTo(90, 1);
      expect(hoursFromNow(session.idle_expires_at) / 24).toBeCloseTo(30, 1);
      expect(session.persistent).toBe(1);
      expect((await post('/api/user/login', { email, password, remember: 'yes' })).statusCode).toBe(400);
    });

    it('moves the idle end forward when the session is used', async () => {
      const { email, password } = await signUp(t);
      const { token } = (await post('/api/user/login', { email, password })).json();
      const soon = new Date(Date.now() + 60_000).toISOString();
      await t.db
        .updateTable('sessions')
        .set({ last_used_at: '2000-01-01T00:00:00.000Z', idle_expires_at: soon })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect((await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(200);
      expect(hoursFromNow((await sessionOf(token)).idle_expires_at) * 60).toBeCloseTo(30, 0);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  let member: { email: string; password: string };
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      RATE_LIMIT_AUTH_PER_EMAIL: '3',
      RATE_LIMIT_AUTH_PER_IP: '6',
      RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS: '5',
      TRUST_PROXY: '1',
    });
    member = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  // TRUST_PROXY=1: the client address is the last hop the proxy adds to X-Forwarded-For.
  const login = (email: string, password: string, ip: string, forged = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': forged ? `${forged}, ${ip}` : ip },
    });

  it('counts wrong passwords only: successful logins never use up the limit', async () => {
    for (let i = 0; i < 8; i++) expect((await login(member.email, member.password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('refuses an address from one IP after its failures, with the true remaining Retry-After, without locking out its owner elsewhere', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(member.email, 'Wrong-pass-1', '203.0.113.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await login(member.email, member.password, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many attempts/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The owner, from their own network, is not locked out.
    expect((await login(member.email, member.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('clears the failures of an address from an IP when the right password is given', async () => {
    const other = await signUp(t);
    for (let i = 0; i < 2; i++) expect((await login(other.email, 'Wrong-pass-1', '192.0.2.50')).statusCode).toBe(401);
    expect((await login(other.email, other.password, '192.0.2.50')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(other.email, 'Wrong-pass-1', '192.0.2.50')).statusCode).toBe(401);
    expect((await login(other.email, other.password, '192.0.2.50')).statusCode).toBe(200);
  });

  it('stops one IP guessing across many addresses, whatever X-Forwarded-For it forges', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await login(`guess${i}@example.ca`, 'Wrong-pass-1', '198.51.100.99', `10.9.8.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('caps failures on one address across every IP', async () => {
    const target = 'spread@example.ca';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(target, 'Wrong-pass-1', `198.18.0.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('a longer minimum password length (PASSWORD_MIN_LENGTH)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PASSWORD_MIN_LENGTH: '12' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a password shorter than the configured minimum, and says how long it must be', async () => {
    const short = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: registration({ password: 'Maple-Leaf1' }) });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual(['Password must be at least 12 characters long.']);
    const long = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: registration({ password: 'Maple-Leaf-2024' }) });
    expect(long.statusCode).toBe(201);
  });

  it('tells the forms the minimum', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/password-policy' });
    expect(res.json()).toEqual({ minLength: 12 });
  });
});
