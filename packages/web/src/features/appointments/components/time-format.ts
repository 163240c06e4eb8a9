import { i18n } from '@lingui/core';

// Instants on the member's clock (their time zone, else the clinic's: the server says which), in the
// app's language: "Monday, November 30" and "9:00 a.m." ("lundi 30 novembre", "9 h 00").

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, kind: 'day' | 'time' | 'long'): Intl.DateTimeFormat {
  const tag = i18n.locale === 'fr' ? 'fr-CA' : 'en-CA';
  const key = `${tag}|${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { weekday: 'long', month: 'long', day: 'numeric' }
        : kind === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
    f = new Intl.DateTimeFormat(tag, { ...options, timeZone: zone });
    formats.set(key, f);
  }
  return f;
}

export const dayHeading = (iso: string, zone: string) => format(zone, 'day').format(new Date(iso));
export const timeOfDay = (iso: string, zone: string) => format(zone, 'time').format(new Date(iso));
/** The whole moment with the zone's short name: "Monday, November 30, 2026 at 9:00 a.m. EST". */
export const whenLong = (iso: string, zone: string) => format(zone, 'long').format(new Date(iso));
/** The calendar day of an instant on a clock, YYYY-MM-DD (for grouping). */
export const dayKey = (iso: string, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));
