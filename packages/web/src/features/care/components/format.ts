import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formatLongDate, toDate } from '@/lib/dates';

/** "March 4, 2026, 3:20 p.m." ("4 mars 2026, 15 h 20"): when something happened, to the minute, in the app's language. */
export { formatDateTime } from '@/lib/dates';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long since `from`, in clinic shorthand: "25 min", "2 h 10 min", "3 d 4 h" ("3 j 4 h"). */
export function formatElapsed(from: string, now: number): string {
  const start = toDate(from)?.getTime() ?? now;
  const minutes = Math.max(0, Math.floor((now - start) / MINUTE));
  if (minutes < 1) return t`less than a minute`;
  if (minutes < 60) return t`${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours < 24) return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  const days = Math.floor(hours / 24);
  const hoursLeft = hours % 24;
  return hoursLeft === 0
    ? t({ message: `${days} d`, comment: 'days, in shorthand (3 d)' })
    : t({ message: `${days} d ${hoursLeft} h`, comment: 'days and hours, in shorthand (3 d 4 h)' });
}

/** When a member or a staff member last used the app: "Today", "3 days ago", a date, or "Never". */
export function formatLastActive(value: string | null, now: number): string {
  if (!value) return t`Never`;
  const date = toDate(value);
  if (!date) return value;
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const days = Math.ceil((startOfToday.getTime() - date.getTime()) / DAY);
  if (days <= 0) return t`Today`;
  if (days === 1) return t`Yesterday`;
  if (days <= 30) return t`${plural(days, { one: '# day', other: '# days' })} ago`;
  return formatLongDate(date);
}

/** The status words the server sends for a member's programmes and recommendations. */
const PROGRAMME_STATUS: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'programme' }),
  completed: msg({ message: 'Completed', context: 'programme' }),
  left: msg({ message: 'Left', context: 'programme', comment: 'a programme the member left' }),
};
const RECOMMENDATION_STATUS: Record<string, MessageDescriptor> = {
  not_started: msg({ message: 'Not started', context: 'recommendation' }),
  in_progress: msg({ message: 'In progress', context: 'recommendation' }),
  completed: msg({ message: 'Completed', context: 'recommendation' }),
};

/** A status word from the server ("in_progress") in plain words ("In progress"), in the app's language. */
function statusWords(words: Record<string, MessageDescriptor>, value: string): string {
  const known = Object.hasOwn(words, value) ? words[value] : undefined;
  if (known) return i18n._(known);
  const plain = value.replace(/_/g, ' ');
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

export const programmeStatus = (value: string) => statusWords(PROGRAMME_STATUS, value);
export const recommendationStatus = (value: string) => statusWords(RECOMMENDATION_STATUS, value);
