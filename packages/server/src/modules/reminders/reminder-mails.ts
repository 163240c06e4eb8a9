import { intlLocale, type Locale } from '@wellpath/shared/i18n/locale';
import { compose, type MailContext } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/outbox.js';
import { smsg, t } from '../../i18n/index.js';
import type { BpAverage, DueProgramme, WeeklyFigures } from './reminder-content.js';

// The reminder e-mails, in the member's language (decision 0050). Subjects carry no health value
// (nor any number): a subject is shown on lock screens and in notifications. Every one ends with why
// it came and a one-click unsubscribe, and carries the RFC 8058 List-Unsubscribe headers (mail/templates.ts).

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
/** "Tuesday, December 1", "mardi 1 décembre". */
function longDay(ctx: MailContext, day: string): string {
  const locale = ctx.locale ?? 'en';
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00.000Z`));
}

/** A content text (a programme's title, an action's name) in the member's language. */
const text = (ctx: MailContext, value: string) => (ctx.contentText ? ctx.contentText(ctx.locale ?? 'en', value) : value);

/** Opens the programme's page with the tracking popup of that day (the web app reads ?track=). */
export const trackingLink = (ctx: MailContext, programId: string, day: string) =>
  `${ctx.publicUrl}/programs/${encodeURIComponent(programId)}?track=${day}`;

interface Addressee {
  to: string;
  firstName: string;
  unsubscribeUrl: string;
}

export function dailyReminderMail(ctx: MailContext, a: Addressee, day: string, programmes: DueProgramme[]): MailMessage {
  return compose(ctx, {
    kind: 'reminder-daily',
    to: a.to,
    subject: smsg('reminders.mail.daily.subject'),
    greetingName: a.firstName,
    paragraphs: [smsg('reminders.mail.daily.intro', { day: longDay(ctx, day) })],
    items: programmes.map((p) => {
      const title = text(ctx, p.title);
      return {
        text: p.actions.length
          ? smsg('reminders.mail.daily.itemWithActions', { title, actions: p.actions.map((x) => text(ctx, x)).join(', ') })
          : smsg('reminders.mail.daily.item', { title }),
        link: { label: smsg('reminders.mail.daily.track', { title }), url: trackingLink(ctx, p.programId, day) },
      };
    }),
    after: [smsg('reminders.mail.daily.after')],
    unsubscribe: { what: smsg('reminders.mail.daily.what'), url: a.unsubscribeUrl },
  });
}

export function bloodPressureReminderMail(ctx: MailContext, a: Addressee, day: string, programmes: DueProgramme[]): MailMessage {
  return compose(ctx, {
    kind: 'reminder-blood-pressure',
    to: a.to,
    subject: smsg('reminders.mail.bp.subject'),
    greetingName: a.firstName,
    paragraphs: [smsg('reminders.mail.bp.intro', { day: longDay(ctx, day) })],
    items: programmes.map((p) => ({
      text: text(ctx, p.title),
      link: { label: smsg('reminders.mail.bp.track'), url: trackingLink(ctx, p.programId, day) },
    })),
    action: { label: smsg('reminders.mail.bp.action'), url: `${ctx.publicUrl}/blood-pressure` },
    unsubscribe: { what: smsg('reminders.mail.bp.what'), url: a.unsubscribeUrl },
  });
}

const percent = (ctx: MailContext, x: number) => `${Math.round(x * 100)}${ctx.locale === 'fr' ? '\u00a0%' : '%'}`;

const bp = (a: BpAverage) => smsg('reminders.mail.bpValue', { systolic: a.systolic, diastolic: a.diastolic });

/** "3 more sessions than the week before", "the same number of minutes as the week before". */
function compared(now: number, before: number, unit: 'sessions' | 'days' | 'minutes', title = ''): string {
  const d = now - before;
  const count = Math.abs(d);
  if (unit === 'sessions') {
    if (d === 0) return smsg('reminders.mail.change.sessionsSame', { title });
    return d > 0
      ? smsg('reminders.mail.change.sessionsMore', { title, count })
      : smsg('reminders.mail.change.sessionsFewer', { title, count });
  }
  if (unit === 'days') {
    if (d === 0) return smsg('reminders.mail.change.daysSame', { title });
    return d > 0 ? smsg('reminders.mail.change.daysMore', { title, count }) : smsg('reminders.mail.change.daysFewer', { title, count });
  }
  if (d === 0) return smsg('reminders.mail.change.minutesSame');
  return d > 0 ? smsg('reminders.mail.change.minutesMore', { count }) : smsg('reminders.mail.change.minutesFewer', { count });
}

function bpChange(week: BpAverage, previous: BpAverage): string {
  const ds = week.systolic - previous.systolic;
  const dd = week.diastolic - previous.diastolic;
  const systolic =
    ds === 0
      ? smsg('reminders.mail.systolicSame')
      : ds > 0
        ? smsg('reminders.mail.systolicHigher', { n: Math.abs(ds) })
        : smsg('reminders.mail.systolicLower', { n: Math.abs(ds) });
  const diastolic =
    dd === 0
      ? smsg('reminders.mail.diastolicSame')
      : dd > 0
        ? smsg('reminders.mail.diastolicHigher', { n: Math.abs(dd) })
        : smsg('reminders.mail.diastolicLower', { n: Math.abs(dd) });
  return smsg('reminders.mail.bpChange', { systolic, diastolic, previous: bp(previous) });
}

export function weeklySummaryMail(ctx: MailContext, a: Addressee, f: WeeklyFigures): MailMessage {
  const items = [
    ...f.programmes.map((p) => {
      const values = {
        title: text(ctx, p.title),
        done: p.week.done,
        target: p.week.target,
        adherence: percent(ctx, p.adherence),
        streak: p.streak,
      };
      // More than the schedule asked reads as the count and its goal, never "2 of 1 session"; a week
      // that asked for nothing, as the count alone.
      const weekly = p.per === 'week';
      const key =
        p.week.target === 0
          ? weekly
            ? 'reminders.mail.weekly.programmeWeeksCount'
            : 'reminders.mail.weekly.programmeDaysCount'
          : p.week.done > p.week.target
            ? weekly
              ? 'reminders.mail.weekly.programmeWeeksOver'
              : 'reminders.mail.weekly.programmeDaysOver'
            : weekly
              ? 'reminders.mail.weekly.programmeWeeks'
              : 'reminders.mail.weekly.programmeDays';
      return { text: smsg(key, values) };
    }),
    {
      text:
        f.minutes.week >= f.minutes.target
          ? smsg('reminders.mail.weekly.minutesMet', { week: f.minutes.week, target: f.minutes.target })
          : smsg('reminders.mail.weekly.minutes', { week: f.minutes.week, target: f.minutes.target }),
    },
    {
      text: f.bloodPressure.week
        ? smsg('reminders.mail.weekly.bp', { average: bp(f.bloodPressure.week), count: f.bloodPressure.week.readings })
        : smsg('reminders.mail.weekly.noBp'),
    },
  ];
  const changes = [
    ...f.programmes.flatMap((p) =>
      p.previousDone === null ? [] : [compared(p.week.done, p.previousDone, p.per === 'week' ? 'sessions' : 'days', text(ctx, p.title))],
    ),
    compared(f.minutes.week, f.minutes.previous, 'minutes'),
    ...(f.bloodPressure.week && f.bloodPressure.previous ? [bpChange(f.bloodPressure.week, f.bloodPressure.previous)] : []),
  ];
  return compose(ctx, {
    kind: 'reminder-weekly',
    to: a.to,
    subject: smsg('reminders.mail.weekly.subject'),
    greetingName: a.firstName,
    paragraphs: [smsg('reminders.mail.weekly.intro', { start: longDay(ctx, f.weekStart), end: longDay(ctx, f.weekEnd) })],
    items,
    action: { label: smsg('reminders.mail.weekly.action'), url: `${ctx.publicUrl}/` },
    after: [smsg('reminders.mail.weekly.changed', { changes: changes.map((c) => t(ctx.locale ?? 'en', c)).join(' ') })],
    unsubscribe: { what: smsg('reminders.mail.weekly.what'), url: a.unsubscribeUrl },
  });
}
