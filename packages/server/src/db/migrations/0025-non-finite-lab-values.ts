import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../connection.js';
import { noteRepair } from '../repair-notes.js';

// Numbers no lab gives (decision 0069). Before the numeric rounding, a lab value printed in exponent
// form (1e-7) was stored as NaN on PostgreSQL, and such a row made the member's report list, the
// marker's history and the clinician's health view answer 500 and the report impossible to delete.
// This removes every lab result whose value is NaN or infinite (it holds no measurement), blanks a
// lab reference bound that is, and removes the reports that are left empty by it. SQLite cannot hold
// NaN in a NOT NULL real column (the insert failed); an infinite value it can. What was done is noted
// for the log (counts only).

const NOT_FINITE_PG = (column: string) => sql`${sql.ref(column)} IN ('NaN'::real, 'Infinity'::real, '-Infinity'::real)`;
const NOT_FINITE_SQLITE = (column: string) => sql`(${sql.ref(column)} IS NOT NULL AND abs(${sql.ref(column)}) > 1.7976931348623157e308)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const bad = isSqlite(db) ? NOT_FINITE_SQLITE : NOT_FINITE_PG;
  const reports = await sql<{ report_id: string }>`
    SELECT DISTINCT report_id FROM blood_results WHERE ${bad('value')} OR ${bad('original_value')}`.execute(db);
  const removed = await sql`DELETE FROM blood_results WHERE ${bad('value')} OR ${bad('original_value')}`.execute(db);
  let emptied = 0;
  for (const { report_id } of reports.rows) {
    const left = await sql`DELETE FROM lab_reports WHERE id = ${report_id}
      AND NOT EXISTS (SELECT 1 FROM blood_results WHERE report_id = ${report_id})`.execute(db);
    emptied += Number(left.numAffectedRows ?? 0);
  }
  let bounds = 0;
  for (const column of ['lab_range_min', 'lab_range_max']) {
    const blanked = await sql`UPDATE blood_results SET ${sql.ref(column)} = NULL WHERE ${bad(column)}`.execute(db);
    bounds += Number(blanked.numAffectedRows ?? 0);
  }
  const results = Number(removed.numAffectedRows ?? 0);
  if (results + emptied + bounds > 0)
    noteRepair(
      `0025-non-finite-lab-values: removed ${results} lab result(s) whose value was not a number, ${emptied} lab report(s) left empty by it, and blanked ${bounds} lab reference bound(s) that were not numbers`,
    );
}

/** Nothing to give back: the rows removed held no measurement. */
export async function down(): Promise<void> {}
