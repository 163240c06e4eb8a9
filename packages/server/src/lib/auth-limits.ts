import type { Config } from '../config.js';
import type { RateLimiter } from './rate-limiter.js';
import { tooManyRequests } from './http-errors.js';

export type LimitedAction =
  'login' | 'register' | 'forgot-password' | 'resend-verification' | 'reset-password' | 'verify-email' | 'password-change';

/** Per-IP and per-account attempt limits for the account calls (security baseline, V2). */
export class AuthLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Config['rateLimit'],
  ) {}

  async check(action: LimitedAction, ip: string, account?: string): Promise<void> {
    const { windowSeconds, authPerIp, authPerEmail } = this.config;
    const byIp = await this.limiter.hit(`${action}:ip:${ip}`, authPerIp, windowSeconds);
    if (!byIp.allowed) throw tooManyRequests();
    if (account) {
      const byAccount = await this.limiter.hit(`${action}:account:${account.toLowerCase()}`, authPerEmail, windowSeconds);
      if (!byAccount.allowed) throw tooManyRequests();
    }
  }
}
