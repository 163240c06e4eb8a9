import { expect, it } from 'vitest';
import { totpCode, totpStep } from '../../lib/totp.js';
import { bearer, describeWithApp, signUp, type TestApp } from '../../test/helpers.js';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The current code of an authenticator app holding `secret`, `offset` steps away. */
const codeFor = (secret: string, offset = 0) => totpCode(secret, totpStep(Date.now()) + offset);

function api(t: TestApp) {
  return {
    get: (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (token: string, url: string, payload?: Record<string, unknown>, extra: { remoteAddress?: string } = {}) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}), ...extra }),
    login: (payload: Record<string, unknown>, extra: { userAgent?: string; remoteAddress?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload,
        headers: extra.userAgent ? { 'user-agent': extra.userAgent } : {},
        ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
      }),
  };
}

/** A member with the second factor on, through the profile's calls. */
async function enrolledMember(t: TestApp) {
  const member = await signUp(t);
  const { post } = api(t);
  const setup = (await post(member.token, '/api/user/second-factor/setup')).json();
  const confirm = await post(member.token, '/api/user/second-factor/confirm', { code: codeFor(setup.secret) });
  expect(confirm.statusCode).toBe(200);
  return { ...member, secret: setup.secret as string, recoveryCodes: confirm.json().recovery_codes as string[] };
}

async function events(t: TestApp, email: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('security_events')
    .innerJoin('users', 'users.id', 'security_events.user_id')
    .select('security_events.type')
    .where('users.email', '=', email)
    .orderBy('security_events.created_at')
    .execute();
  return rows.map((r) => r.type);
}

describeWithApp('account safety: the member second factor and signed-in devices', (t) => {
  const { get, post, login } = api(t);

  it('enrols with a QR code and a key, confirmed by a code, and gives ten recovery codes once', async () => {
    const member = await signUp(t);
    expect((await get(member.token, '/api/user/second-factor')).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const setup = (await post(member.token, '/api/user/second-factor/setup')).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until confirmed: logging in still needs only the password.
    expect((await login({ email: member.email, password: member.password })).statusCode).toBe(200);

    const wrong = await post(member.token, '/api/user/second-factor/confirm', { code: codeFor(setup.secret, 5) });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await post(member.token, '/api/user/second-factor/confirm', { code: codeFor(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Stored hashed: no code is in the database as shown.
    const stored = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.some((r) => codes.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);

    expect((await get(member.token, '/api/user/second-factor')).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await post(member.token, '/api/user/second-factor/setup')).json()).toEqual({ message: 'Two-step verification is already on.' });
    expect(await events(t, member.email)).toContain('second_factor_enabled');
  });

  it('asks for the code after the password, refuses a wrong or reused one, and takes each recovery code once', async () => {
    const member = await enrolledMember(t);
    const missing = await login({ email: member.email, password: member.password });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'TOTP_REQUIRED' });
    // The password is checked first: a wrong one says only that, whatever the code.
    const badPassword = await login({ email: member.email, password: 'Not-The-Password-9', code: codeFor(member.secret, 1) });
    expect(badPassword.json()).toEqual({ message: 'Invalid credentials' });
    expect((await login({ email: member.email, password: member.password, code: codeFor(member.secret, 4) })).json().code).toBe(
      'TOTP_INVALID',
    );

    // The code that turned it on, typed again at the next login: spent, and said so with what to do.
    const { totp_last_step } = await t.db
      .selectFrom('users')
      .select('totp_last_step')
      .where('email', '=', member.email)
      .executeTakeFirstOrThrow();
    const setupCode = totpCode(member.secret, totp_last_step!);
    expect((await login({ email: member.email, password: member.password, code: setupCode })).json()).toEqual({
      code: 'TOTP_INVALID',
      message:
        'That code was already used. Wait for the next code in your authenticator app (a new one appears every 30 seconds) and enter it.',
    });

    const next = codeFor(member.secret, 1);
    const ok = await login({ email: member.email, password: member.password, code: next });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ token: expect.any(String), role: 'member', language: 'en' });
    expect((await login({ email: member.email, password: member.password, code: next })).json().code).toBe('TOTP_INVALID');

    const recovery = member.recoveryCodes[2]!;
    expect((await login({ email: member.email, password: member.password, code: recovery.toLowerCase() })).statusCode).toBe(200);
    expect((await login({ email: member.email, password: member.password, code: recovery })).statusCode).toBe(401);
    expect((await get(member.token, '/api/user/second-factor')).json().recovery_codes_left).toBe(9);
    expect(await events(t, member.email)).toEqual(expect.arrayContaining(['second_factor_failed', 'recovery_code_used']));
  });

  it('replaces the recovery codes only with a code, and the old ones stop working', async () => {
    const member = await enrolledMember(t);
    const refused = await post(member.token, '/api/user/second-factor/recovery-codes', { code: 'AAAAA-AAAAA' });
    expect(refused.statusCode).toBe(400);
    const fresh = await post(member.token, '/api/user/second-factor/recovery-codes', { code: member.recoveryCodes[0]! });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(member.recoveryCodes[1]);
    expect((await login({ email: member.email, password: member.password, code: member.recoveryCodes[1]! })).statusCode).toBe(401);
    expect((await login({ email: member.email, password: member.password, code: codes[0]! })).statusCode).toBe(200);
    expect(await events(t, member.email)).toContain('recovery_codes_replaced');
  });

  it('turns the second factor off only with the password and a code', async () => {
    const member = await enrolledMember(t);
    const url = '/api/user/second-factor/disable';
    const wrongPassword = await post(member.token, url, { password: 'Not-The-Password-9', code: member.recoveryCodes[0]! });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('Your password is not right.');
    const wrongCode = await post(member.token, url, { password: member.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect((await post(member.token, url, { password: member.password })).statusCode).toBe(400);
    // Still on after the refusals.
    expect((await get(member.token, '/api/user/second-factor')).json().enabled).toBe(true);

    const off = await post(member.token, url, { password: member.password, code: codeFor(member.secret, 1) });
    expect(off.statusCode).toBe(200);
    expect((await get(member.token, '/api/user/second-factor')).json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(
      await t.db
        .selectFrom('recovery_codes')
        .select('id')
        .where('user_id', '=', await userId(member.email))
        .execute(),
    ).toEqual([]);
    // The spec's login again: e-mail and password, the token back.
    expect((await login({ email: member.email, password: member.password })).statusCode).toBe(200);
    expect(await events(t, member.email)).toEqual(expect.arrayContaining(['second_factor_disable_failed', 'second_factor_disabled']));
  });

  async function userId(email: string): Promise<string> {
    return (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  }

  it('lists the live sessions with their device, IP and last use, this one marked', async () => {
    const member = await signUp(t);
    const phone = (
      await login({ email: member.email, password: member.password }, { userAgent: SAFARI_IPHONE, remoteAddress: '203.0.113.7' })
    ).json().token as string;
    const laptop = (await login({ email: member.email, password: member.password, remember: true }, { userAgent: FIREFOX_WINDOWS })).json()
      .token as string;
    await post(phone, '/api/user/logout');

    const list = (await get(laptop, '/api/user/sessions')).json().sessions as Array<Record<string, unknown>>;
    // The logged-out phone is not listed: the first sign-in (no user agent) and the laptop are.
    expect(list).toHaveLength(2);
    const current = list.find((s) => s.current)!;
    expect(current).toMatchObject({ device: 'Firefox on Windows', ip: '127.0.0.1', remembered: true });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Unknown device', remembered: false });
    expect(typeof current.last_used_at).toBe('string');
    expect(JSON.stringify(list)).not.toContain('token');
  });

  it('ends one of the member’s sessions at once, and never another member’s', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const aPhone = (await login({ email: a.email, password: a.password }, { userAgent: SAFARI_IPHONE })).json().token as string;
    // Used once, so the session cache holds it.
    expect((await get(aPhone, '/api/user/profile')).statusCode).toBe(200);
    const aSessions = (await get(a.token, '/api/user/sessions')).json().sessions as Array<{ _id: string; device: string }>;
    const phoneId = aSessions.find((s) => s.device === 'Safari on iPhone')!._id;

    const byB = await post(b.token, `/api/user/sessions/${phoneId}/end`);
    expect(byB.statusCode).toBe(404);
    expect((await get(aPhone, '/api/user/profile')).statusCode).toBe(200);

    const byA = await post(a.token, `/api/user/sessions/${phoneId}/end`);
    expect(byA.statusCode).toBe(200);
    expect((await get(aPhone, '/api/user/profile')).statusCode).toBe(401);
    expect((await post(a.token, `/api/user/sessions/${phoneId}/end`)).statusCode).toBe(404);
    expect((await get(a.token, '/api/user/profile')).statusCode).toBe(200);
    expect(await events(t, a.email)).toContain('session_ended');
  });

  it('ends every other session at once and keeps this one', async () => {
    const member = await signUp(t);
    const other1 = (await login({ email: member.email, password: member.password })).json().token as string;
    const other2 = (await login({ email: member.email, password: member.password })).json().token as string;
    const someoneElse = await signUp(t);
    for (const token of [other1, other2]) expect((await get(token, '/api/user/profile')).statusCode).toBe(200);

    expect((await post(member.token, '/api/user/sessions/end-others')).statusCode).toBe(200);
    for (const token of [other1, other2]) expect((await get(token, '/api/user/profile')).statusCode).toBe(401);
    const left = (await get(member.token, '/api/user/sessions')).json().sessions as Array<{ current: boolean }>;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    expect((await get(someoneElse.token, '/api/user/profile')).statusCode).toBe(200);
    expect(await events(t, member.email)).toContain('other_sessions_ended');
  });
});

describeWithApp(
  'account safety: code attempts are limited',
  (t) => {
    const { post, login } = api(t);

    it('stops guessing login codes from many IPs after the per-address limit, and guessing codes in the profile', async () => {
      const member = await enrolledMember(t);
      for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        const wrong = await login(
          { email: member.email, password: member.password, code: codeFor(member.secret, 6) },
          { remoteAddress: ip },
        );
        expect(wrong.json().code).toBe('TOTP_INVALID');
      }
      const locked = await login(
        { email: member.email, password: member.password, code: codeFor(member.secret, 1) },
        { remoteAddress: '198.51.100.4' },
      );
      expect(locked.statusCode).toBe(429);

      const other = await enrolledMember(t);
      const url = '/api/user/second-factor/recovery-codes';
      // Every attempt counts, the enrolment's confirmation too: two more, then no more.
      for (let i = 0; i < 2; i++)
        expect((await post(other.token, url, { code: '000000' }, { remoteAddress: `192.0.2.${i}` })).statusCode).toBe(400);
      expect((await post(other.token, url, { code: other.recoveryCodes[0]! }, { remoteAddress: '192.0.2.9' })).statusCode).toBe(429);
    });
  },
  { RATE_LIMIT_AUTH_PER_EMAIL: '3' },
);
