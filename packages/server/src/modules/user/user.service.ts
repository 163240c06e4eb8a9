import type { Config } from '../../config.js';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { enqueueMail, mailedSince } from '../../mail/outbox.js';
import {
  passwordChangedMail,
  passwordResetMail,
  signupAttemptMail,
  verificationMail,
  inLanguage,
  type MailContext,
} from '../../mail/templates.js';
import { addMs, HOUR_MS, nowIso } from '../../lib/clock.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { LIMITS } from '@wellpath/shared/limits';
import { MESSAGES, type Profile, type ProfileUpdateInput, type RegisterInput } from '@wellpath/shared/user/schemas';
import type { PasswordHasher } from './password-hasher.js';
import { ownerOf, type PasswordPolicy } from './password-policy.js';
import type { SecondFactor } from '../staff/second-factor.js';
import { isStaffRole, type Role } from '@wellpath/shared/staff/roles';
import { isLocale, type Locale } from '@wellpath/shared/i18n/locale';
import { presentProfile } from './user.presenter.js';
import * as users from './user.repository.js';
import * as sessions from './session.repository.js';
import * as reminders from '../reminders/reminders.service.js';
import type { CachedSession, SessionCache } from './session-cache.js';
import type { AuthLimits } from '../../lib/auth-limits.js';

/**
 * The accounts and sessions other modules read and write (decision 0077): the user module's
 * repositories are its own, and these are the ways in from outside, unchanged.
 */
export {
  consumeEmailToken,
  findUserByEmail,
  findUserById,
  insertEmailToken,
  insertUser,
  peekEmailToken,
  recordSecurityEvent,
  retireEmailTokens,
  setSexIfUnset,
  updateUser,
} from './user.repository.js';
export {
  completeSessionStage,
  insertSession,
  listLiveSessions,
  purgeDeadSessions,
  revokeOwnSession,
  revokeUserSessions,
} from './session.repository.js';

const VERIFY_TTL_MS = 48 * HOUR_MS;
/** The owner of an address someone tries to register again is told at most this often. */
const SIGNUP_ATTEMPT_MAIL_EVERY_MS = 24 * HOUR_MS;
const RESET_TTL_MS = 1 * HOUR_MS;
/** last_used_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface UserServiceDeps {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  passwordPolicy: PasswordPolicy;
  secondFactor: SecondFactor;
  mailContext: () => MailContext;
  /** Asks the mail worker to deliver what was just queued. */
  kickMail: () => void;
  /** The member's conditions as the profile lists them, named in a language (decision 0106). */
  profileConditions: (userId: string, locale: Locale) => Promise<Profile['conditions']>;
  /** Session lookups of the last few seconds; told of every change that ends or narrows a session. */
  sessionCache: SessionCache;
  /** The login limits (per IP, address and device cookie). */
  authLimits: AuthLimits;
}

/** What sign-up answers with: the account as registered (for an address already taken, as it would have been). */
export type Registered = Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;

/** Who a request comes from: a member or a staff user, with their session. */
export interface AuthenticatedMember {
  userId: string;
  sessionId: string;
  role: Role;
  /** 'enrol' while a staff member must still set up their second factor. */
  stage: 'full' | 'enrol';
  /** The account's saved language (decision 0050), null when it has none. */
  language: Locale | null;
  /** The member's IANA time zone (decision 0073): every "today" of theirs; null until known. */
  timeZone: string | null;
}

export class UserService {
  /** Session lookups under way, by token hash (liveSession). */
  private readonly lookups = new Map<string, { generation: number; row: Promise<sessions.LiveSessionRow | undefined> }>();
  /** Touches under way, by session id (touch). */
  private readonly touches = new Map<string, Promise<void>>();

  constructor(private readonly deps: UserServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  /**
   * Creates the account in the language the app was in when the member signed up (their e-mails'
   * language). An address that already has an account gets the same answer, after the same work (the
   * password is hashed all the same), so sign-up does not tell who is a member: nothing is created,
   * and the owner is e-mailed instead (at most once a day), in their own language.
   */
  async register(input: RegisterInput, ip: string | null, language: Locale = 'en'): Promise<Registered> {
    await this.deps.passwordPolicy.assertAllowed(input.password, input);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const now = nowIso();
    const user: UserRow = {
      id: newId(),
      email: input.email,
      password_hash: passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      date_of_birth: input.dateOfBirth,
      street: input.street,
      city: input.city,
      province: input.province,
      postal_code: input.postalCode,
      email_verified_at: null,
      agreements_accepted_at: now,
      created_at: now,
      updated_at: now,
      sex: null,
      role: 'member',
      deactivated_at: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      coach_id: null,
      last_active_at: null,
      language,
      time_zone: null,
      height_cm: null,
      waist_population: null,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        const owner = await users.findUserByEmail(trx, input.email);
        if (owner) return this.tellOwnerOfSignupAttempt(trx, owner, ip);
        await users.insertUser(trx, user);
        const token = randomToken();
        await users.insertEmailToken(trx, user.id, 'verify_email', hashToken(token), addMs(now, VERIFY_TTL_MS));
        await enqueueMail(trx, verificationMail(inLanguage(this.deps.mailContext(), user.language), user.email, user.first_name, token));
        await users.recordSecurityEvent(trx, 'register', user.id, ip);
      });
    } catch (err) {
      // Two registrations racing for one address: the unique index decides, and the other one's
      // account (with its verification e-mail) is the one; the loser gets the same answer.
      if (!isUniqueViolation(err)) throw err;
    }
    this.deps.kickMail();
    return { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name };
  }

  /** Someone tried to register an address that has an account: its owner hears of it, once a day at most. */
  private async tellOwnerOfSignupAttempt(trx: Transaction<Database>, owner: UserRow, ip: string | null): Promise<void> {
    await users.recordSecurityEvent(trx, 'signup_attempt', owner.id, ip);
    const ctx = this.deps.mailContext();
    const since = new Date(Date.now() - SIGNUP_ATTEMPT_MAIL_EVERY_MS).toISOString();
    const told = await mailedSince(trx, owner.email, ctx.outboxKey, 'signup-attempt', since);
    if (!told) await enqueueMail(trx, signupAttemptMail(inLanguage(ctx, owner.language), owner.email, owner.first_name));
  }

  /**
   * A login as the limits count it (AuthLimits, decision 0071): refused while the IP, the address or
   * the browser's device cookie (`device`, when still trusted) is over its limit. Only wrong
   * credentials count: not a refused attempt (so someone hammering a locked address cannot lock its
   * owner out everywhere), not an unverified account (the right password), not a login asked for its
   * code (the right password); a wrong code also counts against the address's code failures from
   * every IP. A success clears this address's count from this IP.
   */
  async login(
    input: { email: string; password: string; remember?: boolean; code?: string },
    ip: string,
    userAgent: string | null,
    device: string | undefined,
  ): Promise<{ token: string; role: Role; language: Locale | null; first_login?: true }> {
    const limits = this.deps.authLimits;
    await limits.checkLogin(ip, input.email, device);
    try {
      const session = await this.openSession(input, ip, userAgent);
      await limits.loginSucceeded(ip, input.email, device);
      return session;
    } catch (err) {
      const code = err instanceof HttpError && err.statusCode === 401 ? err.extra.code : null;
      if (code === 'TOTP_INVALID') await limits.secondFactorFailed(ip, input.email, device);
      else if (code !== null && code !== 'TOTP_REQUIRED') await limits.loginFailed(ip, input.email, device);
      throw err;
    }
  }

  /**
   * Returns a new session token and the account's role (the web opens the care workspace for staff).
   * Unknown address and wrong password look the same, and take as long. Staff, and members who turned
   * it on, give their second factor too (staff without one get a session that can only enrol one); a
   * member who asks to stay signed in on this device gets the long session. The user agent is kept
   * for the member's list of signed-in devices.
   */
  private async openSession(
    input: { email: string; password: string; remember?: boolean; code?: string },
    ip: string | null,
    userAgent: string | null,
  ): Promise<{ token: string; role: Role; language: Locale | null; first_login?: true }> {
    const user = await users.findUserByEmail(this.db, input.email);
    if (!user) {
      await this.deps.hasher.verifyAgainstDummy(input.password);
      await users.recordSecurityEvent(this.db, 'login_failed', null, ip);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    // An invited staff member has no password yet: the same work and answer as a wrong one.
    const passwordOk = user.password_hash
      ? await this.deps.hasher.verify(user.password_hash, input.password)
      : (await this.deps.hasher.verifyAgainstDummy(input.password), false);
    if (!passwordOk || user.deactivated_at) {
      await users.recordSecurityEvent(this.db, 'login_failed', user.id, ip);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    if (!user.email_verified_at) throw forbidden(MESSAGES.unverified, { verified: false });
    const staff = isStaffRole(user.role);
    if (user.totp_enabled_at) {
      try {
        const used = await this.deps.secondFactor.check(user, input.code);
        if (used === 'recovery') await users.recordSecurityEvent(this.db, 'recovery_code_used', user.id, ip);
      } catch (err) {
        if (err instanceof HttpError && err.extra.code === 'TOTP_INVALID')
          await users.recordSecurityEvent(this.db, 'second_factor_failed', user.id, ip);
        throw err;
      }
    }
    if (this.deps.hasher.needsRehash(user.password_hash))
      await users.updateUser(this.db, user.id, { password_hash: await this.deps.hasher.hash(input.password) });
    const lifetime = staff
      ? this.deps.config.session.staff
      : input.remember
        ? this.deps.config.session.remembered
        : this.deps.config.session.member;
    const token = randomToken(32);
    await this.db.transaction().execute(async (trx) => {
      await sessions.deleteDeadSessions(trx, user.id);
      await sessions.insertSession(trx, {
        id: newId(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: addMs(nowIso(), lifetime.absoluteMs),
        idleMs: lifetime.idleMs,
        persistent: !staff && input.remember === true,
        stage: staff && !user.totp_enabled_at ? 'enrol' : 'full',
        userAgent,
        ip,
      });
      await users.updateUser(trx, user.id, { last_active_at: nowIso() });
      await users.recordSecurityEvent(trx, 'login', user.id, ip);
    });
    // Never active before this login: the member's first (the home greets them with "Welcome", not "Welcome back").
    const firstLogin = user.role === 'member' && user.last_active_at === null;
    return {
      token,
      role: user.role as Role,
      language: isLocale(user.language) ? user.language : null,
      ...(firstLogin ? { first_login: true as const } : {}),
    };
  }

  /**
   * The user behind a bearer token, or undefined when it is unknown, revoked, idle or expired. A
   * session read in the last few seconds comes from the session cache (its idle and absolute ends are
   * still checked on every call); the idle end moves forward as it always did, and the session
   * notes the `ip` it was used from then.
   */
  async authenticate(token: string, ip?: string): Promise<AuthenticatedMember | undefined> {
    if (!token || token.length > LIMITS.token) return undefined;
    const tokenHash = hashToken(token);
    return this.fromCache(tokenHash, Date.now()) ?? this.lookUp(tokenHash, ip);
  }

  /**
   * The member behind a token when the session cache answers and nothing needs writing (the common
   * case), without a promise: the request goes on in the same tick. Undefined means "ask
   * `authenticate`", not "refused".
   */
  authenticateCached(token: string): AuthenticatedMember | undefined {
    if (!token || token.length > LIMITS.token) return undefined;
    return this.fromCache(hashToken(token), Date.now());
  }

  private fromCache(tokenHash: string, now: number): AuthenticatedMember | undefined {
    const cache = this.deps.sessionCache;
    const session = cache.get(tokenHash);
    if (!session || now - session.lastUsedMs > touchInterval(session)) return undefined;
    if (cache.claimRefresh(tokenHash)) void this.refresh(tokenHash);
    return toMember(session);
  }

  /** Reads a cached session again off the request's path (SessionCache.claimRefresh). */
  private async refresh(tokenHash: string): Promise<void> {
    const cache = this.deps.sessionCache;
    const generation = cache.begin();
    try {
      const row = await sessions.findLiveSession(this.db, tokenHash);
      if (!row) cache.forgetToken(tokenHash);
      else if (!cache.store(tokenHash, cachedSession(row), generation)) cache.releaseRefresh(tokenHash);
    } catch {
      // The entry still ends at its time; the next request then looks the session up (and meets the error).
    }
  }

  /**
   * The session's row, read once for the requests that need it at the same moment (a page's calls
   * arrive together): a request joins a lookup only if it began under the cache's current generation,
   * so none is answered from a read made before a logout or a password change it follows.
   */
  private liveSession(tokenHash: string, generation: number): Promise<sessions.LiveSessionRow | undefined> {
    const pending = this.lookups.get(tokenHash);
    if (pending && pending.generation === generation) return pending.row;
    const row = sessions.findLiveSession(this.db, tokenHash);
    const lookup = { generation, row };
    this.lookups.set(tokenHash, lookup);
    const done = () => {
      if (this.lookups.get(tokenHash) === lookup) this.lookups.delete(tokenHash);
    };
    row.then(done, done);
    return row;
  }

  private async lookUp(tokenHash: string, ip?: string): Promise<AuthenticatedMember | undefined> {
    const cache = this.deps.sessionCache;
    let session = cache.get(tokenHash);
    if (!session) {
      const generation = cache.begin();
      const row = await this.liveSession(tokenHash, generation);
      if (!row) return undefined;
      // A call that shared the lookup may have kept it already: one session, so one touch below.
      session = cache.get(tokenHash) ?? cachedSession(row);
      cache.store(tokenHash, session, generation);
    }
    if (Date.now() - session.lastUsedMs > touchInterval(session)) await this.touch(session, ip);
    return toMember(session);
  }

  /**
   * Notes that a session was used now (sessions.touchSession: its idle end moves on, the account's
   * last activity): once for the calls of a page that find it due together.
   */
  private touch(session: CachedSession, ip?: string): Promise<void> {
    const pending = this.touches.get(session.sessionId);
    if (pending) return pending;
    const now = Date.now();
    const touched = sessions
      .touchSession(this.db, { id: session.sessionId, user_id: session.userId, idle_seconds: session.idleSeconds }, now, ip)
      .then(() => {
        session.lastUsedMs = now;
        session.idleExpiresMs = now + session.idleSeconds * 1000;
      });
    this.touches.set(session.sessionId, touched);
    const done = () => {
      if (this.touches.get(session.sessionId) === touched) this.touches.delete(session.sessionId);
    };
    touched.then(done, done);
    return touched;
  }

  /** Saves the account's language; its sessions read it again within seconds (the session cache). */
  async setLanguage(member: AuthenticatedMember, language: Locale): Promise<void> {
    await users.updateUser(this.db, member.userId, { language });
  }

  /**
   * Saves the member's time zone (decision 0073): every "today" of theirs from now on, and the clock
   * their reminders go by (the next one at the chosen time in the new zone). Their sessions read it
   * again at once.
   */
  async setTimeZone(member: AuthenticatedMember, zone: string, now = new Date()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, member.userId, { time_zone: zone });
      await reminders.followTimeZone(trx, member.userId, zone, now);
    });
    await this.deps.sessionCache.forgetUser(member.userId);
  }

  async logout(member: AuthenticatedMember): Promise<void> {
    await sessions.revokeSession(this.db, member.sessionId);
    await this.deps.sessionCache.forgetSession(member.sessionId);
  }

  /** Sends a fresh verification link to an unverified account; says nothing about whether it exists. */
  async resendVerification(email: string): Promise<void> {
    const user = await users.findUserByEmail(this.db, email);
    if (!user || user.email_verified_at) return;
    await this.db.transaction().execute(async (trx) => {
      await users.retireEmailTokens(trx, user.id, 'verify_email');
      const token = randomToken();
      await users.insertEmailToken(trx, user.id, 'verify_email', hashToken(token), addMs(nowIso(), VERIFY_TTL_MS));
      await enqueueMail(trx, verificationMail(inLanguage(this.deps.mailContext(), user.language), user.email, user.first_name, token));
    });
    this.deps.kickMail();
  }

  async verifyEmail(token: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const userId = await users.consumeEmailToken(trx, 'verify_email', hashToken(token));
      if (!userId) throw badRequest(MESSAGES.invalidVerifyToken);
      const user = await users.findUserById(trx, userId);
      if (user && !user.email_verified_at) await users.updateUser(trx, userId, { email_verified_at: nowIso() });
    });
  }

  async forgotPassword(email: string, ip: string | null): Promise<void> {
    const user = await users.findUserByEmail(this.db, email);
    if (!user) return;
    await this.db.transaction().execute(async (trx) => {
      await users.retireEmailTokens(trx, user.id, 'reset_password');
      const token = randomToken();
      await users.insertEmailToken(trx, user.id, 'reset_password', hashToken(token), addMs(nowIso(), RESET_TTL_MS));
      await enqueueMail(trx, passwordResetMail(inLanguage(this.deps.mailContext(), user.language), user.email, user.first_name, token));
      await users.recordSecurityEvent(trx, 'password_reset_requested', user.id, ip);
    });
    this.deps.kickMail();
  }

  async resetPassword(token: string, password: string, ip: string | null): Promise<void> {
    // The link's account first: its owner's name and address are what the new password must not be.
    const ownerId = await users.peekEmailToken(this.db, 'reset_password', hashToken(token));
    const owner = ownerId ? await users.findUserById(this.db, ownerId) : undefined;
    if (!owner) throw badRequest(MESSAGES.invalidResetToken);
    await this.deps.passwordPolicy.assertAllowed(password, ownerOf(owner));
    const passwordHash = await this.deps.hasher.hash(password);
    const resetUserId = await this.db.transaction().execute(async (trx) => {
      const userId = await users.consumeEmailToken(trx, 'reset_password', hashToken(token));
      if (!userId) throw badRequest(MESSAGES.invalidResetToken);
      const user = await users.findUserById(trx, userId);
      if (!user) throw badRequest(MESSAGES.invalidResetToken);
      // Opening the link proves the mailbox is theirs, so an unverified address becomes verified.
      await users.updateUser(trx, userId, { password_hash: passwordHash, email_verified_at: user.email_verified_at ?? nowIso() });
      await users.retireEmailTokens(trx, userId, 'reset_password');
      await sessions.revokeUserSessions(trx, userId);
      await enqueueMail(trx, passwordChangedMail(inLanguage(this.deps.mailContext(), user.language), user.email, user.first_name));
      await users.recordSecurityEvent(trx, 'password_reset', userId, ip);
      return userId;
    });
    await this.deps.sessionCache.forgetUser(resetUserId);
    this.deps.kickMail();
  }

  private async getUser(userId: string): Promise<UserRow> {
    const user = await users.findUserById(this.db, userId);
    if (!user) throw notFound(smsg('api.accountNotFound'));
    return user;
  }

  /** The member's profile with their conditions, named in the reader's language. */
  async profile(userId: string, locale: Locale): Promise<Profile> {
    // Both reads at once (two round trips become one wait on PostgreSQL).
    const [user, conditions] = await Promise.all([this.getUser(userId), this.deps.profileConditions(userId, locale)]);
    return presentProfile(user, conditions);
  }

  /** Saves the member's details (e-mail is read-only) and returns the profile as saved. */
  async updateProfile(userId: string, input: ProfileUpdateInput, locale: Locale): Promise<Profile> {
    await users.updateUser(this.db, userId, {
      first_name: input.firstName,
      last_name: input.lastName,
      date_of_birth: input.dateOfBirth,
      street: input.street,
      city: input.city,
      province: input.province,
      postal_code: input.postalCode,
      // Only changed when the form sends it; '' clears it.
      ...(input.sex !== undefined ? { sex: input.sex === '' ? null : input.sex } : {}),
    });
    return this.profile(userId, locale);
  }

  /** Changes the password, keeps this session and signs every other device out. */
  async changePassword(member: AuthenticatedMember, currentPassword: string, newPassword: string, ip: string | null): Promise<void> {
    const user = await this.getUser(member.userId);
    if (!(await this.deps.hasher.verify(user.password_hash, currentPassword))) {
      await users.recordSecurityEvent(this.db, 'password_change_failed', user.id, ip);
      throw badRequest(smsg('api.passwordNotUpdated'), [MESSAGES.wrongCurrentPassword]);
    }
    await this.deps.passwordPolicy.assertAllowed(newPassword, ownerOf(user));
    const passwordHash = await this.deps.hasher.hash(newPassword);
    await this.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, user.id, { password_hash: passwordHash });
      await sessions.revokeUserSessions(trx, user.id, member.sessionId);
      await users.retireEmailTokens(trx, user.id, 'reset_password');
      await enqueueMail(trx, passwordChangedMail(inLanguage(this.deps.mailContext(), user.language), user.email, user.first_name));
      await users.recordSecurityEvent(trx, 'password_changed', user.id, ip);
    });
    await this.deps.sessionCache.forgetUser(user.id);
    this.deps.kickMail();
  }
}

/** last_used_at is written at most every tenth of the idle limit (and every 5 minutes), so most reads stay reads. */
function touchInterval(session: CachedSession): number {
  return Math.min(TOUCH_EVERY_MS, (session.idleSeconds * 1000) / 10);
}

function cachedSession(row: sessions.LiveSessionRow): CachedSession {
  return {
    userId: row.user_id,
    sessionId: row.id,
    role: row.role as Role,
    stage: row.stage,
    language: isLocale(row.language) ? row.language : null,
    timeZone: row.time_zone,
    idleSeconds: row.idle_seconds,
    lastUsedMs: new Date(row.last_used_at).getTime(),
    idleExpiresMs: row.idle_expires_at ? new Date(row.idle_expires_at).getTime() : Number.POSITIVE_INFINITY,
    expiresMs: new Date(row.expires_at).getTime(),
  };
}

function toMember(session: CachedSession): AuthenticatedMember {
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    role: session.role,
    stage: session.stage,
    language: session.language,
    timeZone: session.timeZone,
  };
}

function isUniqueViolation(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
}
