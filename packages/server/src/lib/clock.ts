/** Current time as ISO 8601 UTC; one place so tests and code agree on the format. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function addMs(iso: string, ms: number): string {
  return new Date(new Date(iso).getTime() + ms).toISOString();
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
