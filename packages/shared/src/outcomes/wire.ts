import { z } from 'zod';

/**
 * The programme's results for the care team (issue 37, decision 0098): clinical outcomes (clinicians
 * and administrators) and engagement (every staff role), per cohort and period, counts and medians
 * only. A group of fewer than MIN_GROUP members shows no figure: its numbers are null on the wire
 * ("fewer than 5"), worked out on the server.
 */
export const MIN_GROUP = 5;

/** The period picker: the members who joined within the last 90, 180 or 365 days, or all of them. */
export const OUTCOME_PERIODS = ['90d', '180d', '365d', 'all'] as const;
export type OutcomePeriod = (typeof OUTCOME_PERIODS)[number];
export const PERIOD_DAYS: Record<OutcomePeriod, number | null> = { '90d': 90, '180d': 180, '365d': 365, all: null };

export const AGE_BANDS = ['under-40', '40-49', '50-59', '60-69', '70-plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const SEXES = ['female', 'male', 'unknown'] as const;

/**
 * A cohort: all members, or those of a programme (ever enrolled), of a pillar (ever enrolled in one
 * of its programmes), who joined in a month, of an age band on the day of the figures, of a sex; or
 * (decision 0123) the members who match one of the reader's saved filters of the member list today,
 * `filter:<id>`, computed when asked for (never in the day's stored figures).
 */
export const COHORT_KINDS = ['all', 'programme', 'pillar', 'month', 'age', 'sex', 'filter'] as const;
export type CohortKind = (typeof COHORT_KINDS)[number];
export const cohortKeySchema = z
  .string()
  .max(100)
  .regex(
    /^(all|programme:[a-z0-9-]{1,80}|pillar:[a-z0-9-]{1,80}|month:\d{4}-(0[1-9]|1[0-2])|age:(under-40|40-49|50-59|60-69|70-plus)|sex:(female|male|unknown)|filter:[A-Za-z0-9-]{1,80})$/,
  );

export function cohortKind(key: string): CohortKind {
  const kind = key.split(':')[0] as CohortKind;
  return COHORT_KINDS.includes(kind) ? kind : 'all';
}

export const outcomesQuerySchema = z.object({
  period: z.enum(OUTCOME_PERIODS).default('365d'),
  cohort: cohortKeySchema.default('all'),
});
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;

/**
 * The clinical measures, baseline (first value from 30 days before joining) against latest; non-HDL
 * cholesterol (total minus HDL of one report) and the 10-year heart risk (the member's own estimate,
 * at both ends), and activity (moderate-to-vigorous minutes in the first 7 days after joining against
 * the last 7 complete days) by decision 0115.
 */
export const MEASURES = ['blood_pressure', 'weight', 'hba1c', 'ldl', 'non_hdl', 'phq9', 'gad7', 'heart_risk', 'activity'] as const;
export type Measure = (typeof MEASURES)[number];

/**
 * The change that counts as improved or worse (smaller is unchanged), in the unit of the median
 * change: systolic mm Hg, % of the baseline weight, HbA1c % points, LDL mmol/L. PHQ-9 and GAD-7
 * move by band instead (improved: down a band; worse: up a band).
 */
export const MEANINGFUL_CHANGE: Record<Exclude<Measure, 'phq9' | 'gad7' | 'heart_risk'>, number> = {
  blood_pressure: 5,
  weight: 1,
  hba1c: 0.5,
  ldl: 0.5,
  non_hdl: 0.5,
  /** Minutes a week of moderate-to-vigorous activity: more is improved. */
  activity: 30,
};

/** The measures read against a target (at target at baseline and now), and those with a goal (goal met). */
export const MEASURES_WITH_TARGET: readonly Measure[] = ['blood_pressure', 'hba1c', 'ldl', 'non_hdl', 'activity'];
/** Weight: 5 % or more lost; PHQ-9, GAD-7: down a band; heart risk: down a CCS category. */
export const MEASURES_WITH_GOAL: readonly Measure[] = ['weight', 'phq9', 'gad7', 'heart_risk'];

/** Activity: the days of the first week after joining and of the latest complete week; a member counts once joined this many days ago. */
export const ACTIVITY_WEEK_DAYS = 7;
export const ACTIVITY_MIN_DAYS_JOINED = 14;

/**
 * Blood pressure (decision 0107): each end is the average of the readings in 7 days (the first 7
 * days from the member's first reading; the 7 days up to their newest), of at least 2 readings: the
 * guidelines classify an average of two or more readings, never one.
 */
export const BP_WINDOW_DAYS = 7;
export const BP_MIN_READINGS = 2;

/** The target read when the member has no personal one (decision 0098): < 130/80, LDL < 3.5 mmol/L, HbA1c <= 7.0 %. */
export const DEFAULT_OUTCOME_TARGETS = { blood_pressure: { systolic: 130, diastolic: 80 }, ldl: 3.5, hba1c: 7.0 } as const;

const count = z.number().int().nonnegative().nullable();

export const measureOutcomeSchema = z.object({
  measure: z.enum(MEASURES),
  /** The denominator: members of the cohort with a baseline and a later value; null when fewer than 5. */
  members: count,
  /** The median of latest minus baseline (weight: in % of the baseline). */
  median_change: z.number().nullable(),
  improved: count,
  unchanged: count,
  worse: count,
  /** Members at their target at baseline and now (blood pressure, HbA1c, LDL, non-HDL, activity); null for the others. */
  at_target_baseline: count,
  at_target_now: count,
  /** Weight: members who lost 5 % or more; PHQ-9 and GAD-7: down a band; heart risk: down a category; null for the others. */
  goal_met: count,
});
export type MeasureOutcome = z.infer<typeof measureOutcomeSchema>;

export const cohortOptionSchema = z.object({
  key: z.string(),
  kind: z.enum(COHORT_KINDS),
  /** A programme's or a pillar's title in the reader's language; null for the others (the screen words them). */
  label: z.string().nullable(),
  /** The members of the cohort in the period; null when fewer than 5. */
  members: count,
});

const figuresHeader = {
  period: z.enum(OUTCOME_PERIODS),
  cohort: z.string(),
  /** The clinic's day the figures are for, and when they were computed. */
  day: z.string(),
  computed_at: z.string(),
  cohorts: z.array(cohortOptionSchema),
};

export const clinicalOutcomesSchema = z.object({ ...figuresHeader, measures: z.array(measureOutcomeSchema) });
export type ClinicalOutcomes = z.infer<typeof clinicalOutcomesSchema>;

export const FUNNEL_STEPS = ['registered', 'verified', 'onboarded', 'first_programme', 'active_30', 'active_60', 'active_90'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** Active at N days: logged something (tracking, a reading, a survey, a message...) in the 14 days up to day N after joining. */
export const ACTIVE_WINDOW_DAYS = 14;
export const WEEKS_SHOWN = 12;

/**
 * Engagement figures beside the funnel (decision 0115), each with its denominator:
 * - `tracking_days`: programme tracking days per active member in the last 28 complete days (value
 *   with one decimal; of: the members active in those days);
 * - `programme_completion`: programmes completed (of: programmes ended, completed or left);
 * - `messages_answered` / `requests_answered`: answered within 2 working days of the clinic (of: those
 *   that arrived in the 12 complete weeks shown and whose 2 working days have run out).
 */
export const ENGAGEMENT_FIGURES = ['tracking_days', 'programme_completion', 'messages_answered', 'requests_answered'] as const;
export type EngagementFigure = (typeof ENGAGEMENT_FIGURES)[number];
export const TRACKING_WINDOW_DAYS = 28;
export const ANSWER_WORKING_DAYS = 2;

export const engagementSchema = z.object({
  ...figuresHeader,
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      members: count,
      /** The denominator: the cohort's members (for active at N days, those who joined N days ago or more). */
      of: count,
    }),
  ),
  weekly_active: z.array(
    z.object({
      /** Monday (UTC) of a complete week. */
      week_start: z.string(),
      members: count,
      /** The cohort's members who had joined by the week's end. */
      of: count,
    }),
  ),
  figures: z.array(
    z.object({
      figure: z.enum(ENGAGEMENT_FIGURES),
      /** Tracking days per active member (one decimal), else a count; null when the group has fewer than 5 members. */
      value: z.number().nullable(),
      /** The denominator (see ENGAGEMENT_FIGURES); null when fewer than 5. */
      of: count,
    }),
  ),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const CLINICAL_TABLES = ['measures'] as const;
export const ENGAGEMENT_TABLES = ['funnel', 'weekly_active', 'figures'] as const;
export const clinicalCsvQuerySchema = outcomesQuerySchema.extend({ table: z.enum(CLINICAL_TABLES).default('measures') });
export const engagementCsvQuerySchema = outcomesQuerySchema.extend({ table: z.enum(ENGAGEMENT_TABLES) });

/** A table as CSV (RFC 4180), with the file name the browser saves it under. */
export const outcomesCsvSchema = z.object({ filename: z.string(), csv: z.string() });

/** A figure of a group: null when the group has fewer than MIN_GROUP members. */
export function shown(groupSize: number, value: number | null): number | null {
  return groupSize < MIN_GROUP ? null : value;
}
