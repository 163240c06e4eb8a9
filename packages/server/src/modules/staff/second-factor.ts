import { randomBytes } from 'node:crypto';
import { smsg } from '../../i18n/index.js';
import QRCode from 'qrcode';
import type { Db } from '../../db/connection.js';
import type { Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import { base32Encode, newTotpSecret, otpauthUri, verifyTotp } from '../../lib/totp.js';
import { completeSessionStage } from '../user/user.service.js';
import * as staff from './staff.repository.js';

export const RECOVERY_CODE_COUNT = 10;
export const SECOND_FACTOR_MESSAGES = {
  required: smsg('api.secondFactor.required'),
  invalid: smsg('api.secondFactor.invalid'),
  reused: smsg('api.secondFactor.reused'),
  enrolInvalid: smsg('api.secondFactor.enrolInvalid'),
  notStarted: smsg('api.secondFactor.notStarted'),
} as const;

/** A single-use recovery code: 10 base32 characters in two groups (about 50 bits), e.g. "K7QPX-M2D4R". */
function newRecoveryCode(): string {
  const raw = base32Encode(randomBytes(8)).slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z2-7]/g, '');
}

type SecondFactorUser = Pick<UserRow, 'id' | 'totp_secret' | 'totp_last_step'>;

/** Deletes the user's recovery codes and stores ten new ones (hashed); returns them as shown once. */
async function replaceRecoveryCodes(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await staff.replaceRecoveryCodes(
    trx,
    userId,
    codes.map((c) => hashToken(normaliseRecoveryCode(c))),
  );
  return codes;
}

/**
 * The second factor (RFC 6238 TOTP, any authenticator app), required for staff and optional for
 * members: enrolment with a QR code and the key to type, ten single-use recovery codes shown once,
 * and the check at login.
 */
export class SecondFactor {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly issuer: () => string,
  ) {}

  /** A new key for this staff member (replacing any unconfirmed one): what their app needs. */
  async begin(user: Pick<UserRow, 'id' | 'email'>): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    const secret = newTotpSecret();
    await staff.startSecondFactor(this.db, user.id, this.box.seal(secret));
    const otpauthUrl = otpauthUri(this.issuer(), user.email, secret);
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Confirms the key with a first code: the second factor is on, this session opens the workspace. */
  async confirm(userId: string, sessionId: string, code: string): Promise<string[]> {
    const user = await staff.findSecondFactor(this.db, userId);
    if (!user?.totp_secret) throw badRequest(SECOND_FACTOR_MESSAGES.notStarted);
    const step = verifyTotp(this.box.open(user.totp_secret), code.trim(), Date.now());
    if (step === null) throw badRequest(SECOND_FACTOR_MESSAGES.enrolInvalid);
    return this.db.transaction().execute(async (trx) => {
      await staff.enableSecondFactor(trx, userId, step);
      const codes = await replaceRecoveryCodes(trx, userId);
      await completeSessionStage(trx, sessionId);
      return codes;
    });
  }

  /** Ten new recovery codes in place of the old ones (used or not), shown once. */
  newRecoveryCodes(userId: string): Promise<string[]> {
    return this.db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId));
  }

  /** Turns the second factor off: the key and every recovery code go. */
  async disable(userId: string): Promise<void> {
    await this.db.transaction().execute((trx) => staff.removeSecondFactor(trx, userId));
  }

  /**
   * At login, after the password: a current TOTP code (each 30-second code works once) or an unused
   * recovery code. Throws 401 TOTP_REQUIRED when none was given, TOTP_INVALID when it is wrong; says
   * which kind of code it took.
   */
  async check(user: SecondFactorUser, code: string | undefined): Promise<'totp' | 'recovery'> {
    if (!code?.trim()) throw new HttpError(401, SECOND_FACTOR_MESSAGES.required, { code: 'TOTP_REQUIRED' });
    const used = await this.use(user, code);
    // A code spent a moment ago (the one that confirmed the set-up, typed again at the first login) is
    // said to be spent, with what to do: wait for the next one. Still TOTP_INVALID: the web shows the message.
    if (used === 'reused') throw new HttpError(401, SECOND_FACTOR_MESSAGES.reused, { code: 'TOTP_INVALID' });
    if (!used) throw new HttpError(401, SECOND_FACTOR_MESSAGES.invalid, { code: 'TOTP_INVALID' });
    return used;
  }

  /**
   * Spends a code: a current TOTP code not used before (its step is claimed, so it never works twice)
   * or an unused recovery code (marked used). 'reused' for a current code already spent (it still
   * does not work); null when it is neither.
   */
  async use(user: SecondFactorUser, code: string): Promise<'totp' | 'recovery' | 'reused' | null> {
    const given = code.trim();
    if (/^\d{6}$/.test(given) && user.totp_secret) {
      const secret = this.box.open(user.totp_secret);
      const step = verifyTotp(secret, given, Date.now(), user.totp_last_step);
      if (step === null) return verifyTotp(secret, given, Date.now()) !== null ? 'reused' : null;
      // Claim the step: a second login with the same code in the same 30 seconds finds it taken.
      return (await staff.claimTotpStep(this.db, user.id, step)) ? 'totp' : 'reused';
    }
    if (normaliseRecoveryCode(given).length !== 10) return null;
    return (await staff.useRecoveryCode(this.db, user.id, hashToken(normaliseRecoveryCode(given)))) ? 'recovery' : null;
  }

  recoveryCodesLeft(userId: string): Promise<number> {
    return staff.countUnusedRecoveryCodes(this.db, userId);
  }
}
