import type { z } from 'zod';
import { smsg } from '../../i18n/index.js';
import { type StaffRole } from '@wellpath/shared/staff/roles';
import type { invitationSchema, StaffInvitationBody, StaffMe, StaffUser } from '@wellpath/shared/staff/wire';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import type { UserRow } from '../../db/schema.js';
import { addMs, HOUR_MS, nowIso } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { hashToken, newId, randomToken } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import {
  inLanguage,
  staffInvitationMail,
  staffSecondFactorResetDoneMail,
  staffSecondFactorResetMail,
  type MailContext,
} from '../../mail/templates.js';
import type { PasswordHasher } from '../user/password-hasher.js';
import { ownerOf, type PasswordPolicy } from '../user/password-policy.js';
import * as users from '../user/user.service.js';
import type { SessionCache } from '../user/session-cache.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import type { SecondFactor } from './second-factor.js';
import type { AlertService } from '../alerts/alerts.service.js';
import { releaseOwnedBy } from '../care-work/care-work.service.js';
import { listStaffUsers, removeSecondFactor } from './staff.repository.js';

const INVITATION_TTL_MS = 48 * HOUR_MS;
export const INVALID_INVITATION = smsg('api.invalidInvitation');

export interface StaffServiceDeps {
  db: Db;
  config: Config;
  hasher: PasswordHasher;
  passwordPolicy: PasswordPolicy;
  secondFactor: SecondFactor;
  audit: AuditService;
  mailContext: () => MailContext;
  kickMail: () => void;
  /** Told of every change that ends or changes a session (role, deactivation, second factor). */
  sessionCache: SessionCache;
  /** Alerts held by someone who can no longer act on them go back to the pool (decision 0120). */
  alerts: Pick<AlertService, 'releaseHeldByNoOne'>;
}

function statusOf(u: Pick<UserRow, 'deactivated_at' | 'email_verified_at'>): StaffUser['status'] {
  if (u.deactivated_at) return 'deactivated';
  return u.email_verified_at ? 'active' : 'invited';
}

function presentStaffUser(u: UserRow): StaffUser {
  return {
    _id: u.id,
    email: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    role: u.role as StaffRole,
    status: statusOf(u),
    second_factor_enabled: u.totp_enabled_at !== null,
    last_active_at: u.last_active_at,
  };
}

/** Staff accounts: who they are, their second factor, invitations, roles and deactivation. */
export class StaffService {
  constructor(private readonly deps: StaffServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async staffUser(id: string): Promise<UserRow> {
    const user = await users.findUserById(this.db, id);
    if (!user || user.role === 'member') throw notFound(smsg('api.staffNotFound'));
    return user;
  }

  /** The staff member behind a request, as the access log records them. */
  async actor(session: users.AuthenticatedMember, ip: string | null): Promise<Actor> {
    const user = await this.staffUser(session.userId);
    return { userId: user.id, name: `${user.first_name} ${user.last_name}`, role: user.role, ip };
  }

  async me(userId: string): Promise<StaffMe> {
    const user = await this.staffUser(userId);
    return {
      _id: user.id,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      role: user.role as StaffRole,
      second_factor: {
        enabled: user.totp_enabled_at !== null,
        recovery_codes_left: await this.deps.secondFactor.recoveryCodesLeft(user.id),
      },
    };
  }

  async setupSecondFactor(userId: string) {
    const user = await this.staffUser(userId);
    if (user.totp_enabled_at) throw badRequest(smsg('api.secondFactorAlreadySet'));
    const { secret, otpauthUrl, qrCode } = await this.deps.secondFactor.begin(user);
    return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
  }

  async confirmSecondFactor(session: users.AuthenticatedMember, code: string) {
    const user = await this.staffUser(session.userId);
    if (user.totp_enabled_at) throw badRequest(smsg('api.secondFactorAlreadySet'));
    const codes = await this.deps.secondFactor.confirm(user.id, session.sessionId, code);
    // This session now opens the workspace: its cached 'enrol' stage goes.
    await this.deps.sessionCache.forgetSession(session.sessionId);
    return { recovery_codes: codes };
  }

  async list(): Promise<StaffUser[]> {
    return (await listStaffUsers(this.db)).map(presentStaffUser);
  }

  /**
   * Creates (or renews) a staff account and e-mails a set-password link, valid 48 hours, single use.
   * An address that belongs to a member or an active staff member cannot be invited.
   */
  async invite(input: StaffInvitationBody, actor: Actor | null): Promise<StaffUser> {
    const token = randomToken();
    const now = nowIso();
    const user = await this.db.transaction().execute(async (trx) => {
      let existing = await users.findUserByEmail(trx, input.email);
      if (existing && (existing.role === 'member' || existing.email_verified_at) && !existing.deactivated_at) {
        throw badRequest(smsg('api.invitationNotSent'), [smsg('api.addressTaken')]);
      }
      if (existing) {
        await users.updateUser(trx, existing.id, {
          role: input.role,
          first_name: input.firstName,
          last_name: input.lastName,
          deactivated_at: null,
          email_verified_at: null,
          password_hash: '',
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
        });
        await users.retireEmailTokens(trx, existing.id, 'staff_invite');
      } else {
        await users.insertUser(trx, {
          id: newId(),
          email: input.email,
          password_hash: '',
          first_name: input.firstName,
          last_name: input.lastName,
          date_of_birth: '',
          street: '',
          city: '',
          province: '',
          postal_code: '',
          email_verified_at: null,
          agreements_accepted_at: now,
          created_at: now,
          updated_at: now,
          sex: null,
          role: input.role,
          deactivated_at: null,
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          coach_id: null,
          last_active_at: null,
        });
      }
      existing = (await users.findUserByEmail(trx, input.email))!;
      await users.insertEmailToken(trx, existing.id, 'staff_invite', hashToken(token), addMs(now, INVITATION_TTL_MS));
      await enqueueMail(
        trx,
        staffInvitationMail(inLanguage(this.deps.mailContext(), existing.language), existing.email, existing.first_name, input.role, token),
      );
      if (actor) await this.deps.audit.record(actor, null, ACCESS_ACTIONS.invitedStaff, `${input.email} as ${input.role}`, trx);
      return existing;
    });
    await this.deps.sessionCache.forgetUser(user.id);
    this.deps.kickMail();
    return presentStaffUser(user);
  }

  async changeRole(id: string, role: StaffRole, actor: Actor): Promise<StaffUser> {
    if (id === actor.userId) throw badRequest(smsg('api.ownRole'));
    const user = await this.staffUser(id);
    await this.db.transaction().execute(async (trx) => {
      await users.updateUser(trx, id, { role });
      // A narrower role takes effect at once: the account signs in again.
      await users.revokeUserSessions(trx, id);
      await this.deps.audit.record(actor, null, ACCESS_ACTIONS.changedRole, `${user.email}: ${user.role} -> ${role}`, trx);
    });
    await this.deps.sessionCache.forgetUser(id);
    // A clinician made a coach holds no alert any more.
    await this.releaseAlerts();
    return presentStaffUser(await this.staffUser(id));
  }

  async deactivate(id: string, actor: Actor): Promise<StaffUser> {
    if (id === actor.userId) throw badRequest(smsg('api.ownAccount'));
    const user = await this.staffUser(id);
    await this.db.transaction().execute(async (trx) => {
      const at = nowIso();
      await users.updateUser(trx, id, { deactivated_at: at });
      await users.revokeUserSessions(trx, id);
      await users.retireEmailTokens(trx, id, 'staff_invite');
      await releaseOwnedBy(trx, id, at);
      await this.deps.audit.record(actor, null, ACCESS_ACTIONS.deactivatedStaff, user.email, trx);
    });
    await this.deps.sessionCache.forgetUser(id);
    await this.releaseAlerts();
    return presentStaffUser(await this.staffUser(id));
  }

  /**
   * At once rather than at the next escalation pass (a minute later at most): the account's change is
   * already committed, so a failure here is left to that pass (which logs it), never turned into an error.
   */
  private async releaseAlerts(): Promise<void> {
    await this.deps.alerts.releaseHeldByNoOne().catch(() => undefined);
  }

  /**
   * An administrator resets another staff member's second factor (a lost phone, decision 0094): the
   * key and recovery codes go and every session of theirs ends, so their next login, with their
   * password, opens only enrolment. Never one's own (another administrator does it, or `npm run staff
   * -- reset-second-factor` for the last one): so the administrator acting always keeps a working
   * second factor. Both are e-mailed (no key, code or link to one); the access log and the staff
   * member's security events record it. `actor` null: from the command line.
   */
  async resetSecondFactor(id: string, actor: Actor | null): Promise<StaffUser> {
    if (actor && id === actor.userId) throw badRequest(smsg('api.ownSecondFactor'));
    const user = await this.staffUser(id);
    if (user.deactivated_at) throw conflict(smsg('api.staffDeactivatedReset'));
    if (!user.totp_enabled_at) throw conflict(smsg('api.staffSecondFactorNotOn', { name: `${user.first_name} ${user.last_name}` }));
    const admin = actor ? await this.staffUser(actor.userId) : undefined;
    const staffName = `${user.first_name} ${user.last_name}`;
    const ctx = this.deps.mailContext();
    await this.db.transaction().execute(async (trx) => {
      await removeSecondFactor(trx, id);
      await users.revokeUserSessions(trx, id);
      await users.recordSecurityEvent(trx, 'second_factor_reset_by_admin', id, actor?.ip ?? null);
      const adminName = admin ? `${admin.first_name} ${admin.last_name}` : ctx.clinicName;
      await enqueueMail(trx, staffSecondFactorResetMail(inLanguage(ctx, user.language), user.email, user.first_name, adminName));
      if (actor && admin) {
        await this.deps.audit.record(actor, null, ACCESS_ACTIONS.resetStaffSecondFactor, user.email, trx);
        await enqueueMail(trx, staffSecondFactorResetDoneMail(inLanguage(ctx, admin.language), admin.email, admin.first_name, staffName));
      }
    });
    await this.deps.sessionCache.forgetUser(id);
    this.deps.kickMail();
    return presentStaffUser(await this.staffUser(id));
  }

  async invitation(token: string): Promise<z.infer<typeof invitationSchema>> {
    const userId = await users.peekEmailToken(this.db, 'staff_invite', hashToken(token));
    const user = userId ? await users.findUserById(this.db, userId) : undefined;
    if (!user || user.role === 'member' || user.deactivated_at) throw notFound(INVALID_INVITATION);
    return { email: user.email, firstName: user.first_name, role: user.role as StaffRole };
  }

  /** Sets the invited staff member's password; the second factor is set up at their first login. */
  async acceptInvitation(token: string, password: string, ip: string | null): Promise<void> {
    // The invited account first: its name and address are what the password must not be.
    const invitedId = await users.peekEmailToken(this.db, 'staff_invite', hashToken(token));
    const invited = invitedId ? await users.findUserById(this.db, invitedId) : undefined;
    if (!invited || invited.role === 'member' || invited.deactivated_at) throw badRequest(INVALID_INVITATION);
    await this.deps.passwordPolicy.assertAllowed(password, ownerOf(invited));
    const passwordHash = await this.deps.hasher.hash(password);
    await this.db.transaction().execute(async (trx) => {
      const userId = await users.consumeEmailToken(trx, 'staff_invite', hashToken(token));
      const user = userId ? await users.findUserById(trx, userId) : undefined;
      if (!user || user.role === 'member' || user.deactivated_at) throw badRequest(INVALID_INVITATION);
      await users.updateUser(trx, user.id, { password_hash: passwordHash, email_verified_at: nowIso() });
      await users.recordSecurityEvent(trx, 'staff_invitation_accepted', user.id, ip);
    });
  }
}
