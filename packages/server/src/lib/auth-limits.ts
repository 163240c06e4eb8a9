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
 * Logins count failures only, keyed three ways: the IP, the address from that IP (the pair), and the
 * address from anywhere with a much higher cap. So someone guessing from elsewhere cannot lock the
 * owner out with ten wrong passwords, a success clears the pair's count, and a slow guess spread over
 * many addresses is still stopped by the IP's.
 */
export class AuthLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Config['rateLimit'],
  ) {}

  /** Counts one attempt of an action that is limited whether or not it succeeds. */
  async check(action: Exclude<LimitedAction, 'login'>, ip: string, account?: string): Promise<void> {
    const { windowSeconds, authPerIp, authPerEmail } = this.config;
    refuseIfOver([await this.limiter.hit(`${action}:ip:${ip}`, authPerIp, windowSeconds)]);
    if (account) refuseIfOver([await this.limiter.hit(`${action}:account:${account.toLowerCase()}`, authPerEmail, windowSeconds)]);
  }

  private loginKeys(ip: string, email: string) {
    const address = email.trim().toLowerCase();
    const { authPerIp, authPerEmail, authPerEmailAllIps } = this.config;
    return [
      { key: `login-failure:ip:${ip}`, limit: authPerIp },
      { key: `login-failure:pair:${address}|${ip}`, limit: authPerEmail },
      { key: `login-failure:account:${address}`, limit: authPerEmailAllIps },
      // Wrong second-factor codes (after the right password) from anywhere: a code is six digits, so
      // it gets the per-address limit across every IP, not the much higher one of passwords.
      { key: `second-factor-failure:account:${address}`, limit: authPerEmail },
    ];
  }

  /** Before a login is tried: refuses (429) when any of its failure counts is used up. */
  async checkLogin(ip: string, email: string): Promise<void> {
    refuseIfOver(await Promise.all(this.loginKeys(ip, email).map(({ key, limit }) => this.limiter.peek(key, limit))));
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    const { windowSeconds } = this.config;
    await Promise.all(
      this.loginKeys(ip, email)
        .slice(0, 3)
        .map(({ key, limit }) => this.limiter.hit(key, limit, windowSeconds)),
    );
  }

  /** A wrong second-factor code after the right password: a login failure, and one of the address's code failures. */
  async secondFactorFailed(ip: string, email: string): Promise<void> {
    const { windowSeconds } = this.config;
    await Promise.all(this.loginKeys(ip, email).map(({ key, limit }) => this.limiter.hit(key, limit, windowSeconds)));
  }

  /** A correct password clears the failures of this address from this IP. */
  async loginSucceeded(ip: string, email: string): Promise<void> {
    await this.limiter.reset(this.loginKeys(ip, email)[1]!.key);
  }
}
