import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@wellpath/shared/user/schemas';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createStaff, createTestApp, english, DATABASES, registration, signUp, type TestApp } from '../../test/helpers.js';

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

    it('answers an address already registered as it answers a new one, changes nothing, and e-mails its owner instead, once a day', async () => {
      const fresh = registration();
      const first = await post('/api/user/register', fresh);
      const owner = registration({ firstName: 'Rowan', lastName: 'Okafor' });
      expect((await post('/api/user/register', owner)).statusCode).toBe(201);
      await t.db.updateTable('users').set({ language: 'fr' }).where('email', '=', owner.email).execute();
      const before = await t.db.selectFrom('users').selectAll().where('email', '=', owner.email).executeTakeFirstOrThrow();
      await t.settle();
      const mailsBefore = t.mail.sent.length;

      const hashes = vi.spyOn(t.app.services.hasher, 'hash');
      const attempt = registration({ email: owner.email.toUpperCase(), password: 'Another-Maple-2031', firstName: 'Sam' });
      const again = await post('/api/user/register', attempt);
      // The same status, message and shape as a new address's answer, after the same password hashing.
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual({
        message: first.json().message,
        user: { _id: expect.any(String), email: owner.email, firstName: 'Sam', lastName: 'Tremblay' },
      });
      expect(Object.keys(again.json().user)).toEqual(Object.keys(first.json().user));
      expect(again.json().user._id).not.toBe(before.id);
      expect(hashes).toHaveBeenCalledTimes(1);
      hashes.mockRestore();

      // Nothing about the account changed; no verification link went out.
      expect(await t.db.selectFrom('users').selectAll().where('email', '=', owner.email).execute()).toEqual([before]);
      await t.settle();
      const sent = t.mail.sent.slice(mailsBefore);
      expect(sent.map((m) => m.to)).toEqual([owner.email]);
      const notice = sent[0]!;
      // In the owner's language, with the way in and no link that does anything by itself.
      expect(notice.subject).toBe('Quelqu’un a tenté de s’inscrire à Cedar Grove Lifestyle Medicine avec votre adresse');
      expect(notice.text).toContain('http://localhost:3000/login');
      expect(notice.text).toContain('http://localhost:3000/forgot-password');
      expect(notice.text).not.toMatch(/verify-email|reset-password/);

      // Again the same day: the same answer, and no second e-mail.
      expect((await post('/api/user/register', attempt)).statusCode).toBe(201);
      await t.settle();
      expect(t.mail.sent.length).toBe(mailsBefore + 1);
      expect((await post('/api/user/login', { email: owner.email, password: owner.password })).statusCode).toBe(403);
    });

    it('tells an English-speaking owner in English', async () => {
      const owner = registration();
      expect((await post('/api/user/register', owner)).statusCode).toBe(201);
      expect((await post('/api/user/register', { ...owner, password: 'Another-Maple-2031' })).statusCode).toBe(201);
      await t.settle();
      const notice = t.mail.sent.filter((m) => m.to === owner.email).at(-1)!;
      expect(notice.subject).toBe('Someone tried to sign up to Cedar Grove Lifestyle Medicine with your address');
      expect(notice.text).toContain('If it was you, you already have an account');
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

    it.each(['Welcome1!', 'Password123!', 'Qwerty123!'])(
      'refuses %j, easy to guess, on register, reset and change, with what makes it so, and keeps the old one',
      async (guessable) => {
        const register = await post('/api/user/register', registration({ password: guessable }));
        expect(register.statusCode).toBe(400);
        expect(register.json()).toEqual({
          message: english(MESSAGES.weakPassword),
          errors: [
            'This password would be easy to guess.',
            expect.stringMatching(/commonly used password/),
            'Add more words that are less common.',
            expect.any(String),
          ],
        });
        const member = await signUp(t);
        await post('/api/user/forgot-password', { email: member.email });
        await t.settle();
        const resetToken = t.mail.lastToken(member.email, 'reset-password');
        const reset = await post('/api/user/reset-password', { token: resetToken, password: guessable }, { 'accept-language': 'fr-CA' });
        expect(reset.statusCode).toBe(400);
        expect(reset.json().message).toBe('Le mot de passe n’est pas assez robuste');
        expect(reset.json().errors.slice(0, 2)).toEqual([
          'Ce mot de passe serait facile à deviner.',
          expect.stringMatching(/mot de passe couramment utilisé/),
        ]);
        const change = await t.app.inject({
          method: 'PUT',
          url: '/api/user/password',
          headers: bearer(member.token),
          payload: { currentPassword: member.password, newPassword: guessable, confirmPassword: guessable },
        });
        expect(change.statusCode).toBe(400);
        expect(change.json().errors[0]).toBe('This password would be easy to guess.');
        expect((await post('/api/user/login', { email: member.email, password: member.password })).statusCode).toBe(200);
        // The link still works for a password that is not easy to guess.
        expect((await post('/api/user/reset-password', { token: resetToken, password: 'Spruce-Trail-2027!' })).statusCode).toBe(200);
      },
    );

    it('refuses a password made of the member’s own name or address, which alone would pass', async () => {
      const own = registration({
        firstName: 'Marguerite',
        lastName: 'Desrosiers',
        email: 'marguerite.desrosiers@example.ca',
        password: 'Desrosiers2024!',
      });
      const res = await post('/api/user/register', own);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContain('It should not contain your name or your e-mail address.');
      const someoneElse = registration({ password: 'Desrosiers2024!' });
      expect((await post('/api/user/register', someoneElse)).statusCode).toBe(201);
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

describe('a crowd of wrong passwords (device cookies)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The defaults: 10 failures of an address per IP, 100 from every IP together, 50 per IP.
    t = await createTestApp('sqlite', {
      RATE_LIMIT_AUTH_PER_EMAIL: '10',
      RATE_LIMIT_AUTH_PER_IP: '50',
      RATE_LIMIT_AUTH_PER_EMAIL_ALL_IPS: '100',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });
  /** The device cookie a login answer sets, as the browser sends it back. */
  const deviceCookie = (res: Awaited<ReturnType<typeof login>>) => {
    const set = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('wp_device_') && !c.includes('Max-Age=0'));
    expect(set, 'a device cookie').toBeDefined();
    return set!.split(';')[0]!;
  };
  /** Eleven wrong passwords from each of ten addresses: the address is locked for every unknown client. */
  const crowd = async (email: string) => {
    for (let ip = 1; ip <= 10; ip++) for (let i = 0; i < 11; i++) await login(email, 'Not-The-Password-9', `198.18.${ip}.1`);
  };

  it('keeps a browser that signed in before signed in, member or staff, while unknown clients are refused', async () => {
    const member = await signUp(t);
    const staff = await createStaff(t, 'clinician');
    const staffPassword = 'Cedar-Grove-Care-2026!';
    await t.db
      .updateTable('users')
      .set({ password_hash: await t.app.services.hasher.hash(staffPassword), totp_enabled_at: null })
      .where('id', '=', staff.userId)
      .execute();
    const accounts = [
      { email: member.email, password: member.password, cookie: '' },
      { email: staff.email, password: staffPassword, cookie: '' },
    ];
    for (const account of accounts) {
      const first = await login(account.email, account.password, '192.0.2.10');
      expect(first.statusCode, first.body).toBe(200);
      account.cookie = deviceCookie(first);
      const attributes = [first.headers['set-cookie']].flat().join('\n');
      expect(attributes).toMatch(/HttpOnly/);
      expect(attributes).toMatch(/SameSite=Strict/);
      expect(attributes).toMatch(/Path=\/api\/user\/login/);
      expect(attributes).toMatch(/Max-Age=31536000/);
      expect(attributes).not.toMatch(/Secure/); // PUBLIC_URL is http:// here
    }
    for (const { email, password, cookie } of accounts) {
      await crowd(email);
      // Any unknown client, the owner on another browser included, is locked out for the window.
      expect((await login(email, password, '203.0.113.200')).statusCode).toBe(429);
      // The browser that signed in before, from wherever it is now, is not.
      const back = await login(email, password, '203.0.113.201', cookie);
      expect(back.statusCode, back.body).toBe(200);
      // A forged cookie, or another account's under this account's name, is an unknown client's.
      const [name, value] = cookie.split('=') as [string, string];
      expect((await login(email, password, '203.0.113.202', `${name}=${value.slice(0, -2)}xx`)).statusCode).toBe(429);
      const other = accounts.find((a) => a.email !== email)!.cookie.split('=')[1]!;
      expect((await login(email, password, '203.0.113.203', `${name}=${other}`)).statusCode).toBe(429);
    }
  });

  it('counts a device cookie’s own failures, and trusts it no more once they reach the limit', async () => {
    const member = await signUp(t);
    let cookie = deviceCookie(await login(member.email, member.password, '192.0.2.20'));
    await crowd(member.email);
    // Its own wrong passwords (a thief with the browser) count on the cookie: nine, then the right one still works.
    for (let i = 0; i < 9; i++) expect((await login(member.email, 'Wrong-pass-1', '192.0.2.21', cookie)).statusCode).toBe(401);
    const ok = await login(member.email, member.password, '192.0.2.21', cookie);
    expect(ok.statusCode).toBe(200);
    cookie = deviceCookie(ok);
    // Ten in a row: the cookie is locked out, and with the address locked too its browser is refused.
    for (let i = 0; i < 10; i++) expect((await login(member.email, 'Wrong-pass-1', '192.0.2.22', cookie)).statusCode).toBe(401);
    const refused = await login(member.email, member.password, '192.0.2.22', cookie);
    expect(refused.statusCode).toBe(429);
    expect([refused.headers['set-cookie']].flat().join('\n')).toMatch(/^wp_device_[0-9a-f]{24}=; Max-Age=0/);
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
