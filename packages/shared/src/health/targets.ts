import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber } from '../numbers.js';
import type { NotApplicableReason, RiskCategory } from './heart-risk.js';
import { isRecent, LAB_RECENT_DAYS, WEIGHT_RECENT_DAYS } from './recency.js';

// A member's personal targets, set by a clinician in the care team's workspace (issue 35, decision
// 0091): blood pressure, LDL cholesterol, HbA1c, a weight goal and weekly activity minutes. Each has a
// guideline default the app works out for the member; a clinician's target replaces it, with a note
// the member reads.

export const TARGET_KINDS = ['blood_pressure', 'ldl', 'hba1c', 'weight', 'activity'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** How a value meets its target: under it (blood pressure, LDL), at most (HbA1c, weight), at least (activity minutes). */
export const TARGET_COMPARATOR: Record<TargetKind, 'below' | 'at_most' | 'at_least'> = {
  blood_pressure: 'below',
  ldl: 'below',
  hba1c: 'at_most',
  weight: 'at_most',
  activity: 'at_least',
};

export const TARGET_UNITS: Record<TargetKind, string> = {
  blood_pressure: 'mm Hg',
  ldl: 'mmol/L',
  hba1c: '%',
  weight: 'kg',
  activity: 'min/week',
};

/** A target's numbers: `value` (the systolic for blood pressure) and, for blood pressure only, the diastolic. */
export const targetValueSchema = z.object({ value: z.number(), diastolic: z.number().nullable() });
export type TargetValue = z.infer<typeof targetValueSchema>;

/**
 * Blood pressure: Hypertension Canada 2025 (Goupil et al., CMAJ 2025;197:E549) treats to under 130/80
 * for every method; the clinician may choose under 140/90 instead (an older or frail member, one who
 * does not tolerate the lower target). These are the only two a clinician sets.
 */
export const BP_TARGETS = { standard: { value: 130, diastolic: 80 }, relaxed: { value: 140, diastolic: 90 } } as const;

/**
 * LDL cholesterol (mmol/L) by the CCS 2021 group the heart risk works out (heart-risk.ts):
 * - `statin_indicated`: a condition for which the guideline recommends treatment without a score
 *   (heart disease or stroke, chronic kidney disease on record or from eGFR, diabetes, LDL of 5.0 or
 *   more): under 1.8, where CCS 2021 starts or steps up treatment, as the LDL bands of these members read;
 * - `high`: a Framingham risk of 20 % or more: under 2.0 (CCS primary prevention on treatment);
 * - `other` (intermediate or low, or an age outside the risk model): under 3.5, the level at which the
 *   guideline considers treatment, as the LDL band everyone else reads.
 * Amended (safety review): a risk not worked out for want of an input gives no group and no LDL
 * default (the member may be high risk: "below 3.5" could read as met when it is not); the screens
 * ask for the heart-risk questions instead.
 */
export const LDL_TARGETS = { statin_indicated: 1.8, high: 2.0, other: 3.5 } as const;
export type LdlGroup = keyof typeof LDL_TARGETS;

/**
 * Non-HDL cholesterol (mmol/L, total minus HDL) by the same CCS 2021 group: the guideline pairs each
 * LDL level with a non-HDL one (1.8 with 2.4, 2.0 with 2.6, 3.5 with 4.2). 2.4 and 4.2 are the
 * non-HDL bands of content/blood-markers.yaml; 2.6 is the CCS primary-prevention pair of LDL 2.0, not
 * in the clinical reference (decision 0115). Read by the programme's results only: there is no
 * personal non-HDL target.
 */
export const NON_HDL_TARGETS: Record<LdlGroup, number> = { statin_indicated: 2.4, high: 2.6, other: 4.2 };

/** Diabetes Canada 2018: the usual HbA1c target with diabetes is 7.0 % or less. Without diabetes there is no default. */
export const HBA1C_TARGET_WITH_DIABETES = 7.0;
/** Canadian 24-Hour Movement Guidelines: at least 150 minutes of moderate-to-vigorous activity a week. */
export const ACTIVITY_TARGET_MINUTES = 150;
/** The Diabetes Prevention Program's goal: 5 % of the starting weight. */
export const WEIGHT_GOAL_FRACTION = 0.05;

/** The heart risk's reasons that are conditions (not an age outside the model): treatment indicated without a score. */
const STATIN_INDICATED: ReadonlySet<NotApplicableReason> = new Set<NotApplicableReason>([
  'heart_disease_or_stroke',
  'chronic_kidney_disease',
  'kidney_disease_from_egfr',
  'diabetes_40_or_older',
  'ldl_5_or_more',
]);

/**
 * The member's CCS 2021 group for the LDL default, from what the heart risk answers: why a score does
 * not apply, whether diabetes is known (at any age: the LDL bands read diabetes so), the risk category.
 * Null when the group cannot be told: no condition that indicates treatment, and no risk category
 * because an input is missing (not because the age is outside the model).
 */
export function ldlGroup(x: {
  notApplicable: NotApplicableReason | null;
  diabetes: boolean | null;
  category: RiskCategory | null;
}): LdlGroup | null {
  if ((x.notApplicable && STATIN_INDICATED.has(x.notApplicable)) || x.diabetes === true) return 'statin_indicated';
  if (x.category === 'high') return 'high';
  if (x.category === null && x.notApplicable === null) return null;
  return 'other';
}

/** Which guideline a default comes from (the screens name it in the reader's language). */
export const DEFAULT_SOURCES = [
  'hypertension_canada_2025',
  'ccs_2021_statin_indicated',
  'ccs_2021_high_risk',
  'ccs_2021_other',
  'diabetes_canada_2018',
  'diabetes_prevention_program',
  'movement_guidelines',
] as const;
export type DefaultSource = (typeof DEFAULT_SOURCES)[number];

export interface TargetDefault {
  target: TargetValue;
  source: DefaultSource;
}

const one = (value: number, source: DefaultSource): TargetDefault => ({ target: { value, diastolic: null }, source });

/** The goal for a weight loss of 5 % from the starting weight, in kg to one decimal (rounded down, so the goal is at least 5 %). */
export function weightGoalFrom(startKg: number): number {
  return Math.floor(startKg * (1 - WEIGHT_GOAL_FRACTION) * 10 + 1e-9) / 10;
}

/**
 * Each target's guideline default for the member, or null where there is none: an LDL target only
 * with a CCS group, an HbA1c target only with diabetes, a weight goal only with a starting weight (the
 * programme's baseline weight, decision 0092).
 */
export function targetDefaults(x: {
  ldlGroup: LdlGroup | null;
  diabetes: boolean | null;
  startingWeightKg: number | null;
}): Record<TargetKind, TargetDefault | null> {
  const ldlSource: Record<LdlGroup, DefaultSource> = {
    statin_indicated: 'ccs_2021_statin_indicated',
    high: 'ccs_2021_high_risk',
    other: 'ccs_2021_other',
  };
  return {
    blood_pressure: { target: { ...BP_TARGETS.standard }, source: 'hypertension_canada_2025' },
    ldl: x.ldlGroup === null ? null : one(LDL_TARGETS[x.ldlGroup], ldlSource[x.ldlGroup]),
    hba1c: x.diabetes === true ? one(HBA1C_TARGET_WITH_DIABETES, 'diabetes_canada_2018') : null,
    weight: x.startingWeightKg === null ? null : one(weightGoalFrom(x.startingWeightKg), 'diabetes_prevention_program'),
    activity: one(ACTIVITY_TARGET_MINUTES, 'movement_guidelines'),
  };
}

export const TARGET_STATUSES = ['met', 'not_met', 'unknown'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** Decimals each kind is shown with (and so compared on): LDL, HbA1c and weight to a tenth, mm Hg and minutes whole. */
export const TARGET_DECIMALS: Record<TargetKind, number> = { blood_pressure: 0, ldl: 1, hba1c: 1, weight: 1, activity: 0 };

/** A number as the screens write it: rounded half up to the kind's decimals. */
export function shownTargetNumber(kind: TargetKind, n: number): number {
  const f = 10 ** TARGET_DECIMALS[kind];
  return Math.round(n * f + 1e-9) / f;
}

/**
 * Whether the member's current value meets the target, read on the numbers the screens show (a
 * 7-day average of 129.6 systolic shows as 130 and is not under 130; an LDL of 1.75 shows as 1.8 and
 * is not below 1.8): blood pressure needs both the systolic and the diastolic under; without a current
 * value, unknown.
 */
export function targetStatus(kind: TargetKind, target: TargetValue, current: TargetValue | null): TargetStatus {
  if (!current) return 'unknown';
  const shown = (n: number) => shownTargetNumber(kind, n);
  const [value, goal] = [shown(current.value), shown(target.value)];
  switch (TARGET_COMPARATOR[kind]) {
    case 'below':
      if (kind === 'blood_pressure') {
        if (current.diastolic === null || target.diastolic === null) return 'unknown';
        return value < goal && shown(current.diastolic) < shown(target.diastolic) ? 'met' : 'not_met';
      }
      return value < goal ? 'met' : 'not_met';
    case 'at_most':
      return value <= goal ? 'met' : 'not_met';
    case 'at_least':
      return value >= goal ? 'met' : 'not_met';
  }
}

/**
 * How old a value may be and still be read against a target (recency.ts, decision 0091 amended): a
 * lab result of the last 12 months, a weight of the last 90 days. Blood pressure (the 7-day average)
 * and activity (this week) are recent by what they are.
 */
export const TARGET_RECENT_DAYS: Partial<Record<TargetKind, number>> = {
  ldl: LAB_RECENT_DAYS,
  hba1c: LAB_RECENT_DAYS,
  weight: WEIGHT_RECENT_DAYS,
};

/** What the member must add before a target can be read: the heart-risk questions (no LDL default without them) or a recent result. */
export const TARGET_NEEDS = ['heart_risk', 'recent_result'] as const;
export type TargetNeed = (typeof TARGET_NEEDS)[number];

/**
 * A target read against the member's value on `today`: the status, and what is needed when it cannot
 * be read. A value older than its kind's recency limit is not read (unknown, "needs a recent
 * result"): an old "within the target" is more reassuring than the numbers are.
 */
export function readTarget(x: {
  kind: TargetKind;
  target: TargetValue | null;
  current: { value: TargetValue; date: string } | null;
  today: string;
  /** No LDL target because the heart risk could not be worked out. */
  heartRiskMissing: boolean;
}): { status: TargetStatus; needs: TargetNeed | null } {
  if (!x.target) return { status: 'unknown', needs: x.kind === 'ldl' && x.heartRiskMissing ? 'heart_risk' : null };
  const limit = TARGET_RECENT_DAYS[x.kind];
  if (x.current && limit !== undefined && !isRecent(x.current.date, x.today, limit)) return { status: 'unknown', needs: 'recent_result' };
  return { status: targetStatus(x.kind, x.target, x.current?.value ?? null), needs: null };
}

// --- What a clinician sends ---------------------------------------------------------------------

/** Why the target, in a sentence the member reads: required, plain text. */
const note = z
  .string({ error: msg('care.targets.noteRequired') })
  .trim()
  .min(1, msg('care.targets.noteRequired'))
  .max(500, msg('care.targets.noteTooLong'));

/** Bounds a clinician may set: what a personal target can plausibly be. */
export const TARGET_BOUNDS = {
  ldl: { min: 0.5, max: 5.0, decimals: 1 },
  hba1c: { min: 5.0, max: 10.0, decimals: 1 },
  weight: { min: 30, max: 300, decimals: 1 },
  activity: { min: 10, max: 1500, whole: true },
} as const;

/** Each bounded kind's name in a message (each id a literal, so the catalogues' check sees it used). */
const KIND_LABELS = {
  ldl: msg('care.targets.kind.ldl'),
  hba1c: msg('care.targets.kind.hba1c'),
  weight: msg('care.targets.kind.weight'),
  activity: msg('care.targets.kind.activity'),
} satisfies Record<keyof typeof TARGET_BOUNDS, unknown>;

const bounded = (kind: keyof typeof TARGET_BOUNDS) => boundedNumber({ ...TARGET_BOUNDS[kind], label: KIND_LABELS[kind] });

/** A target as a clinician sets it: its kind, its numbers and the note. Blood pressure is one of the two guideline choices. */
export const setTargetBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('blood_pressure'),
      choice: z.enum(['standard', 'relaxed'], { error: msg('care.targets.bpChoiceInvalid') }),
      note,
    }),
    z.strictObject({ kind: z.literal('ldl'), value: bounded('ldl'), note }),
    z.strictObject({ kind: z.literal('hba1c'), value: bounded('hba1c'), note }),
    z.strictObject({ kind: z.literal('weight'), value: bounded('weight'), note }),
    z.strictObject({ kind: z.literal('activity'), value: bounded('activity'), note }),
  ],
  { error: msg('care.targets.kindInvalid') },
);
export type SetTargetBody = z.infer<typeof setTargetBodySchema>;

/** The numbers a clinician's choice stands for. */
export function targetValueOf(body: SetTargetBody): TargetValue {
  if (body.kind === 'blood_pressure') return { ...BP_TARGETS[body.choice] };
  return { value: body.value, diastolic: null };
}

// --- What the screens read ------------------------------------------------------------------------

export const targetSchema = z.object({
  kind: z.enum(TARGET_KINDS),
  unit: z.string(),
  comparator: z.enum(['below', 'at_most', 'at_least']),
  /** The target that applies: the clinician's, else the default; null when neither exists. */
  target: targetValueSchema.nullable(),
  /** The guideline default for the member (what a clinician's target replaces), or null; never for a role without health:read (it tells conditions). */
  default: z.object({ target: targetValueSchema, source: z.enum(DEFAULT_SOURCES) }).nullable(),
  /** The clinician's target: who set it, when and why (the note is for the member). */
  personal: z
    .object({
      target: targetValueSchema,
      note: z.string(),
      set_by_name: z.string(),
      set_at: z.string(),
    })
    .nullable(),
  /** The member's number the target is read against, with the day it is from; null without one. */
  current: z.object({ value: targetValueSchema, date: z.string() }).nullable(),
  status: z.enum(TARGET_STATUSES),
  /** Why the status is unknown though there is something to say: the heart-risk questions (no LDL default) or a value too old to read. */
  needs: z.enum(TARGET_NEEDS).nullable(),
});
export type Target = z.infer<typeof targetSchema>;

export const targetListSchema = z.object({ targets: z.array(targetSchema) });
export type TargetList = z.infer<typeof targetListSchema>;
