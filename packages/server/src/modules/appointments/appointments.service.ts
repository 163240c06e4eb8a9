import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { isValidTimeZone, localMoment } from '@wellpath/shared/reminders/time-zone';
import { can, type Role } from '@wellpath/shared/staff/roles';
import { givesType, noticeHours, type AppointmentType, type AppointmentTypesFile } from '@wellpath/shared/appointments/types';
import {
  blockedStretch,
  cellsOf,
  dayHoursSchema,
  freeSlots,
  inBookingWindow,
  isWorkingSlot,
  weeklyHoursSchema,
  weekStretch,
  addDays,
  type HoursException,
  type Stretch,
  type WeeklyHours,
} from '@wellpath/shared/appointments/slots';
import type {
  Appointment,
  BookBody,
  Calendar,
  CalendarAppointment,
  FreeSlot,
  FreeTimes,
  MyAppointments,
  StaffHours,
  StaffHoursBody,
} from '@wellpath/shared/appointments/wire';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import type { AppointmentTable, Database } from '../../db/schema.js';
import type { ContentBundle } from '../../content/loader.js';
import { DAY_MS, HOUR_MS, nowIso } from '../../lib/clock.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import { PeriodicPass } from '../../lib/periodic-pass.js';
import { newId } from '../../lib/tokens.js';
import { enqueueMail } from '../../mail/outbox.js';
import { inLanguage, type MailContext } from '../../mail/templates.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { appointmentMail, type AppointmentMailKind } from './appointment-mails.js';
import * as repo from './appointments.repository.js';

/** For other modules (decision 0077): a deleted account's visits, in the deletion's transaction. */
export { forgetMember as forgetMemberAppointments } from './appointments.repository.js';

const MINUTE_MS = 60_000;
/** How many next free times a "just taken" answer offers. */
const NEXT_TIMES = 5;
/** How far ahead the next free times are looked for. */
const NEXT_SEARCH_DAYS = 28;
/** The reminder goes this long before the visit. */
const REMINDER_BEFORE_MS = 24 * HOUR_MS;
/** The most reminders one pass sends; the next pass goes on. */
const REMINDER_PASS_LIMIT = 500;

const daysColumn = weeklyHoursSchema.shape.days;
const typesColumn = z.array(z.string());
const statusColumn = z.enum(['booked', 'cancelled', 'attended', 'no_show']);

export interface AppointmentServiceDeps {
  db: Db;
  audit: AuditService;
  content: () => ContentBundle;
  mailContext: () => MailContext;
  kickMail: () => void;
  /** The clinic's sending address (the calendar event's organizer). */
  organizerEmail: string;
  log?: FastifyBaseLogger;
}

/** A time just taken by someone else (rolls the booking's transaction back). */
class SlotTaken extends Error {}

interface StaffMember {
  id: string;
  name: string;
  role: string;
  email: string;
  coachId: string | null;
  hours: WeeklyHours | null;
  types: string[];
  meetingUrl: string | null;
}

const nameOf = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/**
 * Appointments with the care team (issue 38, decision 0096): staff keep their hours; members and
 * staff book free times; the database's cells (appointment_cells) refuse a second booking of the
 * same time; every change mails the member an updated calendar event (decision 0097).
 */
export class AppointmentService {
  private readonly reminders = new PeriodicPass(
    (now) => this.reminderPass(now),
    (err) => this.deps.log?.error({ err }, 'appointment reminder pass failed'),
  );

  constructor(private readonly deps: AppointmentServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private get file(): AppointmentTypesFile {
    return this.deps.content().appointmentTypes;
  }

  private type(key: string): AppointmentType | undefined {
    return this.file.types.find((t) => t.key === key);
  }

  /** A type as the content reads it in a language (the content's French file), by its key. */
  private localType(key: string, locale: Locale): AppointmentType | undefined {
    return this.deps.content().byLocale[locale].appointmentTypes.types.find((t) => t.key === key);
  }

  /** A type's name in a language, its key when it left the content. */
  private typeName(key: string, locale: Locale): string {
    return this.localType(key, locale)?.name ?? key;
  }

  private clinicZone(): string {
    return this.deps.content().landing.timeZone;
  }

  // ---- staff members and their hours ----

  private async exceptionsOf(staffIds: string[], fromDate: string): Promise<Map<string, HoursException[]>> {
    const rows = await repo.exceptionsOf(this.db, staffIds, fromDate);
    const out = new Map<string, HoursException[]>();
    for (const r of rows) {
      const list = out.get(r.staff_id) ?? [];
      list.push({
        date: r.date,
        hours: r.hours === null ? null : parseJsonColumn(dayHoursSchema, r.hours, 'staff_hour_exceptions.hours'),
        note: r.note,
      });
      out.set(r.staff_id, list);
    }
    return out;
  }

  private staffFromRow(r: repo.BookableStaffRow): StaffMember {
    return {
      id: r.id,
      name: nameOf(r),
      role: r.role,
      email: r.email,
      coachId: r.coach_id,
      hours: { time_zone: r.time_zone, days: parseJsonColumn(daysColumn, r.days, 'staff_calendars.days') },
      types: parseJsonColumn(typesColumn, r.types, 'staff_calendars.types'),
      meetingUrl: r.meeting_url,
    };
  }

  /** Staff with hours who offer the type (and may give it). */
  private async givers(type: AppointmentType, only?: { staffId?: string; coachKey?: string }): Promise<StaffMember[]> {
    const rows = await repo.bookableStaff(this.db);
    return rows
      .map((r) => this.staffFromRow(r))
      .filter((s) => s.types.includes(type.key) && givesType(type, s))
      .filter((s) => !only?.staffId || s.id === only.staffId)
      .filter((s) => !only?.coachKey || s.coachId === only.coachKey);
  }

  private async busyOf(staffIds: string[], from: Date, until: Date): Promise<Map<string, Stretch[]>> {
    // A visit starting up to 2 hours before `from` may still block it (90 minutes and buffers).
    const rows = await repo.holdingTime(
      this.db,
      staffIds,
      new Date(from.getTime() - 3 * HOUR_MS).toISOString(),
      new Date(until.getTime() + 2 * HOUR_MS).toISOString(),
    );
    const out = new Map<string, Stretch[]>();
    for (const r of rows) {
      if (!r.staff_id) continue;
      const list = out.get(r.staff_id) ?? [];
      list.push(blockedStretch(new Date(r.starts_at), r));
      out.set(r.staff_id, list);
    }
    return out;
  }

  /** The free times of a type across these staff members between two instants. */
  private async slotsOf(
    type: AppointmentType,
    staff: StaffMember[],
    from: Date,
    until: Date,
    opts: { ignoreWindow: boolean; limit?: number },
  ): Promise<FreeSlot[]> {
    const now = new Date();
    const ids = staff.map((s) => s.id);
    const [busy, exceptions] = await Promise.all([
      this.busyOf(ids, from, until),
      this.exceptionsOf(ids, localMoment(new Date(from.getTime() - DAY_MS), 'UTC').date),
    ]);
    const slots: FreeSlot[] = [];
    for (const s of staff) {
      if (!s.hours) continue;
      const free = freeSlots({
        hours: s.hours,
        exceptions: exceptions.get(s.id) ?? [],
        type,
        busy: busy.get(s.id) ?? [],
        from: new Date(Math.max(from.getTime(), now.getTime())),
        until,
        now,
        ignoreWindow: opts.ignoreWindow,
      });
      for (const f of free) slots.push({ ...f, staff: { _id: s.id, name: s.name } });
    }
    slots.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.staff.name.localeCompare(b.staff.name));
    return opts.limit ? slots.slice(0, opts.limit) : slots;
  }

  /** The answer to a time just taken: 409 with the next free times of the same type (this staff member first). */
  private async taken(type: AppointmentType, staff: StaffMember, after: Date, ignoreWindow: boolean): Promise<HttpError> {
    const until = new Date(after.getTime() + NEXT_SEARCH_DAYS * DAY_MS);
    let next = await this.slotsOf(type, [staff], after, until, { ignoreWindow, limit: NEXT_TIMES });
    if (next.length === 0 && !ignoreWindow)
      next = await this.slotsOf(type, await this.givers(type), after, until, { ignoreWindow, limit: NEXT_TIMES });
    return new HttpError(409, smsg('appointments.slotTaken'), { code: 'SLOT_TAKEN', next });
  }

  // ---- the member's side ----

  private memberZone(zone: string | null | undefined): string {
    return zone && isValidTimeZone(zone) ? zone : this.clinicZone();
  }

  /** The types a member may book, each with who gives it. */
  async typesForMember(locale: Locale) {
    const rows = await repo.bookableStaff(this.db);
    const staff = rows.map((r) => this.staffFromRow(r));
    return {
      types: this.file.types
        .filter((t) => t.member_bookable)
        .map((t) => ({
          ...this.typeWire(t, locale),
          staff: staff.filter((s) => s.types.includes(t.key) && givesType(t, s)).map((s) => ({ _id: s.id, name: s.name })),
        })),
      clinic_phone: this.file.clinic_phone,
    };
  }

  /** A type as the screens read it, its name and description in the reader's language (decision 0106). */
  private typeWire(t: AppointmentType, locale: Locale) {
    const local = this.localType(t.key, locale) ?? t;
    return {
      key: t.key,
      name: local.name,
      description: local.description,
      minutes: t.minutes,
      mode: t.mode,
      member_bookable: t.member_bookable,
      notice_hours: noticeHours(this.file, t),
    };
  }

  private memberType(key: string): AppointmentType {
    const type = this.type(key);
    if (!type || !type.member_bookable) throw notFound(smsg('appointments.typeNotFound'));
    return type;
  }

  /** A week of free times (Monday to Sunday on the member's clock). */
  async freeForMember(
    member: { timeZone: string | null },
    q: { type: string; week: string; staff?: string; coach?: string },
  ): Promise<FreeTimes> {
    const type = this.memberType(q.type);
    const zone = this.memberZone(member.timeZone);
    const { from, until } = weekStretch(q.week, zone);
    const staff = await this.givers(type, { staffId: q.staff, coachKey: q.coach });
    return { week: q.week, time_zone: zone, slots: await this.slotsOf(type, staff, from, until, { ignoreWindow: false }) };
  }

  private async bookable(type: AppointmentType, staffId: string): Promise<StaffMember> {
    const [staff] = await this.givers(type, { staffId });
    if (!staff) throw notFound(smsg('appointments.staffNotFound'));
    return staff;
  }

  /** The member books a free time: one transaction writes the visit, its cells and the confirmation e-mail. */
  async bookForMember(memberId: string, body: BookBody, locale: Locale): Promise<Appointment> {
    const type = this.memberType(body.type);
    const staff = await this.bookable(type, body.staff_id);
    const start = new Date(body.starts_at);
    const row = await this.book({ memberId, staff, type, start, bookedBy: 'member', ignoreWindow: false });
    return this.forMember(row, new Date(), locale);
  }

  private async book(x: {
    memberId: string;
    staff: StaffMember;
    type: AppointmentType;
    start: Date;
    bookedBy: 'member' | 'staff';
    ignoreWindow: boolean;
    actor?: Actor;
  }): Promise<AppointmentTable> {
    const now = new Date();
    const { staff, type, start } = x;
    const exceptions =
      (await this.exceptionsOf([staff.id], localMoment(new Date(start.getTime() - DAY_MS), 'UTC').date)).get(staff.id) ?? [];
    const working =
      staff.hours !== null &&
      start.getTime() > now.getTime() &&
      isWorkingSlot(start, { hours: staff.hours, exceptions, type, now, ignoreWindow: x.ignoreWindow }) &&
      (x.ignoreWindow || inBookingWindow(start, type, now));
    if (!working) throw await this.taken(type, staff, start, x.ignoreWindow);
    const at = nowIso(now);
    const row: AppointmentTable = {
      id: newId(),
      member_id: x.memberId,
      staff_id: staff.id,
      staff_name: staff.name,
      type_key: type.key,
      mode: type.mode,
      minutes: type.minutes,
      buffer_before: type.buffer_before,
      buffer_after: type.buffer_after,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + type.minutes * MINUTE_MS).toISOString(),
      status: 'booked',
      booked_by: x.bookedBy,
      sequence: 0,
      cancel_reason: null,
      cancelled_by: null,
      cancelled_at: null,
      note: null,
      meeting_url: type.mode === 'video' ? (staff.meetingUrl ?? type.meeting_url ?? null) : null,
      reminder_sent_at: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await repo.insertAppointment(trx, row);
        if (!(await repo.reserveCells(trx, staff.id, row.id, cellsOf(blockedStretch(start, type))))) throw new SlotTaken();
        if (x.actor) await this.deps.audit.record(x.actor, x.memberId, ACCESS_ACTIONS.bookedAppointment, type.key, trx);
        await this.mail(trx, row, 'booked');
      });
    } catch (err) {
      if (err instanceof SlotTaken) throw await this.taken(type, staff, start, x.ignoreWindow);
      throw err;
    }
    this.deps.kickMail();
    return row;
  }

  /** The member's own visits, upcoming (soonest first) and past (latest first). */
  async mine(memberId: string, timeZone: string | null, locale: Locale): Promise<MyAppointments> {
    const now = new Date();
    const rows = await repo.memberAppointments(this.db, memberId);
    const list = rows.map((r) => this.forMember(r, now, locale));
    const upcoming = list.filter((a) => a.status === 'booked' && Date.parse(a.ends_at) > now.getTime());
    const past = list.filter((a) => !upcoming.includes(a)).reverse();
    return {
      upcoming,
      past,
      clinic_phone: this.file.clinic_phone,
      reminders: await repo.reminderChoice(this.db, memberId),
      time_zone: this.memberZone(timeZone),
    };
  }

  private noticeOf(row: Pick<AppointmentTable, 'type_key'>): number {
    const type = this.type(row.type_key);
    return type ? noticeHours(this.file, type) : this.file.notice_hours;
  }

  private forMember(row: AppointmentTable, now: Date, locale: Locale): Appointment {
    const changeUntil = new Date(Date.parse(row.starts_at) - this.noticeOf(row) * HOUR_MS);
    const status = parseColumn(statusColumn, row.status, 'appointments.status');
    return {
      _id: row.id,
      type: { key: row.type_key, name: this.typeName(row.type_key, locale), minutes: row.minutes, mode: row.mode },
      staff: row.staff_id ? { _id: row.staff_id, name: row.staff_name } : null,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      status,
      meeting_url: row.meeting_url,
      change_until: changeUntil.toISOString(),
      can_change: status === 'booked' && now.getTime() < changeUntil.getTime(),
      cancel_reason: row.cancel_reason,
      cancelled_by: row.cancelled_by,
      booked_by: row.booked_by,
    };
  }

  private async memberAppointment(memberId: string, id: string): Promise<AppointmentTable> {
    const row = await repo.findMemberAppointment(this.db, memberId, id);
    if (!row) throw notFound(smsg('appointments.notFound'));
    return row;
  }

  /** The notice: a member changes a visit themselves only up to its notice before the start. */
  private checkNotice(row: AppointmentTable): void {
    const hours = this.noticeOf(row);
    if (Date.now() >= Date.parse(row.starts_at) - hours * HOUR_MS)
      throw new HttpError(409, smsg('appointments.noticePassed', { hours, phone: this.file.clinic_phone }), { code: 'NOTICE_PASSED' });
  }

  async moveForMember(memberId: string, id: string, startsAt: string, locale: Locale): Promise<Appointment> {
    const row = await this.memberAppointment(memberId, id);
    if (row.status !== 'booked') throw new HttpError(409, smsg('appointments.notBooked'), { code: 'NOT_BOOKED' });
    this.checkNotice(row);
    const moved = await this.move(row, new Date(startsAt), { ignoreWindow: false });
    return this.forMember(moved, new Date(), locale);
  }

  async cancelForMember(memberId: string, id: string, locale: Locale): Promise<Appointment> {
    const row = await this.memberAppointment(memberId, id);
    if (row.status === 'cancelled') return this.forMember(row, new Date(), locale);
    if (row.status !== 'booked') throw new HttpError(409, smsg('appointments.notBooked'), { code: 'NOT_BOOKED' });
    this.checkNotice(row);
    const cancelled = await this.cancel(row, { by: 'member', reason: null });
    return this.forMember(cancelled, new Date(), locale);
  }

  async setReminders(memberId: string, on: boolean): Promise<{ reminders: boolean }> {
    await repo.setReminderChoice(this.db, memberId, on, nowIso());
    return { reminders: on };
  }

  // ---- changes, for members and staff ----

  private staffOfRow(row: AppointmentTable): Promise<StaffMember> {
    const type = this.type(row.type_key);
    if (!type || !row.staff_id) throw notFound(smsg('appointments.notFound'));
    return repo.findCalendar(this.db, row.staff_id).then(async (cal) => {
      const user = await repo.findStaff(this.db, row.staff_id!);
      if (!cal || !user) throw notFound(smsg('appointments.staffNotFound'));
      return {
        id: user.id,
        name: nameOf(user),
        role: user.role,
        email: user.email,
        coachId: user.coach_id,
        hours: { time_zone: cal.time_zone, days: parseJsonColumn(daysColumn, cal.days, 'staff_calendars.days') },
        types: parseJsonColumn(typesColumn, cal.types, 'staff_calendars.types'),
        meetingUrl: cal.meeting_url,
      };
    });
  }

  /** Moves a visit to another free time of the same staff member: its cells freed and the new ones taken in one transaction. */
  private async move(row: AppointmentTable, start: Date, opts: { ignoreWindow: boolean; actor?: Actor }): Promise<AppointmentTable> {
    const type = this.type(row.type_key);
    if (!type) throw notFound(smsg('appointments.typeNotFound'));
    const staff = await this.staffOfRow(row);
    const now = new Date();
    if (start.toISOString() === row.starts_at) return row;
    const exceptions =
      (await this.exceptionsOf([staff.id], localMoment(new Date(start.getTime() - DAY_MS), 'UTC').date)).get(staff.id) ?? [];
    const working =
      staff.hours !== null &&
      start.getTime() > now.getTime() &&
      isWorkingSlot(start, { hours: staff.hours, exceptions, type, now, ignoreWindow: opts.ignoreWindow }) &&
      (opts.ignoreWindow || inBookingWindow(start, type, now));
    if (!working) throw await this.taken(type, staff, start, opts.ignoreWindow);
    const changes = {
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + row.minutes * MINUTE_MS).toISOString(),
      sequence: row.sequence + 1,
      reminder_sent_at: null,
      updated_at: nowIso(now),
    };
    const moved: AppointmentTable = { ...row, ...changes };
    try {
      await this.db.transaction().execute(async (trx) => {
        // Only the version read is moved: a concurrent change of the same visit (a second click) loses.
        const current = await repo.findAppointment(trx, row.id);
        if (!current || current.sequence !== row.sequence || current.status !== 'booked') throw new SlotTaken();
        await repo.releaseCells(trx, row.id);
        const stretch = blockedStretch(start, { minutes: row.minutes, buffer_before: row.buffer_before, buffer_after: row.buffer_after });
        if (!(await repo.reserveCells(trx, staff.id, row.id, cellsOf(stretch)))) throw new SlotTaken();
        await repo.updateAppointment(trx, row.id, changes);
        if (opts.actor && row.member_id)
          await this.deps.audit.record(opts.actor, row.member_id, ACCESS_ACTIONS.movedAppointment, row.type_key, trx);
        await this.mail(trx, moved, 'changed');
      });
    } catch (err) {
      if (err instanceof SlotTaken) throw await this.taken(type, staff, start, opts.ignoreWindow);
      throw err;
    }
    this.deps.kickMail();
    return moved;
  }

  private async cancel(
    row: AppointmentTable,
    x: { by: 'member' | 'staff'; reason: string | null; actor?: Actor },
  ): Promise<AppointmentTable> {
    const at = nowIso();
    const changes = {
      status: 'cancelled' as const,
      cancelled_by: x.by,
      cancel_reason: x.reason,
      cancelled_at: at,
      sequence: row.sequence + 1,
      updated_at: at,
    };
    const cancelled: AppointmentTable = { ...row, ...changes };
    const done = await this.db.transaction().execute(async (trx) => {
      const current = await repo.findAppointment(trx, row.id);
      if (!current || current.status !== 'booked') return false;
      await repo.releaseCells(trx, row.id);
      await repo.updateAppointment(trx, row.id, changes);
      if (x.actor && row.member_id)
        await this.deps.audit.record(x.actor, row.member_id, ACCESS_ACTIONS.cancelledAppointment, row.type_key, trx);
      await this.mail(trx, cancelled, 'cancelled');
      return true;
    });
    if (!done) return (await repo.findAppointment(this.db, row.id)) ?? cancelled;
    this.deps.kickMail();
    return cancelled;
  }

  /** Queues the member's e-mail about a visit, with its calendar event, in the change's transaction. */
  private async mail(trx: Transaction<Database>, row: AppointmentTable, kind: AppointmentMailKind): Promise<void> {
    if (!row.member_id) return;
    const member = await repo.memberContact(trx, row.member_id);
    if (!member || member.deactivated_at || !member.email_verified_at) return;
    const ctx = inLanguage(this.deps.mailContext(), member.language);
    const locale = ctx.locale ?? 'en';
    await enqueueMail(
      trx,
      appointmentMail(ctx, {
        kind,
        appointmentId: row.id,
        sequence: row.sequence,
        start: new Date(row.starts_at),
        end: new Date(row.ends_at),
        timeZone: this.memberZone(member.time_zone),
        typeName: this.typeName(row.type_key, locale),
        mode: row.mode,
        staffName: row.staff_name,
        meetingUrl: row.meeting_url,
        noticeHours: this.noticeOf(row),
        clinicPhone: this.file.clinic_phone,
        cancelReason: row.cancel_reason,
        to: { email: member.email, firstName: member.first_name, lastName: member.last_name },
        organizerEmail: this.deps.organizerEmail,
      }),
    );
  }

  // ---- the care team's calendar ----

  /** Whose calendar a staff member reads or changes: their own, or (administrators) anyone's, logged. */
  private async owner(
    actor: Actor,
    role: Role,
    staffId: string | undefined,
    log: boolean,
  ): Promise<{ id: string; name: string; role: string; email: string }> {
    const id = staffId ?? actor.userId;
    if (id !== actor.userId && !can(role, 'calendar:all')) throw forbidden(smsg('appointments.notYours'));
    const user = await repo.findStaff(this.db, id);
    if (!user) throw notFound(smsg('http.notFound'));
    if (id !== actor.userId && log) await this.deps.audit.record(actor, null, ACCESS_ACTIONS.viewedCalendar, id);
    return { id: user.id, name: nameOf(user), role: user.role, email: user.email };
  }

  async hours(actor: Actor, role: Role, staffId: string | undefined, locale: Locale): Promise<StaffHours> {
    const owner = await this.owner(actor, role, staffId, true);
    return this.hoursOf(owner, locale);
  }

  private async hoursOf(owner: { id: string; name: string; role: string; email: string }, locale: Locale): Promise<StaffHours> {
    const [cal, exceptions] = await Promise.all([repo.findCalendar(this.db, owner.id), this.exceptionsOf([owner.id], '0000-01-01')]);
    return {
      staff: { _id: owner.id, name: owner.name },
      hours: cal ? { time_zone: cal.time_zone, days: parseJsonColumn(daysColumn, cal.days, 'staff_calendars.days') } : null,
      exceptions: (exceptions.get(owner.id) ?? []).sort((a, b) => a.date.localeCompare(b.date)),
      types: cal ? parseJsonColumn(typesColumn, cal.types, 'staff_calendars.types') : [],
      meeting_url: cal?.meeting_url ?? null,
      offerable: this.file.types.filter((t) => givesType(t, owner)).map((t) => ({ key: t.key, name: this.typeName(t.key, locale) })),
    };
  }

  async setHours(actor: Actor, role: Role, body: StaffHoursBody, locale: Locale): Promise<StaffHours> {
    const owner = await this.owner(actor, role, undefined, false);
    for (const key of body.types) {
      const type = this.type(key);
      if (!type || !givesType(type, owner)) throw badRequest(smsg('appointments.typeNotOffered', { type: key }));
    }
    await repo.saveCalendar(this.db, {
      staff_id: owner.id,
      time_zone: body.hours.time_zone,
      days: JSON.stringify(body.hours.days),
      types: JSON.stringify([...new Set(body.types)]),
      meeting_url: body.meeting_url,
      updated_at: nowIso(),
    });
    return this.hoursOf(owner, locale);
  }

  async setException(
    actor: Actor,
    role: Role,
    date: string,
    body: { hours: HoursException['hours']; note: string },
    locale: Locale,
  ): Promise<StaffHours> {
    const owner = await this.owner(actor, role, undefined, false);
    await repo.saveException(this.db, { staff_id: owner.id, date, hours: body.hours ? JSON.stringify(body.hours) : null, note: body.note });
    return this.hoursOf(owner, locale);
  }

  async removeException(actor: Actor, role: Role, date: string, locale: Locale): Promise<StaffHours> {
    const owner = await this.owner(actor, role, undefined, false);
    await repo.deleteException(this.db, owner.id, date);
    return this.hoursOf(owner, locale);
  }

  async bookingStaff(locale: Locale) {
    const rows = await repo.bookableStaff(this.db);
    return {
      staff: rows.map((r) => {
        const s = this.staffFromRow(r);
        return { _id: s.id, name: s.name, role: s.role, types: s.types, time_zone: s.hours?.time_zone ?? null };
      }),
      types: this.file.types.map((t) => this.typeWire(t, locale)),
    };
  }

  private staffZone(cal: { time_zone: string } | undefined): string {
    return cal?.time_zone ?? this.clinicZone();
  }

  async calendar(actor: Actor, role: Role, q: { from: string; days: number; staff?: string }, locale: Locale): Promise<Calendar> {
    const owner = await this.owner(actor, role, q.staff, true);
    const zone = this.staffZone(await repo.findCalendar(this.db, owner.id));
    const from = weekStretch(q.from, zone).from;
    const until = weekStretch(addDays(q.from, q.days), zone).from;
    const rows = await repo.staffAppointments(this.db, owner.id, from.toISOString(), until.toISOString());
    const now = new Date();
    return {
      staff: { _id: owner.id, name: owner.name },
      time_zone: zone,
      appointments: rows.map((r) => this.forStaff(r, now, locale)),
    };
  }

  private forStaff(
    row: AppointmentTable & { member_first_name?: string | null; member_last_name?: string | null },
    now: Date,
    locale: Locale,
  ): CalendarAppointment {
    return {
      ...this.forMember(row, now, locale),
      member:
        row.member_id && row.member_first_name != null
          ? { _id: row.member_id, name: `${row.member_first_name} ${row.member_last_name ?? ''}`.trim() }
          : null,
      note: row.note,
    };
  }

  async freeForStaff(actor: Actor, role: Role, q: { type: string; staff?: string; from: string; days: number }): Promise<FreeTimes> {
    const owner = await this.owner(actor, role, q.staff, false);
    const type = this.type(q.type);
    if (!type) throw notFound(smsg('appointments.typeNotFound'));
    const [staff] = await this.givers(type, { staffId: owner.id });
    const zone = this.staffZone(await repo.findCalendar(this.db, owner.id));
    const from = weekStretch(q.from, zone).from;
    const until = weekStretch(addDays(q.from, q.days), zone).from;
    return { week: q.from, time_zone: zone, slots: staff ? await this.slotsOf(type, [staff], from, until, { ignoreWindow: true }) : [] };
  }

  async bookByStaff(
    actor: Actor,
    role: Role,
    body: { member_id: string; type: string; starts_at: string; staff_id?: string },
    locale: Locale,
  ): Promise<CalendarAppointment> {
    const owner = await this.owner(actor, role, body.staff_id, false);
    const type = this.type(body.type);
    if (!type) throw notFound(smsg('appointments.typeNotFound'));
    const member = await repo.memberContact(this.db, body.member_id);
    if (!member || member.deactivated_at) throw notFound(smsg('api.memberNotFound'));
    const staff = await this.bookable(type, owner.id);
    const row = await this.book({
      memberId: member.id,
      staff,
      type,
      start: new Date(body.starts_at),
      bookedBy: 'staff',
      ignoreWindow: true,
      actor,
    });
    return this.forStaff({ ...row, member_first_name: member.first_name, member_last_name: member.last_name }, new Date(), locale);
  }

  /** An appointment of the actor's calendar (administrators: anyone's); 404 otherwise. */
  private async staffAppointment(actor: Actor, role: Role, id: string): Promise<AppointmentTable> {
    const row = await repo.findAppointment(this.db, id);
    if (!row || (row.staff_id !== actor.userId && !can(role, 'calendar:all'))) throw notFound(smsg('appointments.notFound'));
    return row;
  }

  private async withMember(row: AppointmentTable, locale: Locale): Promise<CalendarAppointment> {
    const member = row.member_id ? await repo.memberContact(this.db, row.member_id) : undefined;
    return this.forStaff(
      { ...row, member_first_name: member?.first_name ?? null, member_last_name: member?.last_name ?? null },
      new Date(),
      locale,
    );
  }

  async moveByStaff(actor: Actor, role: Role, id: string, startsAt: string, locale: Locale): Promise<CalendarAppointment> {
    const row = await this.staffAppointment(actor, role, id);
    if (row.status !== 'booked') throw new HttpError(409, smsg('appointments.notBooked'), { code: 'NOT_BOOKED' });
    return this.withMember(await this.move(row, new Date(startsAt), { ignoreWindow: true, actor }), locale);
  }

  async cancelByStaff(actor: Actor, role: Role, id: string, reason: string, locale: Locale): Promise<CalendarAppointment> {
    const row = await this.staffAppointment(actor, role, id);
    if (row.status === 'cancelled') return this.withMember(row, locale);
    if (row.status !== 'booked') throw new HttpError(409, smsg('appointments.notBooked'), { code: 'NOT_BOOKED' });
    return this.withMember(await this.cancel(row, { by: 'staff', reason, actor }), locale);
  }

  async setOutcome(actor: Actor, role: Role, id: string, status: 'attended' | 'no_show', locale: Locale): Promise<CalendarAppointment> {
    const row = await this.staffAppointment(actor, role, id);
    if (row.status === 'cancelled') throw new HttpError(409, smsg('appointments.notBooked'), { code: 'NOT_BOOKED' });
    if (Date.parse(row.starts_at) > Date.now()) throw new HttpError(409, smsg('appointments.notStarted'), { code: 'NOT_STARTED' });
    if (row.status === status) return this.withMember(row, locale);
    await this.db.transaction().execute(async (trx) => {
      await repo.updateAppointment(trx, row.id, { status, updated_at: nowIso() });
      if (row.member_id) await this.deps.audit.record(actor, row.member_id, ACCESS_ACTIONS.markedAppointment, status, trx);
    });
    return this.withMember({ ...row, status }, locale);
  }

  async setNote(actor: Actor, role: Role, id: string, note: string, locale: Locale): Promise<CalendarAppointment> {
    const row = await this.staffAppointment(actor, role, id);
    const text = note.trim() === '' ? null : note;
    if (text === row.note) return this.withMember(row, locale);
    await this.db.transaction().execute(async (trx) => {
      await repo.updateAppointment(trx, row.id, { note: text, updated_at: nowIso() });
      if (row.member_id) await this.deps.audit.record(actor, row.member_id, ACCESS_ACTIONS.notedAppointment, null, trx);
    });
    return this.withMember({ ...row, note: text }, locale);
  }

  /**
   * A member's visits with anyone on the care team, in the access log. A visit's private note (a
   * clinician's note of a lab-results review, say) is health information: it is answered to the staff
   * member who gave the visit and to roles that read members' health, not to a coach reading the
   * record (null, as a visit without one).
   */
  async forMemberRecord(actor: Actor, memberId: string, locale: Locale): Promise<{ appointments: CalendarAppointment[] }> {
    const member = await repo.memberContact(this.db, memberId);
    if (!member) throw notFound(smsg('api.memberNotFound'));
    await this.deps.audit.record(actor, memberId, ACCESS_ACTIONS.viewedAppointments);
    const now = new Date();
    const readsHealth = can(actor.role as Role, 'health:read');
    return {
      appointments: (await repo.memberAppointmentsForStaff(this.db, memberId)).map((r) => {
        const shown = this.forStaff(r, now, locale);
        return readsHealth || r.staff_id === actor.userId ? shown : { ...shown, note: null };
      }),
    };
  }

  // ---- the reminder a day before ----

  /** Runs a reminder pass now and then every `everyMs` (with the reminder scheduler). */
  startReminders(everyMs = 60_000): void {
    this.reminders.start(everyMs);
  }

  stopReminders(): Promise<void> {
    return this.reminders.stop();
  }

  /**
   * One pass (or the one already running): each booked visit starting within a day whose reminder has
   * not gone is claimed by a conditional update in its own transaction, with the e-mail queued in it,
   * so however many passes or copies run, one sends it. A member who turned reminders off, or a visit
   * booked or moved less than a day before it starts (its confirmation is as recent), is passed over
   * (the claim is kept, nothing queued). How many were sent.
   */
  remindDue(now: Date = new Date()): Promise<number> {
    return this.reminders.due(now);
  }

  private async reminderPass(now: Date): Promise<number> {
    const at = nowIso(now);
    const until = new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString();
    let sent = 0;
    for (const { id } of await repo.dueReminders(this.db, at, until, REMINDER_PASS_LIMIT)) {
      try {
        const mailed = await this.db.transaction().execute(async (trx) => {
          if (!(await repo.claimReminder(trx, id, at, until))) return false;
          const row = await repo.findAppointment(trx, id);
          if (!row?.member_id || !(await repo.reminderChoice(trx, row.member_id))) return false;
          // Booked (or last moved) within the day before: the confirmation just said it all.
          const settled = row.sequence === 0 ? row.created_at : row.updated_at;
          if (Date.parse(row.starts_at) - Date.parse(settled) < REMINDER_BEFORE_MS) return false;
          await this.mail(trx, row, 'reminder');
          return true;
        });
        if (mailed) sent += 1;
      } catch (err) {
        this.deps.log?.error({ err, appointmentId: id }, 'an appointment reminder failed; the next pass tries again');
      }
    }
    if (sent > 0) this.deps.kickMail();
    return sent;
  }
}
