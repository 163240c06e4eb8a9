import { z } from 'zod';
import type { EnteredBy } from '@wellpath/shared/health/wire';
import { parseJsonColumn } from './stored-row.js';

// Who entered a reading or a lab report for the member (decision 0088): one JSON value in the row's
// `entered_by` column (bp_readings, lab_reports), written and read here; null when the member did.

const storedSchema = z.object({ staff_id: z.string(), name: z.string(), role: z.string() });
export type StoredEnteredBy = z.infer<typeof storedSchema>;

/** The column's text for a staff member entering a row; null for the member's own. */
export function serialiseEnteredBy(by: StoredEnteredBy | null): string | null {
  return by ? JSON.stringify(storedSchema.parse(by)) : null;
}

/** What the member and the care team are shown beside the row: the name and role, never the id. */
export function presentEnteredBy(text: string | null, column: string): EnteredBy | null {
  if (text === null) return null;
  const stored = parseJsonColumn(storedSchema, text, column);
  return { name: stored.name, role: stored.role };
}
