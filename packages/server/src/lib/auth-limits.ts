import type { Config } from '../config.js';
import type { LimitState, RateLimiter } from './rate-limiter.js';
import { tooManyRequests } from './http-errors.js';

export type LimitedAction =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'resend-verification'
  | 'reset-password'
  | 'verify-email'
  | 'password-change'
  | 'second-factor'
  | 'data-export'
  | 'delete-account';

function refuseIfOver(states: LimitState[]): void {
  const over = states.filter((s) => !s.allowed);
  if (over.length > 0) throw tooManyRequests(Math.max(...over.map((s) => s.retryAfterSeconds)));
}

/**
 * Attempt limits for the account calls (security baseline, V2), per IP and per account.
 *
 * Logins count failures only. From an unknown client they are keyed three ways: the IP, the address
 * from that IP (the pair), and the address from anywhere with a much higher cap. So someone guessing
 * from elsewhere cannot lock the owner out with ten wrong passwords, a success clears the pair's
 * count, and a slow guess spread over many addresses is still stopped by the IP's. A browser with the
 * account's device cookie (lib/device-cookies.ts, decision 0071) is counted by its cookie instead of
 * by the address: a crowd's failures, which lock the address for unknown clients, do not lock it out,
 * and once its own failures reach the per-address limit the cookie is trusted no more.
 */
export class AuthLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Config['rateLimit'],
    /** How long a device cookie that reached its failure limit stays untrusted: its whole life. */
    private readonly deviceLifetimeSeconds = 365 * 24 * 60 * 60,
  ) {}

  /** Counts one attempt of an action that is limited whether or not it succeeds. */
  async check(action: Exclude<LimitedAction, 'login'>, ip: string, account?: string): Promise<void> {
    const { windowSeconds, authPerIp, authPerEmail } = this.config;
    refuseIfOver([await this.limiter.hit(`${action}:ip:${ip}`, authPerIp, windowSeconds)]);
    if (account) refuseIfOver([await this.limiter.hit(`${action}:account:${account.toLowerCase()}`, authPerEmail, windowSeconds)]);
  }

  /**
   * The device cookie's id when it is still trusted: undefined when there is none, or when it reached
   * its failure limit (the route has already checked its signature).
   */
  async trustedDevice(device: string | undefined): Promise<string | undefined> {
    if (!device) return undefined;
    return (await this.limiter.peek(`device-untrusted:${device}`, 1)).allowed ? device : undefined;
  }

  /** The failure counts of a login: the password's, and the second factor's (wrong codes after the right password). */
  private loginKeys(ip: string, email: string, device: string | undefined) {
    const address = email.trim().toLowerCase();
    const { authPerIp, authPerEmail, authPerEmailAllIps } = this.config;
    const password = [
      { key: `login-failure:ip:${ip}`, limit: authPerIp },
      ...(device
        ? [{ key: `login-failure:device:${device}`, limit: authPerEmail }]
        : [
            { key: `login-failure:pair:${address}|${ip}`, limit: authPerEmail },
            { key: `login-failure:account:${address}`, limit: authPerEmailAllIps },
          ]),
    ];
    // A code is six digits: wrong codes get the per-address limit across every IP, device or not.
    const code = { key: `second-factor-failure:account:${address}`, limit: authPerEmail };
    return { password, code, pair: `login-failure:pair:${address}|${ip}` };
  }

  /** Before a login is tried: refuses (429) when any of its failure counts is used up. */
  async checkLogin(ip: string, email: string, device?: string): Promise<void> {
    const { password, code } = this.loginKeys(ip, email, device);
    refuseIfOver(await Promise.all([...password, code].map(({ key, limit }) => this.limiter.peek(key, limit))));
  }

  async loginFailed(ip: string, email: string, device?: string): Promise<void> {
    const { windowSeconds } = this.config;
    const { password } = this.loginKeys(ip, email, device);
    await Promise.all(password.map(({ key, limit }) => this.limiter.hit(key, limit, windowSeconds)));
    if (!device) return;
    // The cookie's own failures reached the limit: from now on its browser is an unknown client.
    if (!(await this.limiter.peek(`login-failure:device:${device}`, this.config.authPerEmail)).allowed)
      await this.limiter.hit(`device-untrusted:${device}`, 0, this.deviceLifetimeSeconds);
  }

  /** A wrong second-factor code after the right password: a login failure, and one of the address's code failures. */
  async secondFactorFailed(ip: string, email: string, device?: string): Promise<void> {
    const { windowSeconds } = this.config;
    const { code } = this.loginKeys(ip, email, device);
    await Promise.all([this.loginFailed(ip, email, device), this.limiter.hit(code.key, code.limit, windowSeconds)]);
  }

  /** A correct password clears the failures of this address from this IP, and those of the device cookie it came with. */
  async loginSucceeded(ip: string, email: string, device?: string): Promise<void> {
    const { pair } = this.loginKeys(ip, email, device);
    await Promise.all([this.limiter.reset(pair), ...(device ? [this.limiter.reset(`login-failure:device:${device}`)] : [])]);
  }
}
