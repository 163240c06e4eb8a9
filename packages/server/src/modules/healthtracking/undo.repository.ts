import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { activitySchema, bloodResultSchema, bodyMeasurementSchema, bpReadingSchema, labReportSchema } from '@wellpath/shared/health/wire';
import { DOSE_UNITS, FREQUENCIES, MEDICATION_CLASSES } from '@wellpath/shared/health/medications';
import type {
  ActivityTable,
  BloodResultTable,
  BodyMeasurementTable,
  BpReadingTable,
  Database,
  LabReportTable,
  MedicationTable,
} from '../../db/schema.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import { newId } from '../../lib/tokens.js';

type Q = Kysely<Database> | Transaction<Database>;

// A member's deleted rows, kept a few minutes so the deletion can be undone (decision 0036): the rows
// as they were, in the member's scope, put back as they were (ids included).

/** How long a deletion can be undone: well beyond the 8 seconds of the undo toast, for a slow connection. */
export const UNDO_KEPT_MS = 10 * 60_000;

// What each kind keeps, checked before it is put back. Loose objects: a column added later is put
// back as it was kept, not dropped.
const owned = { id: z.string(), user_id: z.string() };
const bpReadingRow = z.looseObject({
  ...owned,
  systolic: z.number(),
  diastolic: z.number(),
  pulse: z.number().nullable(),
  measured_at: z.string(),
  arm: bpReadingSchema.shape.arm,
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  // Kept before migration 0033: the member's own.
  entered_by: z.string().nullable().default(null),
}) satisfies z.ZodType<BpReadingTable>;
const activityRow = z.looseObject({
  ...owned,
  date: z.string(),
  type: activitySchema.shape.type,
  minutes: z.number(),
  intensity: activitySchema.shape.intensity,
  strength: z.number(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<ActivityTable>;
const bodyMeasurementRow = z.looseObject({
  ...owned,
  kind: bodyMeasurementSchema.shape.kind,
  value: z.number(),
  measured_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<BodyMeasurementTable>;
const medicationRow = z.looseObject({
  ...owned,
  catalogue_key: z.string().nullable(),
  drug_class: z.enum(MEDICATION_CLASSES).nullable(),
  atc: z.string().nullable(),
  name: z.string(),
  dose_amount: z.number().nullable(),
  dose_unit: z.enum(DOSE_UNITS).nullable(),
  frequency: z.enum(FREQUENCIES).nullable(),
  reason: z.string(),
  started_on: z.string().nullable(),
  stopped_on: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // Kept before migration 0044: not in the daily check, no ticks.
  track_daily: z.number().default(0),
  track_since: z.string().nullable().default(null),
  taken_days: z.array(z.string()).default([]),
}) satisfies z.ZodType<MedicationTable>;
const labReportRows = z.object({
  report: z.looseObject({
    ...owned,
    test_date: z.string(),
    lab_name: z.string(),
    source: labReportSchema.shape.source,
    created_at: z.string(),
    entered_by: z.string().nullable().default(null),
  }) satisfies z.ZodType<LabReportTable>,
  results: z.array(
    z.looseObject({
      ...owned,
      report_id: z.string(),
      marker_id: z.string(),
      value: z.number(),
      original_value: z.number(),
      original_unit: z.string(),
      test_date: z.string(),
      external_id: z.string().nullable(),
      created_at: z.string(),
      lab_range_min: z.number().nullable(),
      lab_range_max: z.number().nullable(),
      comparator: bloodResultSchema.shape.comparator.unwrap(),
      loinc_code: z.string().nullable(),
    }) satisfies z.ZodType<BloodResultTable>,
  ),
});
interface Kept {
  bp_reading: z.output<typeof bpReadingRow>;
  activity: z.output<typeof activityRow>;
  lab_report: z.output<typeof labReportRows>;
  body_measurement: z.output<typeof bodyMeasurementRow>;
  medication: z.output<typeof medicationRow>;
}
export type DeletedKind = keyof Kept;
/** The rows a deletion of this kind kept, as they are put back. */
export type KeptRows<K extends DeletedKind> = Kept[K];
const KEPT: { [K in DeletedKind]: z.ZodType<Kept[K]> } = {
  bp_reading: bpReadingRow,
  activity: activityRow,
  lab_report: labReportRows,
  body_measurement: bodyMeasurementRow,
  medication: medicationRow,
};

/** Keeps the rows of a deletion, in the deletion's transaction; older kept rows of everyone go. */
export async function keepDeleted(
  trx: Transaction<Database>,
  userId: string,
  kind: DeletedKind,
  recordId: string,
  rows: unknown,
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('deleted_records')
    .where('deleted_at', '<', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .execute();
  await trx
    .insertInto('deleted_records')
    .values({ id: newId(), user_id: userId, kind, record_id: recordId, payload: JSON.stringify(rows), deleted_at: now.toISOString() })
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'record_id']).doUpdateSet({ payload: JSON.stringify(rows), deleted_at: now.toISOString() }),
    )
    .execute();
}

/** Takes back the rows of a deletion of the member's, if it is recent enough; undefined otherwise. */
export async function takeDeleted<K extends DeletedKind>(
  trx: Transaction<Database>,
  userId: string,
  kind: K,
  recordId: string,
  now: Date,
): Promise<Kept[K] | undefined> {
  const kept = await trx
    .deleteFrom('deleted_records')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('record_id', '=', recordId)
    .where('deleted_at', '>=', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .returning('payload')
    .executeTakeFirst();
  return kept ? parseJsonColumn(KEPT[kind], kept.payload, 'deleted_records.payload') : undefined;
}

/** Forgets deletions older than the undo allows (the hourly session purge calls it too). */
export async function purgeDeleted(db: Q, now: Date): Promise<number> {
  const res = await db
    .deleteFrom('deleted_records')
    .where('deleted_at', '<', new Date(now.getTime() - UNDO_KEPT_MS).toISOString())
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
