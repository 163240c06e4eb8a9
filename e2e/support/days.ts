/**
 * A calendar day n days back, as YYYY-MM-DD, that is already past or today in every time zone: it is
 * read in the westernmost zone (UTC-12). A day taken from UTC would be "tomorrow" for a member in
 * Toronto for several hours after midnight UTC, and the server rightly refuses a date in the future.
 */
export function daysAgo(n: number): string {
  const westernmost = new Date(Date.now() - 12 * 3_600_000 - n * 86_400_000);
  return westernmost.toISOString().slice(0, 10);
}
