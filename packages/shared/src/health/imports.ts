import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber } from '../numbers.js';
import { parseCalendarDay } from '../user/age.js';
import { activityBodySchema } from './activity.js';
import { bpReadingBodySchema } from './blood-pressure.js';
import { bodyMeasurementBodySchema } from './body.js';
import { IMPORT_SOURCES } from './sources.js';

// Imports from a member's apps (issue 36, decision 0104). The file is read on the member's device;
// only the values the programme uses are sent, in numbered batches of an import. Each value is checked
// here with the same bounds as a value typed in the app, so the device can tell the member, before
// anything is sent, which values would be refused and why.

/** The kinds of value an import carries. */
export const IMPORT_KINDS = ['weight', 'waist', 'body_fat', 'blood_pressure', 'steps', 'activity'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** At most this many values in one batch (a batch is one transaction on the server). */
export const IMPORT_BATCH_SIZE = 500;
/** The most batches one import takes (500 000 values: decades of daily data). */
export const IMPORT_MAX_BATCHES = 1000;
/** Readings older than this raise no alert when imported: they are history, not news. */
export const IMPORT_ALERT_DAYS = 30;
/** A day's steps a person can take (a marathon is about 55 000). */
export const STEPS_BOUNDS = { min: 0, max: 150_000, whole: true } as const;

const day = z
  .string({ error: msg('health.activityDateRequired') })
  .refine((v) => parseCalendarDay(v) !== null, msg('health.activityDateInvalid'));

const bp = bpReadingBodySchema.shape;
const activity = activityBodySchema.shape;

/** One value of a batch: a body measurement, a blood-pressure reading, a day's steps or a workout. */
export const importValueSchema = z.discriminatedUnion(
  'kind',
  [
    ...bodyMeasurementBodySchema.options,
    z
      .strictObject({
        kind: z.literal('blood_pressure'),
        systolic: bp.systolic,
        diastolic: bp.diastolic,
        pulse: bp.pulse,
        measured_at: bp.measured_at,
      })
      .refine((r) => r.systolic > r.diastolic, { message: msg('health.systolicAboveDiastolic'), path: ['diastolic'] }),
    z.strictObject({
      kind: z.literal('steps'),
      date: day,
      steps: boundedNumber({ ...STEPS_BOUNDS, messages: { range: msg('imports.stepsRange'), whole: msg('imports.stepsWhole') } }),
    }),
    z.strictObject({
      kind: z.literal('activity'),
      date: activity.date,
      type: activity.type,
      minutes: activity.minutes,
      intensity: activity.intensity,
    }),
  ],
  { error: msg('imports.kindInvalid') },
);
export type ImportValue = z.infer<typeof importValueSchema>;

/** The day a value belongs to, or its instant: what the date range of a preview and a filter read. */
export function valueDay(v: ImportValue): string {
  return 'date' in v ? v.date : v.measured_at.slice(0, 10);
}

export const importSourceSchema = z.enum(IMPORT_SOURCES, { error: msg('imports.sourceInvalid') });

/** `POST /healthtracking/imports`: an import of a file from this app. */
export const importCreateSchema = z.strictObject({ source: importSourceSchema });

/** `POST /healthtracking/imports/:id/batches`: batch `batch` (0, 1, 2...) of the import's values. */
export const importBatchBodySchema = z.strictObject({
  batch: z
    .number({ error: msg('imports.batchInvalid') })
    .int(msg('imports.batchInvalid'))
    .min(0, msg('imports.batchInvalid'))
    .max(IMPORT_MAX_BATCHES - 1, msg('imports.batchInvalid')),
  values: z
    .array(importValueSchema)
    .min(1, msg('imports.batchEmpty'))
    .max(IMPORT_BATCH_SIZE, msg('imports.batchTooLarge', { max: IMPORT_BATCH_SIZE })),
});

/** `POST /healthtracking/imports/check`: how many of these values are in the app already (the preview). */
export const importCheckBodySchema = z.strictObject({
  source: importSourceSchema,
  values: importBatchBodySchema.shape.values,
});
export const importCheckSchema = z.object({ already: z.array(z.boolean()) });

/** A value the server refused, by its place in the batch, with the reason a person reads. */
export const refusedValueSchema = z.object({ index: z.number(), reason: z.string() });

/** What a batch stored: the same answer however often it is sent. */
export const importBatchSchema = z.object({
  batch: z.number(),
  stored: z.number(),
  duplicates: z.number(),
  refused: z.array(refusedValueSchema),
});
export type ImportBatchAnswer = z.infer<typeof importBatchSchema>;

/** An import as the history lists it: its source, when, what it stored by kind, and its state. */
export const importSchema = z.object({
  _id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  /** Values it stored, by kind (a kind it stored none of is left out). */
  counts: z.partialRecord(z.enum(IMPORT_KINDS), z.number()),
  /** The batches received (a stopped import resumes after the last). */
  batches: z.array(z.number()),
  duplicates: z.number(),
  refused: z.number(),
});
export type DataImport = z.infer<typeof importSchema>;
export const importListSchema = z.object({ imports: z.array(importSchema) });
