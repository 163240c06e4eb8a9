import type { MemberSecondFactor, MemberSession } from '@wellpath/shared/user/account-safety';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { deviceLabel } from '../../lib/device-label.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { SECOND_FACTOR_MESSAGES, type SecondFactor } from '../staff/second-factor.js';
import type { PasswordHasher } from '../user/password-hasher.js';
import type { SessionCache } from '../user/session-cache.js';
import * as users from '../user/user.service.js';

export const ACCOUNT_SAFETY_MESSAGES = {
  alreadyOn: smsg('api.safety.alreadyOn'),
  notOn: smsg('api.safety.notOn'),
  wrongCode: smsg('api.safety.wrongCode'),
  wrongPassword: smsg('api.safety.wrongPassword'),
  disabled: smsg('api.safety.disabled'),
  sessionEnded: smsg('api.safety.sessionEnded'),
  sessionNotFound: smsg('api.safety.sessionNotFound'),
  othersEnded: smsg('api.safety.othersEnded'),
} as const;

export interface AccountSafetyDeps {
  db: Db;
  hasher: PasswordHasher;
  secondFactor: SecondFactor;
  /** Told of every session this service ends, so the session stops working at once. */
  sessionCache: SessionCache;
}

/**
 * A member's account safety (decision 0043): their optional second factor (the staff one: TOTP with
 * recovery codes) and their signed-in devices, which they can sign out one by one or all but this one.
 * Every call is about the member of the session; nothing here takes another member's id on trust.
 */
export class AccountSafetyService {
  constructor(private readonly deps: AccountSafetyDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async member(userId: string): Promise<UserRow> {
    const user = await users.findUserById(this.db, userId);
    if (!user) throw notFound(smsg('api.accountNotFound'));
    return user;
  }

  async secondFactorStatus(userId: string): Promise<MemberSecondFactor> {
    const user = await this.member(userId);
    const enabled = user.totp_enabled_at !== null;
    return { enabled, recovery_codes_left: enabled ? await this.deps.secondFactor.recoveryCodesLeft(userId) : 0 };
  }

  async setup(userId: string) {
    const user = await this.member(userId);
    if (user.totp_enabled_at) throw badRequest(ACCOUNT_SAFETY_MESSAGES.alreadyOn);
    const { secret, otpauthUrl, qrCode } = await this.deps.secondFactor.begin(user);
    return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
  }

  async confirm(member: users.AuthenticatedMember, code: string, ip: string | null) {
    const user = await this.member(member.userId);
    if (user.totp_enabled_at) throw badRequest(ACCOUNT_SAFETY_MESSAGES.alreadyOn);
    const codes = await this.deps.secondFactor.confirm(user.id, member.sessionId, code);
    await users.recordSecurityEvent(this.db, 'second_factor_enabled', user.id, ip);
    return { recovery_codes: codes };
  }

  /** Ten new recovery codes (the old ones stop working); a current code or a recovery code proves it is the member. */
  async newRecoveryCodes(userId: string, code: string, ip: string | null) {
    const user = await this.member(userId);
    if (!user.totp_enabled_at) throw badRequest(ACCOUNT_SAFETY_MESSAGES.notOn);
    await this.spendCode(user, code, ip);
    const codes = await this.deps.secondFactor.newRecoveryCodes(user.id);
    await users.recordSecurityEvent(this.db, 'recovery_codes_replaced', user.id, ip);
    return { recovery_codes: codes };
  }

  /** Turns the second factor off: the password and a code are both needed, so a session left open is not enough. */
  async disable(userId: string, password: string, code: string, ip: string | null) {
    const user = await this.member(userId);
    if (!user.totp_enabled_at) throw badRequest(ACCOUNT_SAFETY_MESSAGES.notOn);
    if (!(await this.deps.hasher.verify(user.password_hash, password))) {
      await users.recordSecurityEvent(this.db, 'second_factor_disable_failed', user.id, ip);
      throw badRequest(ACCOUNT_SAFETY_MESSAGES.wrongPassword);
    }
    await this.spendCode(user, code, ip);
    await this.deps.secondFactor.disable(user.id);
    await users.recordSecurityEvent(this.db, 'second_factor_disabled', user.id, ip);
    return { message: ACCOUNT_SAFETY_MESSAGES.disabled };
  }

  /** A code from the app or a recovery code, spent; a wrong one is a 400 here (a 401 would read as a lost session). */
  private async spendCode(user: UserRow, code: string, ip: string | null): Promise<void> {
    const used = await this.deps.secondFactor.use(user, code);
    if (used === null || used === 'reused') {
      await users.recordSecurityEvent(this.db, 'second_factor_failed', user.id, ip);
      throw badRequest(used === 'reused' ? SECOND_FACTOR_MESSAGES.reused : ACCOUNT_SAFETY_MESSAGES.wrongCode);
    }
    if (used === 'recovery') await users.recordSecurityEvent(this.db, 'recovery_code_used', user.id, ip);
  }

  /** The member's live sessions, this one marked. */
  async listSessions(member: users.AuthenticatedMember): Promise<{ sessions: MemberSession[] }> {
    const rows = await users.listLiveSessions(this.db, member.userId);
    return {
      sessions: rows.map((row) => ({
        _id: row.id,
        device: deviceLabel(row.user_agent),
        ip: row.ip,
        signed_in_at: row.created_at,
        last_used_at: row.last_used_at,
        remembered: row.persistent === 1,
        current: row.id === member.sessionId,
      })),
    };
  }

  /** Signs one of the member's own sessions out, at once; another member's session is "not found". */
  async endSession(member: users.AuthenticatedMember, sessionId: string, ip: string | null) {
    const ended = await users.revokeOwnSession(this.db, member.userId, sessionId);
    if (!ended) throw notFound(ACCOUNT_SAFETY_MESSAGES.sessionNotFound);
    await this.deps.sessionCache.forgetSession(sessionId);
    await users.recordSecurityEvent(this.db, 'session_ended', member.userId, ip);
    return { message: ACCOUNT_SAFETY_MESSAGES.sessionEnded };
  }

  /** Signs every other session of the member out, at once; this one stays. */
  async endOtherSessions(member: users.AuthenticatedMember, ip: string | null) {
    await users.revokeUserSessions(this.db, member.userId, member.sessionId);
    await this.deps.sessionCache.forgetUser(member.userId);
    await users.recordSecurityEvent(this.db, 'other_sessions_ended', member.userId, ip);
    return { message: ACCOUNT_SAFETY_MESSAGES.othersEnded };
  }
}
