import type { BpCategory } from '@wellpath/shared/health/blood-pressure';

/** Colours of the AHA/ACC categories; the label is always written beside them. */
export const BP_CATEGORY_STYLES: Record<BpCategory, string> = {
  normal: 'bg-green-50 text-green-800 ring-green-200',
  elevated: 'bg-yellow-50 text-yellow-900 ring-yellow-300',
  stage1: 'bg-orange-50 text-orange-900 ring-orange-300',
  stage2: 'bg-red-50 text-red-800 ring-red-200',
  crisis: 'bg-red-700 text-white ring-red-800',
};

/** A badge that stands for a flag ("Low: check"): amber, as the flags beside it, never green. */
export const BP_CHECK_STYLE = 'bg-amber-100 text-amber-950 ring-amber-500';

/** "November 21, 2026, 8:05 a.m." in the member's time zone. */
export { formatDateTime } from '@/lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of a datetime-local input (YYYY-MM-DDTHH:mm, local time). */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as ISO 8601 with the member's UTC offset, e.g. 2026-11-21T08:05:00-05:00; null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
