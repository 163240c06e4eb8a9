import type { z } from 'zod';
import { smsg, t } from '../../i18n/index.js';
import type { ServerMessageId } from '../../i18n/catalog/en.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { auditListSchema, memberAccessLogSchema } from '@wellpath/shared/staff/wire';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../lib/clock.js';
import { isIsoInstant, isRowId } from '../../lib/cursor.js';
import { badRequest } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import * as repo from './audit.repository.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { eraseAccessLogDetails } from './audit.repository.js';

/** What was done: reads of health data and every staff write, in words a member understands. */
export const ACCESS_ACTIONS = {
  viewedRecord: 'Viewed your programmes and activity',
  viewedHealth: 'Viewed your survey answers, lab results, blood pressure and conditions',
  viewedAlerts: 'Viewed your urgent alerts',
  sawAlertInList: "Saw your urgent alert in the care team's list",
  sawInOutreach: "Saw you in the care team's list of members who have gone quiet",
  sawInWorkList: "Saw your alert, request or message in a staff member's work list",
  acknowledgedAlert: 'Acknowledged an urgent alert',
  resolvedAlert: 'Resolved an urgent alert',
  assignedAlert: 'Assigned an urgent alert',
  repliedRequest: 'Replied to your programme request',
  viewedThread: 'Read your messages',
  repliedThread: 'Replied to your message',
  invitedStaff: 'Invited a staff member',
  changedRole: 'Changed a staff role',
  deactivatedStaff: 'Deactivated a staff account',
  resetSecondFactor: 'Turned off your two-step verification at your request',
  resetStaffSecondFactor: "Reset a staff member's second factor",
  viewedNotes: "Read the care team's notes about you",
  wroteNote: 'Wrote a note about your care',
  editedNote: 'Edited a note about your care',
  addedAddendum: 'Added an addendum to a note about your care',
  enteredReading: 'Entered a blood pressure reading for you',
  enteredLabReport: 'Entered a lab report for you',
  viewedTargets: 'Viewed your targets',
  setTarget: 'Set one of your targets',
  removedTarget: 'Removed one of your targets',
  viewedHeartRisk: 'Viewed your heart risk estimate and the numbers behind it',
  viewedTimeline: 'Viewed the timeline of your care',
  viewedOutcomes: "Viewed the programme's results",
  downloadedOutcomes: "Downloaded a table of the programme's results",
  viewedOutreach: 'Viewed the members who have gone quiet',
  sentCheckIn: 'Sent you a check-in message',
  snoozedOutreach: 'Put off contacting you',
  reachedByPhone: 'Reached you by phone',
  viewedMetabolic: 'Viewed your metabolic syndrome criteria',
  viewedWeightReviews: 'Viewed the weight changes flagged for review',
  reviewedWeight: 'Reviewed a weight change flagged for review',
  viewedBody: 'Viewed your body measurements',
  viewedMedications: 'Viewed your medications',
  listedByHealthFilter: "Found you with a health filter in the care team's member list",
  assignedRequest: 'Assigned your programme request',
  assignedThread: 'Assigned your message to a member of the care team',
  startedProgram: 'Started a programme for you',
  viewedCalendar: "Viewed a staff member's calendar",
  viewedAppointments: 'Viewed your appointments',
  bookedAppointment: 'Booked an appointment for you',
  movedAppointment: 'Moved one of your appointments',
  cancelledAppointment: 'Cancelled one of your appointments',
  markedAppointment: 'Marked one of your appointments attended or missed',
  notedAppointment: 'Wrote a private note on one of your appointments',
} as const;

/**
 * The actions in words, in the reader's language: the log stores the English above (rows written
 * before decision 0050 too), so an action is looked up by its English text; any other is shown as stored.
 */
const ACTION_WORDS = new Map<string, string>([
  [ACCESS_ACTIONS.viewedRecord, smsg('audit.viewedRecord')],
  [ACCESS_ACTIONS.viewedHealth, smsg('audit.viewedHealth')],
  [ACCESS_ACTIONS.viewedAlerts, smsg('audit.viewedAlerts')],
  [ACCESS_ACTIONS.sawAlertInList, smsg('audit.sawAlertInList')],
  [ACCESS_ACTIONS.sawInOutreach, smsg('audit.sawInOutreach')],
  [ACCESS_ACTIONS.sawInWorkList, smsg('audit.sawInWorkList')],
  [ACCESS_ACTIONS.acknowledgedAlert, smsg('audit.acknowledgedAlert')],
  [ACCESS_ACTIONS.resolvedAlert, smsg('audit.resolvedAlert')],
  [ACCESS_ACTIONS.assignedAlert, smsg('audit.assignedAlert')],
  [ACCESS_ACTIONS.repliedRequest, smsg('audit.repliedRequest')],
  [ACCESS_ACTIONS.viewedThread, smsg('audit.viewedThread')],
  [ACCESS_ACTIONS.repliedThread, smsg('audit.repliedThread')],
  [ACCESS_ACTIONS.invitedStaff, smsg('audit.invitedStaff')],
  [ACCESS_ACTIONS.changedRole, smsg('audit.changedRole')],
  [ACCESS_ACTIONS.deactivatedStaff, smsg('audit.deactivatedStaff')],
  [ACCESS_ACTIONS.resetSecondFactor, smsg('audit.resetSecondFactor')],
  [ACCESS_ACTIONS.resetStaffSecondFactor, smsg('audit.resetStaffSecondFactor')],
  [ACCESS_ACTIONS.viewedNotes, smsg('audit.viewedNotes')],
  [ACCESS_ACTIONS.wroteNote, smsg('audit.wroteNote')],
  [ACCESS_ACTIONS.editedNote, smsg('audit.editedNote')],
  [ACCESS_ACTIONS.addedAddendum, smsg('audit.addedAddendum')],
  [ACCESS_ACTIONS.enteredReading, smsg('audit.enteredReading')],
  [ACCESS_ACTIONS.enteredLabReport, smsg('audit.enteredLabReport')],
  [ACCESS_ACTIONS.viewedTargets, smsg('audit.viewedTargets')],
  [ACCESS_ACTIONS.setTarget, smsg('audit.setTarget')],
  [ACCESS_ACTIONS.removedTarget, smsg('audit.removedTarget')],
  [ACCESS_ACTIONS.viewedHeartRisk, smsg('audit.viewedHeartRisk')],
  [ACCESS_ACTIONS.viewedTimeline, smsg('audit.viewedTimeline')],
  [ACCESS_ACTIONS.viewedOutcomes, smsg('audit.viewedOutcomes')],
  [ACCESS_ACTIONS.downloadedOutcomes, smsg('audit.downloadedOutcomes')],
  [ACCESS_ACTIONS.viewedOutreach, smsg('audit.viewedOutreach')],
  [ACCESS_ACTIONS.sentCheckIn, smsg('audit.sentCheckIn')],
  [ACCESS_ACTIONS.snoozedOutreach, smsg('audit.snoozedOutreach')],
  [ACCESS_ACTIONS.reachedByPhone, smsg('audit.reachedByPhone')],
  [ACCESS_ACTIONS.viewedMetabolic, smsg('audit.viewedMetabolic')],
  [ACCESS_ACTIONS.viewedWeightReviews, smsg('audit.viewedWeightReviews')],
  [ACCESS_ACTIONS.reviewedWeight, smsg('audit.reviewedWeight')],
  [ACCESS_ACTIONS.viewedBody, smsg('audit.viewedBody')],
  [ACCESS_ACTIONS.viewedMedications, smsg('audit.viewedMedications')],
  [ACCESS_ACTIONS.listedByHealthFilter, smsg('audit.listedByHealthFilter')],
  [ACCESS_ACTIONS.assignedRequest, smsg('audit.assignedRequest')],
  [ACCESS_ACTIONS.assignedThread, smsg('audit.assignedThread')],
  [ACCESS_ACTIONS.startedProgram, smsg('audit.startedProgram')],
  [ACCESS_ACTIONS.viewedCalendar, smsg('audit.viewedCalendar')],
  [ACCESS_ACTIONS.viewedAppointments, smsg('audit.viewedAppointments')],
  [ACCESS_ACTIONS.bookedAppointment, smsg('audit.bookedAppointment')],
  [ACCESS_ACTIONS.movedAppointment, smsg('audit.movedAppointment')],
  [ACCESS_ACTIONS.cancelledAppointment, smsg('audit.cancelledAppointment')],
  [ACCESS_ACTIONS.markedAppointment, smsg('audit.markedAppointment')],
  [ACCESS_ACTIONS.notedAppointment, smsg('audit.notedAppointment')],
]);
const actionIn = (locale: Locale, action: string) => t(locale, ACTION_WORDS.get(action) ?? action);

/**
 * The actions as the care team reads them (issue 34): of the member by name ("Viewed Morgan Lavoie's
 * programmes") rather than to them ("Viewed your programmes"). Typed by action, so a new action
 * without its staff wording does not compile.
 */
const STAFF_WORDS: Record<keyof typeof ACCESS_ACTIONS, ServerMessageId> = {
  viewedRecord: 'auditStaff.viewedRecord',
  viewedHealth: 'auditStaff.viewedHealth',
  viewedAlerts: 'auditStaff.viewedAlerts',
  sawAlertInList: 'auditStaff.sawAlertInList',
  sawInOutreach: 'auditStaff.sawInOutreach',
  sawInWorkList: 'auditStaff.sawInWorkList',
  acknowledgedAlert: 'auditStaff.acknowledgedAlert',
  resolvedAlert: 'auditStaff.resolvedAlert',
  assignedAlert: 'auditStaff.assignedAlert',
  repliedRequest: 'auditStaff.repliedRequest',
  viewedThread: 'auditStaff.viewedThread',
  repliedThread: 'auditStaff.repliedThread',
  invitedStaff: 'auditStaff.invitedStaff',
  changedRole: 'auditStaff.changedRole',
  deactivatedStaff: 'auditStaff.deactivatedStaff',
  resetSecondFactor: 'auditStaff.resetSecondFactor',
  resetStaffSecondFactor: 'auditStaff.resetStaffSecondFactor',
  viewedNotes: 'auditStaff.viewedNotes',
  wroteNote: 'auditStaff.wroteNote',
  editedNote: 'auditStaff.editedNote',
  addedAddendum: 'auditStaff.addedAddendum',
  enteredReading: 'auditStaff.enteredReading',
  enteredLabReport: 'auditStaff.enteredLabReport',
  viewedTargets: 'auditStaff.viewedTargets',
  setTarget: 'auditStaff.setTarget',
  removedTarget: 'auditStaff.removedTarget',
  viewedHeartRisk: 'auditStaff.viewedHeartRisk',
  viewedTimeline: 'auditStaff.viewedTimeline',
  viewedOutcomes: 'auditStaff.viewedOutcomes',
  downloadedOutcomes: 'auditStaff.downloadedOutcomes',
  viewedOutreach: 'auditStaff.viewedOutreach',
  sentCheckIn: 'auditStaff.sentCheckIn',
  snoozedOutreach: 'auditStaff.snoozedOutreach',
  reachedByPhone: 'auditStaff.reachedByPhone',
  viewedMetabolic: 'auditStaff.viewedMetabolic',
  viewedWeightReviews: 'auditStaff.viewedWeightReviews',
  reviewedWeight: 'auditStaff.reviewedWeight',
  viewedBody: 'auditStaff.viewedBody',
  viewedMedications: 'auditStaff.viewedMedications',
  listedByHealthFilter: 'auditStaff.listedByHealthFilter',
  assignedRequest: 'auditStaff.assignedRequest',
  assignedThread: 'auditStaff.assignedThread',
  startedProgram: 'auditStaff.startedProgram',
  viewedCalendar: 'auditStaff.viewedCalendar',
  viewedAppointments: 'auditStaff.viewedAppointments',
  bookedAppointment: 'auditStaff.bookedAppointment',
  movedAppointment: 'auditStaff.movedAppointment',
  cancelledAppointment: 'auditStaff.cancelledAppointment',
  markedAppointment: 'auditStaff.markedAppointment',
  notedAppointment: 'auditStaff.notedAppointment',
};
const STAFF_WORDS_BY_TEXT = new Map(
  (Object.entries(ACCESS_ACTIONS) as Array<[keyof typeof ACCESS_ACTIONS, string]>).map(([key, text]) => [text, STAFF_WORDS[key]]),
);
/** « de Morgan », « d’Émilie »: French elides « de » before a vowel or a mute h. */
const ofMember = (name: string) => (/^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);

/**
 * An action in staff words, naming the member; an action of a deleted member (no name to give) or one
 * stored before today's list, as the member reads it.
 */
function staffActionIn(locale: Locale, action: string, member: string | null): string {
  const id = STAFF_WORDS_BY_TEXT.get(action);
  if (!id || member === null) return actionIn(locale, action);
  return t(locale, smsg(id, { member: locale === 'fr' ? ofMember(member) : member }));
}

/** The staff member behind a request, as the log records them. */
export interface Actor {
  userId: string;
  name: string;
  role: string;
  ip: string | null;
}

/**
 * The append-only access log: who on the care team read a member's health data or changed anything,
 * which member, what, when and from which IP. Administrators read it; members read their own.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** Records one entry; pass the transaction of the write it records, so both happen or neither. */
  async record(
    actor: Actor,
    memberId: string | null,
    action: (typeof ACCESS_ACTIONS)[keyof typeof ACCESS_ACTIONS],
    detail: string | null = null,
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<void> {
    await repo.append(db, {
      id: newId(),
      staff_id: actor.userId,
      staff_name: actor.name,
      staff_role: actor.role,
      member_id: memberId,
      action,
      detail,
      ip: actor.ip,
      created_at: nowIso(),
    });
  }

  /**
   * Records `action` for each member of `memberIds` this staff member has no entry of since `since`
   * (a list that names many members, opened many times a day: once a day per member, not per view).
   */
  async recordOnceSince(
    actor: Actor,
    memberIds: readonly string[],
    action: (typeof ACCESS_ACTIONS)[keyof typeof ACCESS_ACTIONS],
    since: string,
  ): Promise<void> {
    const unique = [...new Set(memberIds)];
    const done = await repo.loggedSince(this.db, actor.userId, action, unique, since);
    for (const memberId of unique) if (!done.has(memberId)) await this.record(actor, memberId, action);
  }

  async list(
    filter: { staffId?: string; memberId?: string; cursor?: string; limit: number },
    locale: Locale = 'en',
  ): Promise<z.infer<typeof auditListSchema>> {
    let before: { at: string; id: string } | undefined;
    if (filter.cursor) {
      // `<created_at>|<id>` of the previous page's last entry, exactly as this call wrote it.
      const [at = '', id = '', ...rest] = filter.cursor.split('|');
      if (rest.length > 0 || !isIsoInstant(at) || !isRowId(id)) throw badRequest(smsg('api.invalidCursor'), [smsg('api.cursorNextPage')]);
      before = { at, id };
    }
    const rows = await repo.list(this.db, { staffId: filter.staffId, memberId: filter.memberId, before, limit: filter.limit + 1 });
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    return {
      entries: page.map((r) => {
        const member = r.member_id
          ? {
              _id: r.member_id,
              name: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : t(locale, smsg('audit.deletedMember')),
            }
          : null;
        return {
          _id: r.id,
          staff: { _id: r.staff_id, name: r.staff_name, role: r.staff_role },
          member,
          action: staffActionIn(locale, r.action, r.first_name ? member!.name : null),
          detail: r.detail,
          ip: r.ip,
          created_at: r.created_at,
        };
      }),
      next_cursor: rows.length > filter.limit && last ? `${last.created_at}|${last.id}` : null,
    };
  }

  async forMember(memberId: string, locale: Locale = 'en'): Promise<z.infer<typeof memberAccessLogSchema>> {
    const rows = await repo.forMember(this.db, memberId, 200);
    return {
      entries: rows.map((r) => ({
        _id: r.id,
        staff_name: r.staff_name,
        staff_role: r.staff_role,
        action: actionIn(locale, r.action),
        created_at: r.created_at,
      })),
    };
  }
}
