import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';
import { boundedNumber, type NumberBounds } from '../numbers.js';
import { parseCalendarDay } from '../user/age.js';
import { BAND_TONES, MARKER_CATEGORIES, MARKER_STATUSES } from './definition.js';
import { BP_CATEGORIES } from './blood-pressure.js';
import { ACTIVITY_INTENSITIES, ACTIVITY_TYPES } from './activity.js';
import { BMI_CATEGORIES, BODY_KINDS } from './body.js';
import { VALUE_SOURCES } from './sources.js';
import { memberWeightReviewSchema } from './weight-loss.js';

/** A lab value as a member or a lab sends it: finite, at most a million, at most six decimals. */
export const LAB_VALUE_BOUNDS: NumberBounds = {
  label: msg('field.labValue'),
  min: -LIMITS.labValue,
  max: LIMITS.labValue,
  decimals: LIMITS.labValueDecimals,
  messages: { number: msg('health.valueNumber') },
};
const labValueSchema = boundedNumber(LAB_VALUE_BOUNDS);

const testDay = () =>
  z.string({ error: msg('health.testDateRequired') }).refine((v) => parseCalendarDay(v) !== null, msg('health.testDateInvalid'));
const range = z.object({ min: z.number().nullable(), max: z.number().nullable(), below: z.number().optional() });
/**
 * A reference range, bounds included; an open end is null. `below`: the guideline's "X or higher" the
 * range ends under, when it has one, for writing it "below X" (the guideline's number) rather than `max`.
 */
export type ReferenceRange = z.infer<typeof range>;
/** The female and male ranges, given when the member's sex is not known and they differ. */
const rangesBySex = z.object({ female: range, male: range }).nullable();
/** Where a value falls: a named band (e.g. "Prediabetes range") with the tone it is shown in, besides its label. */
const bandRef = z.object({ key: z.string(), label: z.string(), tone: z.enum(BAND_TONES) });
export type ResultBand = z.infer<typeof bandRef>;
/** A band of the member's scale for a chart: from (inclusive) to the next band's start; null = open end. */
const scaleBand = bandRef.extend({ status: z.enum(MARKER_STATUSES), from: z.number().nullable(), to: z.number().nullable() });
export type ScaleBand = z.infer<typeof scaleBand>;

/** §3 blood result. */
/**
 * Who on the care team entered a reading or a lab report for the member (decision 0088): shown beside
 * it to the member and to staff. Null (or absent, for older readers) when the member entered it.
 */
export const enteredBySchema = z.object({ name: z.string(), role: z.string() });
export type EnteredBy = z.infer<typeof enteredBySchema>;

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
  // Added by the clinical safety review (optional on the wire so older readers and fixtures still fit;
  // the server always sends them).
  band: bandRef.optional(),
  /** A value that needs prompt attention: `critical_message` is the urgent advice. */
  critical: z.boolean().optional(),
  critical_message: z.string().nullable().optional(),
  ranges_by_sex: rangesBySex.optional(),
  /** The lab's own range (from a FHIR import), for markers whose range differs between laboratories; else null. */
  lab_reference_range: range.nullable().optional(),
  /** A censored result ("<0.3", ">90"): `value` is the bound, and the result lies on this side of it. Null for a measurement. */
  comparator: z.enum(['<', '<=', '>=', '>']).nullable().optional(),
  /** Its report was entered for the member by the care team (decision 0088); null when the member entered or imported it. */
  entered_by: enteredBySchema.nullable().optional(),
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
  ranges_by_sex: rangesBySex.optional(),
  lab_specific: z.boolean().optional(),
});
export type BloodMarker = z.infer<typeof bloodMarkerSchema>;

export const labReportBodySchema = z.object({
  test_date: testDay(),
  lab_name: z
    .string()
    .trim()
    .max(LIMITS.labName, msg('health.labNameTooLong', { max: LIMITS.labName }))
    .optional()
    .default(''),
  values: z
    .array(
      z.object({
        marker_id: z
          .string({ error: msg('health.chooseMarker') })
          .min(1, msg('health.chooseMarker'))
          .max(LIMITS.id),
        value: labValueSchema,
        unit: z
          .string({ error: msg('health.valueUnit') })
          .trim()
          .min(1, msg('health.valueUnit'))
          .max(LIMITS.unit),
      }),
    )
    .min(1, msg('health.valuesRequired'))
    .max(LIMITS.labReportValues, msg('health.valuesTooMany', { max: LIMITS.labReportValues })),
});
export type LabReportBody = z.input<typeof labReportBodySchema>;

/** §7 latest: the newest value of each marker the member has. */
export const latestResultsSchema = z.object({ results: z.array(bloodResultSchema) });
export const markerCatalogueSchema = z.object({ markers: z.array(bloodMarkerSchema) });

/** One marker's results over time, newest first. */
export const markerHistorySchema = z.object({
  marker: z.object({
    _id: z.string(),
    key: z.string(),
    name: z.string(),
    unit: z.string(),
    category: z.string(),
    reference_range: range,
    source: z.string().nullable(),
    decimals: z.number().optional(),
    /** The member's bands, bottom up, for shading the chart. */
    bands: z.array(scaleBand).optional(),
    ranges_by_sex: rangesBySex.optional(),
    lab_specific: z.boolean().optional(),
  }),
  results: z.array(bloodResultSchema),
});
export type MarkerHistory = z.infer<typeof markerHistorySchema>;

/** A lab report with the results it holds. */
export const labReportSchema = z.object({
  _id: z.string(),
  test_date: z.string(),
  lab_name: z.string(),
  source: z.enum(['manual', 'fhir', 'csv']),
  created_at: z.string(),
  results: z.array(bloodResultSchema),
  /** Entered for the member by the care team (decision 0088); null when the member entered or imported it. */
  entered_by: enteredBySchema.nullable().optional(),
});
export type LabReport = z.infer<typeof labReportSchema>;
export const labReportListSchema = z.object({ reports: z.array(labReportSchema) });
export const labReportCreatedSchema = z.object({ report_id: z.string(), results: z.array(bloodResultSchema) });

/**
 * What a CSV file's columns may hold: the test date, the test's name and its LOINC code (either
 * names the test), the result, its unit, the lab's reference range, its flag and the lab's name.
 */
export const CSV_FIELDS = ['date', 'test', 'code', 'result', 'unit', 'range', 'flag', 'lab'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Fields a file must have a column for (the test: its name or its code). */
export const CSV_REQUIRED_FIELDS = ['date', 'test', 'result', 'unit'] as const satisfies readonly CsvField[];
/** For each field, the header of the column that holds it (as written in the file), or null for none. */
export type CsvMapping = Record<CsvField, string | null>;

const csvHeader = z.string().max(200).nullable().optional();
const csvMappingSchema = z.object(Object.fromEntries(CSV_FIELDS.map((f) => [f, csvHeader])) as Record<CsvField, typeof csvHeader>);

export const csvImportBodySchema = z.object({
  csv: z
    .string({ error: msg('health.csvMissing') })
    .min(1, msg('health.csvEmpty'))
    .max(LIMITS.csvChars, msg('health.csvTooLarge')),
  /** The member's choice of columns (the import dialog's mapping step); fields left out are recognised from the header names. */
  mapping: csvMappingSchema.optional(),
});
export type CsvImportBody = z.input<typeof csvImportBodySchema>;

const comparatorSchema = z.enum(['<', '<=', '>=', '>']);
/** A censored value's side: the lab reported "<0.3" or ">90", a bound and not a measurement. */
export type LabComparator = z.infer<typeof comparatorSchema>;

/** What importing a CSV file would do, row by row, before anything is stored (the member confirms). */
export const csvPreviewSchema = z.object({
  /** The header row as written. */
  columns: z.array(z.string()),
  /** The column read for each field (the member's choice, else recognised from the header). */
  mapping: csvMappingSchema.required(),
  /** Fields that need a column before anything can be imported. */
  missing: z.array(z.enum(CSV_FIELDS)),
  rows: z.array(
    z.object({
      line: z.number(),
      test_date: z.string().nullable(),
      /** The test's name (or code) as written. */
      test: z.string(),
      marker_key: z.string().nullable(),
      value: z.number().nullable(),
      comparator: comparatorSchema.nullable(),
      unit: z.string(),
      /** The lab's reference range and flag as written ('' when none). */
      reference_range: z.string(),
      flag: z.string(),
      lab_name: z.string(),
      /** Why the row is refused; null when it will be imported. */
      error: z.string().nullable(),
    }),
  ),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

export const importResultSchema = z.object({
  imported: z.number(),
  duplicates: z.number(),
  reports: z.number(),
  unknown: z.array(z.object({ code: z.string(), display: z.string().nullable(), count: z.number() })),
  skipped: z.array(z.object({ entry: z.string(), reason: z.string() })),
  /** How many of the results stored need prompt attention. */
  critical: z.number().optional(),
  /**
   * FHIR only (decision 0112): the weights, waists and body fat values kept as body measurements (one
   * already kept counts once), and whether the height was put on the profile (only when it had none).
   */
  body: z.object({ measurements: z.number(), height: z.boolean() }).optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

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
  // Added by the clinical safety review (optional on the wire so older readers and fixtures still fit;
  // the server always sends them).
  /** Under 90/60: advice on low blood pressure. */
  low: z.boolean().optional(),
  /** A pulse under 40 ('low') or over 120 ('high') beats a minute; null otherwise or without a pulse. */
  pulse_flag: z.enum(['low', 'high']).nullable().optional(),
  /** Entered for the member by the care team (decision 0088); null when the member entered it. */
  entered_by: enteredBySchema.nullable().optional(),
  /** Where it came from: manual, or the app it was imported from (decision 0104; optional on the wire, the server always sends it). */
  source: z.enum(VALUE_SOURCES).optional(),
});
export const bpSummarySchema = z.object({
  readings: z.array(bpReadingSchema),
  average_7d: z
    .object({
      /** Rounded to whole mm Hg, to show. */
      systolic: z.number(),
      diastolic: z.number(),
      count: z.number(),
      /** Read from the unrounded mean (`systolic_mean`, `diastolic_mean`), not from the rounded numbers. */
      category: z.enum(BP_CATEGORIES),
      at_or_above_threshold: z.boolean(),
      /** The unrounded mean (optional on the wire; the server always sends it). */
      systolic_mean: z.number().optional(),
      diastolic_mean: z.number().optional(),
    })
    .nullable(),
  threshold: z.object({ systolic: z.number(), diastolic: z.number(), source: z.string() }),
});
export type BpReading = z.infer<typeof bpReadingSchema>;
export type BpSummary = z.infer<typeof bpSummarySchema>;

export const activitySchema = z.object({
  _id: z.string(),
  date: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  minutes: z.number(),
  intensity: z.enum(ACTIVITY_INTENSITIES),
  strength: z.boolean(),
  notes: z.string(),
  /** Where it came from: manual, or the app it was imported from (decision 0104; optional on the wire, the server always sends it). */
  source: z.enum(VALUE_SOURCES).optional(),
});
export type Activity = z.infer<typeof activitySchema>;

/** `GET /healthtracking/activities`: how many weeks up to the one holding `today` (the member's day). */
export const activitiesQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(LIMITS.activityWeeks).default(8),
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** Minutes of activity tracked in a programme (decision 0074): they count toward the week with the logged activities. */
export const programmeMinutesSchema = z.object({
  date: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  intensity: z.enum(ACTIVITY_INTENSITIES),
  minutes: z.number(),
  program_id: z.string(),
  program_title: z.string(),
  /** The member also logged an activity of this type that day: the larger of the two counts, not both. */
  overlaps: z.boolean(),
});
export type ProgrammeMinutesEntry = z.infer<typeof programmeMinutesSchema>;

export const activitySummarySchema = z.object({
  activities: z.array(activitySchema),
  /** The programme minutes of the same weeks, newest first. */
  programme_minutes: z.array(programmeMinutesSchema),
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
  /** Steps by day from the member's apps (decision 0104), newest first: a day's largest figure of any app (optional on the wire; the server always sends it). */
  steps: z.array(z.object({ date: z.string(), steps: z.number() })).optional(),
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

/** The inputs of the heart risk estimate, in the order the page lists them. */
export const HEART_RISK_INPUTS = [
  'age',
  'sex',
  'totalCholesterol',
  'hdlCholesterol',
  'systolic',
  'treatedForBloodPressure',
  'smoker',
  'diabetes',
  'familyHistory',
] as const;
export type HeartRiskInput = (typeof HEART_RISK_INPUTS)[number];

/** `GET /healthtracking/heart-risk?systolic=`: a systolic value the member types, used only when there is no 7-day home average. */
export const heartRiskQuerySchema = z.object({
  systolic: z.coerce
    .number({ error: msg('health.systolicNumber') })
    .int(msg('health.systolicWhole'))
    .min(60, msg('health.systolicRange'))
    .max(260, msg('health.systolicRange'))
    .optional(),
});

/** A lab result as the member sees it (blood results): the marker's name, the value in its unit at reporting precision, the test day. */
const labResult = z.object({ marker: z.string(), value: z.number(), unit: z.string(), date: z.string() });

/**
 * One input as the estimate used it: its value, the day it was recorded (null when it has none) and
 * where it came from. `entered`: a lab result's value and unit as the member or the lab gave them (the
 * model reads it, converted at use; `value` is it in mmol/L at reporting precision). `lab`: the result
 * an input was read from when it is known from labs (diabetes from HbA1c or fasting glucose).
 */
const usedInput = <T extends z.ZodType>(value: T) =>
  z
    .object({
      value,
      date: z.string().nullable(),
      source: z.string(),
      entered: z.object({ value: z.number(), unit: z.string() }).optional(),
      lab: labResult.optional(),
    })
    .nullable();
const riskCategory = z.enum(['low', 'intermediate', 'high']);

export const heartRiskSchema = z.object({
  /**
   * The 10-year risk of cardiovascular disease in percent (Framingham general CVD, doubled for a
   * premature family history as CCS 2021 does), to two decimals, rounded half up; screens write it to
   * one decimal, rounded half up again (presentedRisk). Null when it cannot be estimated or does not apply.
   */
  riskPercent: z.number().nullable(),
  /**
   * CCS 2021: low < 10 %, intermediate 10-19.9 %, high >= 20 %, read from the figure the screens write
   * (one decimal), so 9.96 % is shown as 10.0 % and is intermediate: never a number beside the name
   * of another category.
   */
  category: riskCategory.nullable(),
  /** The age of someone of the same sex with normal risk factors and the same risk; `text` is "57", "under 30" or "over 80". */
  heartAge: z.object({ years: z.number().int(), text: z.string() }).nullable(),
  /**
   * What the estimate reads, each null while missing. Cholesterol in mmol/L at reporting precision
   * (as entered in `entered`), systolic in mm Hg (the 7-day mean unrounded). Diabetes is also known
   * from a lab result in the diabetes range (`lab`).
   */
  inputs: z.object({
    age: usedInput(z.number().int()),
    sex: usedInput(z.enum(['female', 'male'])),
    totalCholesterol: usedInput(z.number()),
    hdlCholesterol: usedInput(z.number()),
    systolic: usedInput(z.number()),
    treatedForBloodPressure: usedInput(z.boolean()),
    smoker: usedInput(z.boolean()),
    diabetes: usedInput(z.boolean()),
    familyHistory: usedInput(z.boolean()),
  }),
  /** Each missing input, with where in the app to add it. Empty when the estimate does not apply. */
  missing: z.array(z.object({ input: z.enum(HEART_RISK_INPUTS), label: z.string(), action: z.string(), path: z.string() })),
  /**
   * Why the estimate does not apply to this member (no number then), with the lab results that say so
   * (`evidence`: the LDL of 5.0 or more; the first and last eGFR below 60; the result in the diabetes
   * range), empty when the reason is the record, an answer or the age.
   */
  notApplicableReason: z
    .object({
      code: z.enum([
        'age_below_30',
        'age_above_74',
        'heart_disease_or_stroke',
        'diabetes_40_or_older',
        'chronic_kidney_disease',
        'kidney_disease_from_egfr',
        'ldl_5_or_more',
      ]),
      message: z.string(),
      evidence: z.array(labResult),
    })
    .nullable(),
  /**
   * The medications taken today that lower blood pressure, lipids or glucose (decision 0089), by
   * name: when any, the numbers the estimate reads are treated values, and the screen says so.
   */
  onTreatment: z.array(z.string()),
  /** The same model with one factor at target, each with the programme that works on it. */
  scenarios: z.array(
    z.object({
      key: z.enum(['systolic', 'smoking', 'cholesterol']),
      label: z.string(),
      riskPercent: z.number(),
      category: riskCategory,
      program: z.object({ _id: z.string(), key: z.string(), title: z.string() }).nullable(),
    }),
  ),
  /**
   * The office-based estimate without blood tests (same paper, BMI in place of the cholesterol;
   * issue 35), offered only when the total or HDL cholesterol is all that is missing and a BMI is
   * known: its figure and category (as `riskPercent` and `category`), and the BMI it read. Null otherwise.
   */
  withoutLabs: z
    .object({
      riskPercent: z.number(),
      category: riskCategory,
      bmi: z.object({ value: z.number(), date: z.string() }),
    })
    .nullable(),
});
export type HeartRisk = z.infer<typeof heartRiskSchema>;

/** A body measurement as answered: its value in SI, with the unit (decision 0084). */
export const bodyMeasurementSchema = z.object({
  _id: z.string(),
  kind: z.enum(BODY_KINDS),
  value: z.number(),
  unit: z.enum(['kg', 'cm', '%']),
  measured_at: z.string(),
  /** Where it came from: manual, or the app it was imported from (decision 0104; optional on the wire, the server always sends it). */
  source: z.enum(VALUE_SOURCES).optional(),
});
export type BodyMeasurement = z.infer<typeof bodyMeasurementSchema>;

export const bodyQuerySchema = z.object({
  /** From a previous page's next_cursor. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const datedKgSchema = z.object({ kg: z.number(), measured_at: z.string() });
const weightChangeSchema = z.object({ from: datedKgSchema, kg: z.number(), percent: z.number() });

/** The measurements a page at a time (newest first), the height, the BMI of the latest weight and the latest waist against its threshold. */
export const bodySummarySchema = z.object({
  measurements: z.array(bodyMeasurementSchema),
  next_cursor: z.string().nullable(),
  height_cm: z.number().nullable(),
  bmi: z.discriminatedUnion('shown', [
    z.object({
      shown: z.literal(true),
      value: z.number(),
      category: z.enum(BMI_CATEGORIES),
      weight_kg: z.number(),
      height_cm: z.number(),
      measured_at: z.string(),
    }),
    z.object({ shown: z.literal(false), reason: z.enum(['under_18', 'no_height', 'no_weight', 'no_age']) }),
  ]),
  waist: z.discriminatedUnion('known', [
    z.object({
      known: z.literal(true),
      value: z.number(),
      measured_at: z.string(),
      threshold_cm: z.number(),
      increased_risk: z.boolean(),
    }),
    z.object({ known: z.literal(false), reason: z.enum(['no_waist', 'no_sex']) }),
  ]),
  /** A fast weight loss flagged for the care team's review and not yet reviewed (decision 0103), or null. */
  weight_review: memberWeightReviewSchema,
  /**
   * The weight's change and the baseline it is read from (decision 0092 amended): the first weight
   * from 30 days before joining on, the one the default weight goal is 5 % below; null without one.
   * Changes since it and over 30 and 90 days, each null where there is no weight to read it from.
   */
  weight_change: z
    .object({
      baseline: datedKgSchema,
      latest: datedKgSchema,
      since_start: weightChangeSchema.nullable(),
      days_30: weightChangeSchema.nullable(),
      days_90: weightChangeSchema.nullable(),
    })
    .nullable(),
});
export type BodySummary = z.infer<typeof bodySummarySchema>;
