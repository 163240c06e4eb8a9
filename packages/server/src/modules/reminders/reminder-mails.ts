import { formatStreak, formatThisWeek } from '@wellpath/shared/programs/schedule';
import { compose, type MailContext } from '../../mail/templates.js';
import type { MailMessage } from '../../mail/outbox.js';
import type { BpAverage, DueProgramme, WeeklyFigures } from './reminder-content.js';

// The reminder e-mails. Subjects carry no health value (nor any number): a subject is shown on lock
// screens and in notifications. Every one ends with why it came and a one-click unsubscribe, and
// carries the RFC 8058 List-Unsubscribe headers (mail/templates.ts).

const dayFormat = new Intl.DateTimeFormat('en-CA', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** "Tuesday, December 1". */
const longDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00.000Z`));

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
    subject: 'Your programme tracking for today',
    greetingName: a.firstName,
    paragraphs: [`Here is what is left to track today, ${longDay(day)}:`],
    items: programmes.map((p) => ({
      text: p.actions.length ? `${p.title}: ${p.actions.join(', ')}.` : `${p.title}.`,
      link: { label: `Track ${p.title} today`, url: trackingLink(ctx, p.programId, day) },
    })),
    after: ['Each link opens the day’s tracking straight away. A minute is enough, and every day you track counts.'],
    unsubscribe: { what: 'daily tracking reminders', url: a.unsubscribeUrl },
  });
}

export function bloodPressureReminderMail(ctx: MailContext, a: Addressee, day: string, programmes: DueProgramme[]): MailMessage {
  return compose(ctx, {
    kind: 'reminder-blood-pressure',
    to: a.to,
    subject: 'Your home readings for today',
    greetingName: a.firstName,
    paragraphs: [
      `Your home monitoring programme asks for your blood pressure readings today, ${longDay(day)}: two readings one minute apart in the morning, and two in the evening, seated and rested.`,
    ],
    items: programmes.map((p) => ({ text: `${p.title}`, link: { label: 'Track today', url: trackingLink(ctx, p.programId, day) } })),
    action: { label: 'Record a reading', url: `${ctx.publicUrl}/blood-pressure` },
    unsubscribe: { what: 'blood pressure reminders', url: a.unsubscribeUrl },
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const percent = (x: number) => `${Math.round(x * 100)}%`;

/** "3 more sessions than the week before", "the same number of minutes as the week before". */
function compared(now: number, before: number, one: string, many: string): string {
  const d = now - before;
  if (d === 0) return `the same number of ${many} as the week before`;
  return `${Math.abs(d)} ${d > 0 ? 'more' : 'fewer'} ${Math.abs(d) === 1 ? one : many} than the week before`;
}

const bp = (a: BpAverage) => `${a.systolic}/${a.diastolic} mmHg`;

function bpChange(week: BpAverage, previous: BpAverage): string {
  const part = (name: string, d: number) => (d === 0 ? `${name} unchanged` : `${name} ${Math.abs(d)} mmHg ${d > 0 ? 'higher' : 'lower'}`);
  return `Blood pressure average: ${part('systolic', week.systolic - previous.systolic)}, ${part('diastolic', week.diastolic - previous.diastolic)} than the week before (${bp(previous)}).`;
}

export function weeklySummaryMail(ctx: MailContext, a: Addressee, f: WeeklyFigures): MailMessage {
  const items = [
    ...f.programmes.map((p) => ({
      text: `${p.title}: ${formatThisWeek(p.week, p.per)}; adherence ${percent(p.adherence)}; streak ${formatStreak(p.streak, p.per)}.`,
    })),
    {
      text: `Active minutes: ${f.minutes.week} of ${f.minutes.target} moderate-to-vigorous minutes${f.minutes.week >= f.minutes.target ? ', goal met' : ''}.`,
    },
    {
      text: f.bloodPressure.week
        ? `Blood pressure: average ${bp(f.bloodPressure.week)} over ${plural(f.bloodPressure.week.readings, 'reading', 'readings')}.`
        : 'Blood pressure: no home readings this week.',
    },
  ];
  const changes = [
    ...f.programmes.flatMap((p) =>
      p.previousDone === null
        ? []
        : [
            `${p.title}: tracked ${p.per === 'week' ? compared(p.week.done, p.previousDone, 'session', 'sessions') : `on ${compared(p.week.done, p.previousDone, 'day', 'days')}`}.`,
          ],
    ),
    `Active minutes: ${compared(f.minutes.week, f.minutes.previous, 'minute', 'minutes')}.`,
    ...(f.bloodPressure.week && f.bloodPressure.previous ? [bpChange(f.bloodPressure.week, f.bloodPressure.previous)] : []),
  ];
  return compose(ctx, {
    kind: 'reminder-weekly',
    to: a.to,
    subject: 'Your weekly summary',
    greetingName: a.firstName,
    paragraphs: [`Here is your week from ${longDay(f.weekStart)} to ${longDay(f.weekEnd)}.`],
    items,
    action: { label: 'Open my dashboard', url: `${ctx.publicUrl}/` },
    after: [`What changed: ${changes.join(' ')}`],
    unsubscribe: { what: 'the weekly summary', url: a.unsubscribeUrl },
  });
}
