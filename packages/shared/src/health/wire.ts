import { z } from 'zod';
import { parseCalendarDay } from '../user/age.js';
import { MARKER_CATEGORIES } from './definition.js';
import { BP_CATEGORIES } from './blood-pressure.js';
import { ACTIVITY_INTENSITIES, ACTIVITY_TYPES } from './activity.js';

const day = (label: string) =>
  z.string({ error: `${label} is required` }).refine((v) => parseCalendarDay(v) !== null, `${label} must be a calendar day (YYYY-MM-DD)`);
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });

/** §3 blood result. */
export const bloodResultSchema = z.object({
  _id: z.string(),
  marker_id: z.string(),
  marker_key: z.string(),
  marker_name: z.string(),
  category: z.enum(MARKER_CATEGORIES),
  value: z.number(),
  unit: z.string(),
  test_date: z.string(),
  status: z.enum(['high', 'low', 'normal']),
  message: z.string(),
  reference_range: range,
  report_id: z.string(),
  source: z.enum(['manual', 'fhir', 'csv']),
});
export type BloodResult = z.infer<typeof bloodResultSchema>;

export const bloodMarkerSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.enum(MARKER_CATEGORIES),
  unit: z.string(),
  units: z.array(z.string()),
  loinc: z.array(z.string()),
  decimals: z.number(),
  plausible: z.object({ min: z.number(), max: z.number() }),
  reference_range: range,
  key_marker: z.boolean(),
});
export type BloodMarker = z.infer<typeof bloodMarkerSchema>;

export const labReportBodySchema = z.object({
  test_date: day('Test date'),
  lab_name: z.string().trim().max(120, 'Lab name must be at most 120 characters').optional().default(''),
  values: z
    .array(
      z.object({
        marker_id: z.string({ error: 'Choose a marker' }).min(1, 'Choose a marker').max(100),
        value: z.number({ error: 'Each value must be a number' }),
        unit: z.string({ error: 'Each value needs a unit' }).trim().min(1, 'Each value needs a unit').max(30),
      }),
    )
    .min(1, 'Enter at least one value')
    .max(100, 'At most 100 values in one report'),
});

export const csvImportBodySchema = z.object({
  csv: z
    .string({ error: 'Send the CSV text in "csv"' })
    .min(1, 'The CSV file is empty')
    .max(1_000_000, 'The CSV file is too large (1 MB at most)'),
});

export const importResultSchema = z.object({
  imported: z.number(),
  duplicates: z.number(),
  reports: z.number(),
  unknown: z.array(z.object({ code: z.string(), display: z.string().nullable(), count: z.number() })),
  skipped: z.array(z.object({ entry: z.string(), reason: z.string() })),
});

export const bpReadingSchema = z.object({
  _id: z.string(),
  systolic: z.number(),
  diastolic: z.number(),
  pulse: z.number().nullable(),
  measured_at: z.string(),
  arm: z.enum(['left', 'right']).nullable(),
  notes: z.string(),
  category: z.enum(BP_CATEGORIES),
  urgent: z.boolean(),
});
export const bpSummarySchema = z.object({
  readings: z.array(bpReadingSchema),
  average_7d: z
    .object({
      systolic: z.number(),
      diastolic: z.number(),
      count: z.number(),
      category: z.enum(BP_CATEGORIES),
      at_or_above_threshold: z.boolean(),
    })
    .nullable(),
  threshold: z.object({ systolic: z.number(), diastolic: z.number(), source: z.string() }),
});

export const activitySchema = z.object({
  _id: z.string(),
  date: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  minutes: z.number(),
  intensity: z.enum(ACTIVITY_INTENSITIES),
  strength: z.boolean(),
  notes: z.string(),
});
export const activitySummarySchema = z.object({
  activities: z.array(activitySchema),
  weeks: z.array(
    z.object({
      week_start: z.string(),
      mvpa_minutes: z.number(),
      total_minutes: z.number(),
      strength_days: z.number(),
      sessions: z.number(),
    }),
  ),
  targets: z.object({ mvpa_minutes: z.number(), strength_days: z.number() }),
});

export const conditionSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  summary: z.string(),
  has_condition: z.boolean(),
});
export const conditionDetailSchema = conditionSummarySchema.extend({
  description: z.string(),
  pillars: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  programs: z.array(z.object({ _id: z.string(), title: z.string(), shortText: z.string() })),
  education: z.array(z.object({ _id: z.string(), title: z.string(), summary: z.string() })),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
});
