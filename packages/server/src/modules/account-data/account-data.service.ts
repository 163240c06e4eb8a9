import type { Readable } from 'node:stream';
import { smsg } from '../../i18n/index.js';
import { ACCOUNT_DATA_MESSAGES, type DeleteAccountInput } from '@wellpath/shared/user/account-data';
import type { Db } from '../../db/connection.js';
import { enqueueMail } from '../../mail/outbox.js';
import { accountDeletedMail, inLanguage, type MailContext } from '../../mail/templates.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { PasswordHasher } from '../user/password-hasher.js';
import type { SessionCache } from '../user/session-cache.js';
import { findUserById, recordSecurityEvent } from '../user/user.service.js';
import { eraseAccessLogDetails } from '../audit/audit.service.js';
import { eraseMember, memberRecord } from './account-data.repository.js';
import { keepForDeletedMember, type AlertContact } from '../alerts/alerts.service.js';
import { forgetMemberAppointments } from '../appointments/appointments.service.js';
import { nowIso } from '../../lib/clock.js';
import type { UserRow } from '../../db/schema.js';
import { exportFiles } from './account-data.presenter.js';
import { zipStream } from './zip-stream.js';

export interface AccountDataDeps {
  db: Db;
  hasher: PasswordHasher;
  mailContext: () => MailContext;
  kickMail: () => void;
  /** Deletes what the mail transport kept of these messages (the outbox folder's .eml files). */
  forgetMail: (ids: readonly string[]) => Promise<void>;
  sessionCache: SessionCache;
}

const contactOf = (u: UserRow): AlertContact => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  street: u.street,
  city: u.city,
  province: u.province,
  postal_code: u.postal_code,
});

/** "Your data": the member's whole record as a download, and the deletion of their account. */
export class AccountDataService {
  constructor(private readonly deps: AccountDataDeps) {}

  /**
   * The member's record as a ZIP stream and its file name. Every row is read before the first byte
   * leaves, so a failed read answers an error rather than a cut-off file; the files are then made
   * and compressed one at a time as the client takes them.
   */
  async export(userId: string): Promise<{ fileName: string; stream: Readable }> {
    const record = await memberRecord(this.deps.db, userId);
    if (!record.user) throw notFound(smsg('api.accountNotFound'));
    const now = new Date();
    const at = now.toISOString();
    return {
      fileName: `wellpath-data-${at.slice(0, 10)}.zip`,
      stream: zipStream(exportFiles(record, this.deps.mailContext().clinicName, at), now),
    };
  }

  /**
   * Erases the member's account and every row of their health data in one transaction, with the
   * goodbye e-mail queued in it (to the address before it goes); then forgets their cached sessions
   * and the mail files kept for them. The care team's access log keeps its entries about them: who,
   * what action, when and ids, their details erased. An urgent alert still open stays, with what
   * raised it and how to reach them, until a clinician closes it.
   */
  async deleteAccount(userId: string, input: DeleteAccountInput, ip: string | null): Promise<void> {
    const user = await findUserById(this.deps.db, userId);
    if (!user) throw notFound(smsg('api.accountNotFound'));
    if (!(await this.deps.hasher.verify(user.password_hash, input.password))) {
      await recordSecurityEvent(this.deps.db, 'account_delete_failed', user.id, ip);
      throw badRequest(ACCOUNT_DATA_MESSAGES.notDeleted, [ACCOUNT_DATA_MESSAGES.wrongPassword]);
    }
    const email = user.email.toLowerCase();
    const ctx = this.deps.mailContext();
    const mailIds = await this.deps.db.transaction().execute(async (trx) => {
      // An urgent alert still open keeps how to reach them until a clinician closes it (decision 0066).
      await keepForDeletedMember(trx, user.id, contactOf(user), nowIso());
      // Visits still to come are cancelled; the staff calendar keeps the rest as "a deleted member" (decision 0096).
      await forgetMemberAppointments(trx, user.id, nowIso());
      const ids = await eraseMember(trx, user.id, email, ctx.outboxKey.recipientHash(email));
      // The care team's access log keeps who did what about the member, and when: not the details.
      await eraseAccessLogDetails(trx, user.id);
      await enqueueMail(trx, accountDeletedMail(inLanguage(ctx, user.language), user.email, user.first_name));
      // That an account was deleted, and when: nothing that names whose, nor where from.
      await recordSecurityEvent(trx, 'account_deleted', null, null);
      return ids;
    });
    await this.deps.sessionCache.forgetUser(user.id);
    await this.deps.forgetMail(mailIds);
    this.deps.kickMail();
  }
}
