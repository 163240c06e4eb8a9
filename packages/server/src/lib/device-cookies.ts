import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 0071).
 *
 * Counting wrong passwords per account stops a guesser, but a crowd can use that count to lock the
 * owner out: a few wrong passwords from many addresses, again and again. So a browser that has signed
 * in to an account before carries a cookie saying so, signed with the server's key and naming the
 * account; its logins are counted per cookie, not per account, and others' failures do not lock it.
 * A cookie that reaches its own failure limit is no longer trusted (its browser is then an unknown
 * client again), and each successful login gives a fresh one.
 *
 * One cookie per account (its name is derived from the address, so several people can share a
 * browser), sent to the login call only: `HttpOnly`, `SameSite=Strict`, `Secure` when the app is
 * served over https, kept a year.
 */
export class DeviceCookies {
  static readonly MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
  static readonly PATH = '/api/user/login';

  constructor(
    private readonly key: Buffer,
    private readonly secure: boolean,
  ) {}

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  /** The cookie's name for an account: derived from the address, which it does not reveal. */
  nameFor(email: string): string {
    return `wp_device_${this.mac(`name|${email.trim().toLowerCase()}`).subarray(0, 12).toString('hex')}`;
  }

  private signature(email: string, nonce: string): Buffer {
    return this.mac(`device|${email.trim().toLowerCase()}|${nonce}`);
  }

  /** A new cookie for a browser that just signed in to this account, as a Set-Cookie value. */
  issue(email: string): { nonce: string; setCookie: string } {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${nonce}.${this.signature(email, nonce).toString('base64url')}`;
    return { nonce, setCookie: this.cookie(this.nameFor(email), value, DeviceCookies.MAX_AGE_SECONDS) };
  }

  /** The Set-Cookie value that makes the browser forget this account's cookie. */
  forget(email: string): string {
    return this.cookie(this.nameFor(email), '', 0);
  }

  /**
   * The id (nonce) of this account's cookie in a request's Cookie header, when its signature is the
   * server's for this very account; undefined for no cookie, a forged one, or another account's.
   */
  read(cookieHeader: string | undefined, email: string): string | undefined {
    if (!cookieHeader) return undefined;
    const name = this.nameFor(email);
    for (const part of cookieHeader.split(';')) {
      const eq = part.indexOf('=');
      if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
      const [nonce, sig, ...rest] = part
        .slice(eq + 1)
        .trim()
        .split('.');
      if (!nonce || !sig || rest.length > 0 || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return undefined;
      const given = Buffer.from(sig, 'base64url');
      const expected = this.signature(email, nonce);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    }
    return undefined;
  }

  private cookie(name: string, value: string, maxAge: number): string {
    return [
      `${name}=${value}`,
      `Max-Age=${maxAge}`,
      `Path=${DeviceCookies.PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }
}
