/**
 * Keyset cursors handed out by list calls and read back from the query string. A cursor is opaque
 * to the client but not trusted: whatever it decodes to reaches SQL, and PostgreSQL refuses some
 * text outright (a NUL byte is an error, not a miss), so a cursor that is not exactly what this
 * server hands out is refused before any query.
 */

/** A row id as the app makes them (random UUIDs; bench-scale's `m-1`): letters, digits and dashes. */
const ROW_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A timestamp as `nowIso()` writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function isRowId(text: string): boolean {
  return ROW_ID.test(text);
}

export function isIsoInstant(text: string): boolean {
  return ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text));
}

/** A row id as an opaque cursor (base64url). */
export function encodeIdCursor(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

/**
 * The row id in a cursor made by encodeIdCursor, or undefined when it is anything else: not
 * base64url in its one canonical spelling, or not decoding to a row id (a NUL, a quote, a space...).
 */
export function decodeIdCursor(cursor: string): string | undefined {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return isRowId(id) && encodeIdCursor(id) === cursor ? id : undefined;
}
