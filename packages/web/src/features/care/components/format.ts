import { formatLongDate, toDate } from '@/lib/dates';

const dateTime = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "March 4, 2026, 3:20 p.m.": when something happened, to the minute. */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : value;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long since `from`, in clinic shorthand: "25 min", "2 h 10 min", "3 d 4 h". */
export function formatElapsed(from: string, now: number): string {
  const start = toDate(from)?.getTime() ?? now;
  const minutes = Math.max(0, Math.floor((now - start) / MINUTE));
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** When a member or a staff member last used the app: "Today", "3 days ago", a date, or "Never". */
export function formatLastActive(value: string | null, now: number): string {
  if (!value) return 'Never';
  const date = toDate(value);
  if (!date) return value;
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const days = Math.ceil((startOfToday.getTime() - date.getTime()) / DAY);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days <= 30) return `${days} days ago`;
  return formatLongDate(date);
}

/** A status word from the server ("in_progress") in plain words ("In progress"). */
export function humanise(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
