import { intlLocale } from '@wellpath/shared/i18n/locale';
import type { AppointmentMode } from '@wellpath/shared/appointments/types';
import { smsg, t } from '../../i18n/index.js';
import { compose, type MailContext } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/outbox.js';
import { appointmentCalendar } from './icalendar.js';

// The member's appointment e-mails (decision 0097), in their language: booked, moved, cancelled, and
// the reminder a day before. Each carries the visit's iCalendar object: one UID per visit, its
// SEQUENCE, METHOD:CANCEL when cancelled. Never a note or anything about the member's health.

export type AppointmentMailKind = 'booked' | 'changed' | 'cancelled' | 'reminder';

export interface AppointmentMail {
  kind: AppointmentMailKind;
  appointmentId: string;
  sequence: number;
  start: Date;
  end: Date;
  /** The member's clock (their time zone, else the clinic's). */
  timeZone: string;
  /** The type's name in the member's language. */
  typeName: string;
  mode: AppointmentMode;
  staffName: string;
  meetingUrl: string | null;
  noticeHours: number;
  clinicPhone: string;
  cancelReason: string | null;
  to: { email: string; firstName: string; lastName: string };
  /** The clinic's sending address: the event's ORGANIZER. */
  organizerEmail: string;
}

/** "Monday, November 2, 2026 at 9:00 a.m. EST" on the member's clock, in their language. */
export function whenText(start: Date, zone: string, locale: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(start);
}

const SUBJECT = {
  booked: 'mail.appointment.bookedSubject',
  changed: 'mail.appointment.changedSubject',
  cancelled: 'mail.appointment.cancelledSubject',
  reminder: 'mail.appointment.reminderSubject',
} as const;
const OPENING = {
  booked: 'mail.appointment.booked',
  changed: 'mail.appointment.changed',
  cancelled: 'mail.appointment.cancelled',
  reminder: 'mail.appointment.reminder',
} as const;
const LOCATION = {
  in_person: 'mail.appointment.location.in_person',
  video: 'mail.appointment.location.video',
  phone: 'mail.appointment.location.phone',
} as const;
const KIND = {
  booked: 'appointment-booked',
  changed: 'appointment-changed',
  cancelled: 'appointment-cancelled',
  reminder: 'appointment-reminder',
} as const;

export function appointmentMail(ctx: MailContext, m: AppointmentMail): MailMessage {
  const locale = ctx.locale ?? 'en';
  const when = whenText(m.start, m.timeZone, locale);
  const values = { type: m.typeName, staff: m.staffName, when };
  const cancelled = m.kind === 'cancelled';
  const how =
    m.mode === 'video'
      ? m.meetingUrl
        ? smsg('mail.appointment.video', { url: m.meetingUrl })
        : smsg('mail.appointment.videoNoLink')
      : smsg(m.mode === 'phone' ? 'mail.appointment.phone' : 'mail.appointment.in_person');
  const host = new URL(ctx.publicUrl).hostname;
  const calendar = appointmentCalendar({
    id: m.appointmentId,
    host,
    sequence: m.sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    start: m.start,
    end: m.end,
    timeZone: m.timeZone,
    summary: `${m.typeName} (${m.staffName})`,
    description: t(locale, smsg('mail.appointment.calendar')),
    location: m.mode === 'video' && m.meetingUrl ? m.meetingUrl : t(locale, smsg(LOCATION[m.mode])),
    url: `${ctx.publicUrl}/appointments`,
    organizer: { name: ctx.clinicName, email: m.organizerEmail },
    attendee: { name: `${m.to.firstName} ${m.to.lastName}`.trim(), email: m.to.email },
    stamp: new Date(),
  });
  return {
    ...compose(ctx, {
      kind: KIND[m.kind],
      to: m.to.email,
      subject: smsg(SUBJECT[m.kind], values),
      greetingName: m.to.firstName,
      paragraphs: [
        smsg(OPENING[m.kind], values),
        ...(cancelled && m.cancelReason ? [smsg('mail.appointment.cancelledReason', { reason: m.cancelReason })] : []),
        ...(cancelled ? [] : [how, smsg('mail.appointment.change', { hours: m.noticeHours, phone: m.clinicPhone })]),
        smsg('mail.appointment.calendar'),
      ],
      action: { label: smsg('mail.appointment.action'), url: `${ctx.publicUrl}/appointments` },
    }),
    calendar: { method: cancelled ? 'CANCEL' : 'REQUEST', content: calendar },
  };
}
