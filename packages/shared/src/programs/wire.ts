import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';
import { exerciseIllustrationSchema } from '../illustrations/figure.js';
import { DURATION_UNITS, EXERCISE_CATEGORIES, EXERCISE_UNITS, LEVELS } from './definition.js';
import { SCHEDULE_PERIODS } from './schedule.js';

export { PROGRAM_LIMIT, PROGRAM_LIMIT_CODE } from './limit.js';

export const actionItemWireSchema = z.object({
  title: z.string(),
  description: z.string(),
  type: z.enum(['checkmark', 'number', 'radio', 'text']),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  max_length: z.number().optional(),
});
export type ActionItemWire = z.infer<typeof actionItemWireSchema>;

export const programExerciseWireSchema = z.object({
  exercise_id: z.string(),
  name: z.string(),
  sets: z.number(),
  reps: z.number(),
  unit: z.enum(EXERCISE_UNITS),
});

/** Every day (target 1), or `target` sessions a week. */
export const scheduleSchema = z.object({ per: z.enum(SCHEDULE_PERIODS), target: z.number() });

export const programSchema = z.object({
  _id: z.string(),
  key: z.string(),
  title: z.string(),
  type: z.enum(['standard', 'exercise']),
  level: z.enum(LEVELS).nullable(),
  duration: z.number(),
  duration_unit: z.enum(DURATION_UNITS),
  schedule: scheduleSchema,
  shortText: z.string(),
  description: z.string(),
  pillar: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  action_items: z.array(actionItemWireSchema),
  exercises: z.array(programExerciseWireSchema),
  member_status: z.enum(['available', 'active', 'completed', 'left']),
});
export type Program = z.infer<typeof programSchema>;

export const exerciseSetWireSchema = z.object({
  amount: z.number(),
  weight: z.number().nullable(),
  notes: z.string(),
  unit: z.enum(EXERCISE_UNITS),
  completed: z.boolean(),
});
export const trackingEntrySchema = z.object({
  date: z.string(),
  /** Standard programmes: item indexes; exercise programmes: { action_N: true }. */
  completed_items: z.union([z.array(z.number()), z.record(z.string(), z.boolean())]),
  item_values: z.record(z.string(), z.union([z.string(), z.number()])),
  exercise_tracking: z.array(z.object({ exercise_id: z.string(), sets_completed: z.array(exerciseSetWireSchema) })),
  updated_at: z.string(),
});
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;

export const progressSchema = z.object({
  _id: z.string(),
  program_id: z.string(),
  status: z.enum(['active', 'completed', 'left']),
  started_at: z.string(),
  start_day: z.string(),
  end_date: z.string(),
  ended_at: z.string().nullable(),
  percent: z.number(),
  days_tracked: z.number(),
  /** The latest day tracked in this run, or null. */
  last_tracked: z.string().nullable(),
  /** Periods of the schedule (days, or weeks for a weekly programme) on target over those counted so far, 0-1. */
  adherence: z.number(),
  periods_met: z.number(),
  /** Periods over, plus the current one once it is met: one still open never counts against the member. */
  periods_counted: z.number(),
  /** In periods of the schedule: days, or weeks on target. */
  current_streak: z.number(),
  /** Days tracked this week (Monday to Sunday) and what the schedule asks of it; null when the run is not in progress. */
  this_week: z.object({ done: z.number(), target: z.number() }).nullable(),
  can_finish: z.boolean(),
  /**
   * The tracked days, oldest first. Lists of runs (in progress, past) and tracking answers carry only the
   * days from `tracking_history_from` on; a programme's own page carries them all (null).
   */
  tracking_history: z.array(trackingEntrySchema),
  /** The first day `tracking_history` covers when older days were left out, else null (the whole history). */
  tracking_history_from: z.string().nullable(),
});
export type ProgramProgress = z.infer<typeof progressSchema>;

export const programWithProgressSchema = z.object({ program: programSchema, progress: progressSchema });
export type ProgramWithProgress = z.infer<typeof programWithProgressSchema>;
export const inProgressResponseSchema = z.object({ programs: z.array(programWithProgressSchema) });

/** A programme with the member's active run (or null) and their past runs. */
export const programDetailSchema = z.object({ program: programSchema, progress: progressSchema.nullable(), past: z.array(progressSchema) });
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const PROGRAM_TYPES = ['standard', 'exercise'] as const;
export const catalogueQuerySchema = z.object({
  /** A pillar id or slug. */
  pillar: z.string().max(LIMITS.id).optional(),
  type: z.enum(PROGRAM_TYPES, { error: 'type must be standard or exercise' }).optional(),
});
export const programListResponseSchema = z.object({ programs: z.array(programSchema) });

export const startProgramBodySchema = z
  .object({
    /** The suggestion being started, when the member starts a suggested programme. */
    source: z
      .union([z.string().min(1).max(100), z.object({ suggestion_id: z.string().min(1).max(100) }), z.literal('suggestion'), z.null()])
      .optional(),
    suggestion_id: z.string().min(1).max(100).optional(),
  })
  .optional()
  .default({});

export const exerciseSchema = z.object({
  _id: z.string(),
  key: z.string(),
  name: z.string(),
  category: z.enum(EXERCISE_CATEGORIES),
  level: z.enum(LEVELS),
  default_unit: z.enum(EXERCISE_UNITS),
  summary: z.string(),
  muscles: z.array(z.string()),
  equipment: z.array(z.string()),
  instructions: z.array(z.string()),
  safety: z.string().nullable(),
  /** The line drawing of the exercise (start to finish); null only for an exercise synced before drawings existed. */
  illustration: exerciseIllustrationSchema.nullable(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const exerciseListQuerySchema = z.object({
  /** Comma-separated ids or keys (§7 `?ids=`); the first LIMITS.exerciseIds are read. */
  ids: z
    .string()
    .max(LIMITS.exerciseIdList)
    .refine((v) => v.split(',').some((id) => id.trim() !== ''), 'ids must list at least one exercise id')
    .optional(),
  category: z.enum(EXERCISE_CATEGORIES, { error: `category must be one of ${EXERCISE_CATEGORIES.join(', ')}` }).optional(),
  q: z.string().trim().max(LIMITS.search).optional(),
});
export const exerciseListResponseSchema = z.object({ exercises: z.array(exerciseSchema) });
export const exerciseCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ category: z.enum(EXERCISE_CATEGORIES), count: z.number() })),
});
export type ExerciseCategoryCount = z.infer<typeof exerciseCategoriesResponseSchema>['categories'][number];

export const PROGRAM_REQUEST_STATUSES = ['pending', 'in_review', 'approved', 'declined'] as const;
export const programRequestBodySchema = z.object({
  topic: z
    .string({ error: msg('programs.topicRequired') })
    .trim()
    .min(1, msg('programs.topicRequired'))
    .max(LIMITS.requestTopic, msg('programs.topicTooLong', { max: LIMITS.requestTopic })),
  pillar_id: z.string().max(LIMITS.id).nullable().optional(),
  message: z
    .string({ error: msg('programs.messageRequired') })
    .trim()
    .min(1, msg('programs.messageRequired'))
    .max(LIMITS.requestMessage, msg('programs.messageTooLong', { max: LIMITS.requestMessage })),
});
export const programRequestSchema = z.object({
  _id: z.string(),
  topic: z.string(),
  pillar: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).nullable(),
  message: z.string(),
  status: z.enum(PROGRAM_REQUEST_STATUSES),
  reply: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  replied_at: z.string().nullable(),
  /** The programme the care team started for the member on approving the request (decision 0100), in the reader's language. */
  started_program: z.object({ _id: z.string(), key: z.string(), title: z.string(), started_at: z.string() }).nullable(),
});
export type ProgramRequest = z.infer<typeof programRequestSchema>;
export const programRequestListResponseSchema = z.object({ requests: z.array(programRequestSchema) });

/** §9 unit labels ("reps", "m", "cal", "sec", "min" in English), as shared messages: show them with translate() (`tr()` in the web). */
export const EXERCISE_UNIT_LABELS: Record<(typeof EXERCISE_UNITS)[number], string> = {
  reps: msg('programs.unitReps'),
  meters: msg('programs.unitMeters'),
  calories: msg('programs.unitCalories'),
  seconds: msg('programs.unitSeconds'),
  minutes: msg('programs.unitMinutes'),
};
/** §9: weight (kg) is not asked for calories, seconds or minutes. */
export function unitTakesWeight(unit: (typeof EXERCISE_UNITS)[number]): boolean {
  return unit === 'reps' || unit === 'meters';
}
