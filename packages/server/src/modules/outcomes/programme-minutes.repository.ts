import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { ProgrammeMinutesSource } from '@wellpath/shared/health/activity';
import type { Database } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

/** Each programme whose content marks activity minutes (decision 0074), by programme id. */
export type ProgrammeActivity = ReadonlyMap<string, ProgrammeMinutesSource>;

const MVPA = new Set(['moderate', 'vigorous']);

/** The JSON reads the two databases name differently; the stored columns are JSON text on both. */
interface Json {
  /** An answer of `item_values` as minutes: the number when it is one above 0, else 0. */
  minutes(index: number): RawBuilder<number>;
  /** An answer of `item_values` as text, null when it is not text. */
  text(index: number): RawBuilder<string | null>;
  /** The completed minutes of an exercise in `exercise_tracking` (its first entry, as the member's screen reads it). */
  exerciseMinutes(exerciseId: string): RawBuilder<number | null>;
}

function jsonReads(db: Q): Json {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const at = (i: number) => sql`(t.item_values::jsonb -> ${sql.lit(String(i))})`;
    // A stored value of another shape than the schema's reads as no minutes, never as an error.
    const array = (json: RawBuilder<unknown>) => sql`CASE WHEN jsonb_typeof(${json}) = 'array' THEN ${json} ELSE '[]'::jsonb END`;
    // In a CASE: PostgreSQL may evaluate a WHERE's conditions in any order, so a cast is never left to an AND.
    const amount = sql`CASE WHEN jsonb_typeof(s.value -> 'amount') = 'number' THEN (s.value ->> 'amount')::double precision END`;
    return {
      minutes: (i) => sql`CASE WHEN jsonb_typeof(${at(i)}) = 'number' THEN GREATEST((${at(i)})::text::double precision, 0) ELSE 0 END`,
      text: (i) => sql`CASE WHEN jsonb_typeof(${at(i)}) = 'string' THEN t.item_values::jsonb ->> ${sql.lit(String(i))} END`,
      exerciseMinutes: (id) => sql`(
        SELECT SUM(${amount})
        FROM (
          SELECT x.value FROM jsonb_array_elements(${array(sql`t.exercise_tracking::jsonb`)}) WITH ORDINALITY x(value, n)
          WHERE jsonb_typeof(x.value) = 'object' AND x.value ->> 'exercise_id' = ${id} ORDER BY x.n LIMIT 1
        ) e, jsonb_array_elements(${array(sql`e.value -> 'sets_completed'`)}) s(value)
        WHERE jsonb_typeof(s.value) = 'object' AND s.value -> 'completed' = 'true'::jsonb AND s.value ->> 'unit' = 'minutes'
          AND ${amount} > 0
      )`,
    };
  }
  const path = (i: number) => `$."${i}"`;
  return {
    minutes: (i) =>
      sql`CASE WHEN json_type(t.item_values, ${path(i)}) IN ('integer', 'real') THEN MAX(json_extract(t.item_values, ${path(i)}), 0) ELSE 0 END`,
    text: (i) => sql`CASE WHEN json_type(t.item_values, ${path(i)}) = 'text' THEN json_extract(t.item_values, ${path(i)}) END`,
    // Objects only, checked in a CASE before any read (SQLite may evaluate a WHERE's conditions in any
    // order): another element would be malformed JSON to json_extract.
    exerciseMinutes: (id) => sql`(
      SELECT SUM(CASE WHEN s.type = 'object' THEN
          CASE WHEN json_type(s.value, '$.completed') = 'true' AND json_extract(s.value, '$.unit') = 'minutes'
            AND json_type(s.value, '$.amount') IN ('integer', 'real') AND json_extract(s.value, '$.amount') > 0
          THEN json_extract(s.value, '$.amount') END
        END)
      FROM (
        SELECT x.value FROM json_each(CASE WHEN json_type(t.exercise_tracking) = 'array' THEN t.exercise_tracking ELSE '[]' END) x
        WHERE json_extract(CASE WHEN x.type = 'object' THEN x.value END, '$.exercise_id') = ${id} ORDER BY x.key LIMIT 1
      ) e, json_each(CASE WHEN json_type(e.value, '$.sets_completed') = 'array' THEN json_extract(e.value, '$.sets_completed') ELSE '[]' END) s
    )`,
  };
}

/**
 * The moderate-to-vigorous minutes of one programme's tracked day, per activity type, as SQL over a
 * `tracking_entries t` row: what `programmeMinutes` (shared health/activity.ts) reads from the same
 * content, item by item and exercise by exercise. Light minutes are left out: only MVPA is counted.
 * Empty when the programme marks no moderate or vigorous minutes.
 */
function mvpaByType(json: Json, source: ProgrammeMinutesSource): Map<string, RawBuilder<number>[]> {
  const out = new Map<string, RawBuilder<number>[]>();
  const add = (type: string, expr: RawBuilder<number>) => out.set(type, [...(out.get(type) ?? []), expr]);
  source.action_items.forEach((item, i) => {
    const activity = item.activity;
    if (!activity) return;
    const minutes = json.minutes(i);
    if ('intensity' in activity) {
      if (MVPA.has(activity.intensity)) add(activity.type, minutes);
      return;
    }
    // The intensity the answer to another item gives (by its option's key); light without an answer.
    const options = source.action_items[activity.intensity_from]?.options ?? [];
    const keys = options.filter((_, n) => MVPA.has(activity.intensities[n] ?? 'light'));
    if (keys.length === 0) return;
    const answer = json.text(activity.intensity_from);
    add(activity.type, sql<number>`CASE WHEN ${answer} IN (${sql.join(keys)}) THEN ${minutes} ELSE 0 END`);
  });
  for (const e of source.exercises) {
    if (!e.activity || !MVPA.has(e.activity.intensity)) continue;
    add(e.activity.type, sql<number>`COALESCE(${json.exerciseMinutes(e.exercise_id)}, 0)`);
  }
  return out;
}

/**
 * The moderate-to-vigorous minutes tracked in programmes, one row per member, day, activity type and
 * programme (`source` 'programme:<id>'), in the shape of the logged activities' per-source sums: a
 * programme is one more source, of which the largest counts (decision 0074's rule, the member's own
 * screens'). `where` limits the tracked days (joined to `members x`). An empty set when no
 * programme marks moderate or vigorous minutes.
 */
export function programmeMvpa(db: Q, programmes: ProgrammeActivity, where: RawBuilder<unknown>): RawBuilder<unknown> | null {
  const json = jsonReads(db);
  const parts: RawBuilder<unknown>[] = [];
  for (const [programId, source] of programmes) {
    for (const [type, exprs] of mvpaByType(json, source)) {
      const mvpa = sql.join(exprs, sql` + `);
      parts.push(sql`SELECT t.user_id, t.date, CAST(${type} AS TEXT) AS type, CAST(${`programme:${programId}`} AS TEXT) AS source,
          CAST(${mvpa} AS DOUBLE PRECISION) AS mvpa
        FROM tracking_entries t
        JOIN program_enrollments pe ON pe.id = t.enrollment_id AND pe.program_id = ${programId}
        JOIN members x ON x.user_id = t.user_id
        WHERE ${where}`);
    }
  }
  return parts.length === 0 ? null : sql.join(parts, sql` UNION ALL `);
}
