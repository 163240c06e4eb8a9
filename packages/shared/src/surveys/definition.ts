import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');

/** What an answer or a score range sets off (product design: Surveys). */
export const triggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add_survey'), survey: key }),
  z.object({ type: z.literal('recommend'), recommendation: key }),
  z.object({ type: z.literal('suggest_program'), program: key }),
  /** Puts a condition (content/conditions) on the member's record; one the member took off stays off. */
  z.object({ type: z.literal('mark_condition'), condition: key }),
]);
export type SurveyTrigger = z.infer<typeof triggerSchema>;

/** The member's profile fields a survey question can fill in (the health profile asks for sex). */
export const PROFILE_FIELDS = ['sex'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The values each profile field takes. */
export const PROFILE_FIELD_VALUES: Record<ProfileField, readonly string[]> = { sex: ['female', 'male'] };

export const optionSchema = z.object({
  key,
  text: z.string().min(1).max(300),
  points: z.number().default(0),
  /** In a question with `profile_field`: the value this option gives that field (none: it leaves the field as it is). */
  profile_value: z.string().max(40).optional(),
  /** Picking this option ends further choices in a multi_choice question (e.g. "None of these"). */
  exclusive: z.boolean().default(false),
  triggers: z.array(triggerSchema).default([]),
});
export type SurveyOption = z.infer<typeof optionSchema>;

/** Show the question only when an earlier question's answer picked one of these options. */
export const showIfSchema = z.object({ question: key, options: z.array(key).min(1) });

const questionBase = {
  key,
  text: z.string().min(1).max(500),
  help: z.string().max(1000).optional(),
  required: z.boolean().default(true),
  show_if: showIfSchema.optional(),
};

export const questionSchema = z.discriminatedUnion('type', [
  z.object({
    ...questionBase,
    type: z.literal('single_choice'),
    options: z.array(optionSchema).min(2),
    /**
     * The profile field this question shares with the member's profile: the answer is filled in from
     * the profile, and sets the field when the profile does not have it yet (options' `profile_value`).
     */
    profile_field: z.enum(PROFILE_FIELDS).optional(),
  }),
  z.object({ ...questionBase, type: z.literal('multi_choice'), options: z.array(optionSchema).min(2) }),
  z.object({
    ...questionBase,
    type: z.literal('number'),
    min: z.number(),
    max: z.number(),
    step: z.number().positive().default(1),
    unit: z.string().max(40).optional(),
  }),
  z.object({ ...questionBase, type: z.literal('text'), max_length: z.number().int().positive().max(5000).default(1000) }),
  z.object({
    ...questionBase,
    type: z.literal('scale'),
    min: z.number().int(),
    max: z.number().int(),
    min_label: z.string().max(80).optional(),
    max_label: z.string().max(80).optional(),
    /** Counts max + min - value towards the score (reverse-scored items). */
    reverse: z.boolean().default(false),
  }),
]);
export type SurveyQuestion = z.infer<typeof questionSchema>;

export const scoreRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  text: z.string().min(1).max(300),
  triggers: z.array(triggerSchema).default([]),
});
export type ScoreRange = z.infer<typeof scoreRangeSchema>;

/**
 * Ranges that depend on the member's sex (AUDIT-C: a positive screen from 3 for women, from 4 for
 * men), used instead of `ranges`. When the member's sex is not known, `unknown.use` says whose
 * ranges apply (the safer cut-off) and `unknown.note` is added to the result to say so.
 */
export const sexRangesSchema = z.object({
  female: z.array(scoreRangeSchema).min(1),
  male: z.array(scoreRangeSchema).min(1),
  unknown: z.object({ use: z.enum(['female', 'male']), note: z.string().min(1).max(300) }),
});
export type SexRanges = z.infer<typeof sexRangesSchema>;

const rangeFields = {
  ranges: z.array(scoreRangeSchema).default([]),
  ranges_by_sex: sexRangesSchema.optional(),
  unit: z.string().max(40).optional(),
};

export const scoringSchema = z.discriminatedUnion('method', [
  /** No score (e.g. the health profile). */
  z.object({ method: z.literal('none') }),
  /** Sum of chosen options' points and scale values (reversed where the item says so). */
  z.object({ method: z.literal('sum'), ...rangeFields }),
  /** Product of number answers (Exercise Vital Sign: days a week x minutes a day). */
  z.object({ method: z.literal('product'), questions: z.array(key).min(2), ...rangeFields }),
]);
export type SurveyScoring = z.infer<typeof scoringSchema>;

/** A message shown on completion when an answer needs attention (PHQ-9 item 9). */
export const alertSchema = z.object({
  question: key,
  /** Shown when the chosen option's points reach this, or when one of `options` is picked. */
  min_points: z.number().optional(),
  options: z.array(key).optional(),
  level: z.enum(['urgent', 'info']).default('urgent'),
  message: z.string().min(1).max(2000),
});

export const surveyDefinitionSchema = z.object({
  key,
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(1000),
  /** A pillar key from pillars.yaml, when the survey belongs to one. */
  pillar: key.optional(),
  /** Who wrote or validated it, with the citation members can look up. */
  source: z.string().max(500).optional(),
  estimated_minutes: z.number().int().positive().max(120).default(5),
  questions: z.array(questionSchema).min(1),
  scoring: scoringSchema.default({ method: 'none' }),
  alerts: z.array(alertSchema).default([]),
});
export type SurveyDefinition = z.infer<typeof surveyDefinitionSchema>;

export const onboardingFileSchema = z.object({
  welcome_text: z.string().min(1).max(2000),
  completion_text: z.string().min(1).max(2000),
  /** Survey keys, in the order new members take them. */
  surveys: z.array(key).min(1),
});
