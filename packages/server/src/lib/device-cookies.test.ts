import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DeviceCookies } from './device-cookies.js';

describe('device cookies', () => {
  const cookies = new DeviceCookies(randomBytes(32), true);
  const sent = (setCookie: string) => setCookie.split(';')[0]!;

  it('are signed for one account: the server reads back its own, never a forged one or another account’s', () => {
    const { nonce, setCookie } = cookies.issue('Avery@Example.ca');
    const cookie = sent(setCookie);
    expect(cookies.read(`lang=fr; ${cookie}`, 'avery@example.ca')).toBe(nonce);
    expect(cookies.read(cookie, 'someone@example.ca')).toBeUndefined();
    const [name, value] = cookie.split('=') as [string, string];
    const [id, signature] = value.split('.') as [string, string];
    expect(cookies.read(`${name}=${randomBytes(16).toString('base64url')}.${signature}`, 'avery@example.ca')).toBeUndefined();
    expect(cookies.read(`${name}=${id}.${signature.slice(0, -1)}`, 'avery@example.ca')).toBeUndefined();
    expect(cookies.read(`${name}=${id}`, 'avery@example.ca')).toBeUndefined();
    expect(new DeviceCookies(randomBytes(32), true).read(cookie, 'avery@example.ca')).toBeUndefined();
    expect(cookies.read(undefined, 'avery@example.ca')).toBeUndefined();
  });

  it('are named per account without naming it, sent to the login call only, out of scripts’ reach, a year long', () => {
    const { setCookie } = cookies.issue('avery@example.ca');
    expect(setCookie).toMatch(/^wp_device_[0-9a-f]{24}=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
    expect(setCookie).not.toContain('avery');
    expect(cookies.nameFor('avery@example.ca')).not.toBe(cookies.nameFor('sam@example.ca'));
    expect(setCookie.split('; ').slice(1)).toEqual(['Max-Age=31536000', 'Path=/api/user/login', 'HttpOnly', 'SameSite=Strict', 'Secure']);
    expect(new DeviceCookies(randomBytes(32), false).issue('a@b.ca').setCookie).not.toContain('Secure');
    expect(cookies.forget('avery@example.ca')).toBe(
      `${cookies.nameFor('avery@example.ca')}=; Max-Age=0; Path=/api/user/login; HttpOnly; SameSite=Strict; Secure`,
    );
  });
});
