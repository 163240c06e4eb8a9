import { z } from 'zod';
import { ACTIVITY_INTENSITIES, ACTIVITY_TYPES } from '../health/activity.js';
import { ILLUSTRATION_PROPS } from '../illustrations/figure.js';
import { LIMITS } from '../limits.js';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');

export const EXERCISE_UNITS = ['reps', 'meters', 'calories', 'seconds', 'minutes'] as const;
export type ExerciseUnit = (typeof EXERCISE_UNITS)[number];
export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'flexibility', 'balance', 'mobility'] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;

/**
 * Minutes a programme tracks that are physical activity (decision 0074): they count toward the
 * member's weekly active minutes as an activity of this type. The intensity is fixed, or read from
 * the member's answer to one of the programme's radio items (`intensity_from`, its index), option by
 * option (`intensities`); a day without that answer counts as light (not moderate-to-vigorous).
 */
export const programmeActivitySchema = z.union([
  z.strictObject({ type: z.enum(ACTIVITY_TYPES), intensity: z.enum(ACTIVITY_INTENSITIES) }),
  z.strictObject({
    type: z.enum(ACTIVITY_TYPES),
    intensity_from: z.number().int().min(0),
    intensities: z.array(z.enum(ACTIVITY_INTENSITIES)).min(2),
  }),
]);
export type ProgrammeActivity = z.infer<typeof programmeActivitySchema>;

export const actionItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkmark'), title: z.string().min(1).max(200), description: z.string().max(1000).default('') }),
  z.object({
    type: z.literal('number'),
    title: z.string().min(1).max(200),
    description: z.string().max(1000).default(''),
    min: z.number().int(),
    max: z.number().int(),
    unit: z.string().max(40).optional(),
    /** Minutes of physical activity: they count toward the weekly active minutes (unit `minutes`). */
    activity: programmeActivitySchema.optional(),
  }),
  z.object({
    type: z.literal('radio'),
    title: z.string().min(1).max(200),
    description: z.string().max(1000).default(''),
    options: z.array(z.string().min(1).max(100)).min(2),
  }),
  z.object({
    type: z.literal('text'),
    title: z.string().min(1).max(200),
    description: z.string().max(1000).default(''),
    max_length: z.number().int().positive().max(2000).default(LIMITS.trackingText),
  }),
]);
export type ActionItem = z.infer<typeof actionItemSchema>;

/**
 * The stable key of a radio option (decision 0079): what a member's choice is stored as, whichever
 * language they chose it in. Made from the option's English text (lower case, accents and signs
 * dropped, words joined by "-"), so the same option has the same key in every language; the loader
 * refuses two options of one item with the same key. Migration 0030 makes the same keys of the
 * English texts stored before.
 */
export function choiceKey(english: string): string {
  const words = english
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'option';
}

export const programExerciseSchema = z.object({
  exercise: key,
  sets: z.number().int().min(1).max(20),
  reps: z.number().int().min(1).max(10_000),
  unit: z.enum(EXERCISE_UNITS),
  /** The completed sets' minutes count toward the weekly active minutes (unit `minutes`, a fixed intensity). */
  activity: z.strictObject({ type: z.enum(ACTIVITY_TYPES), intensity: z.enum(ACTIVITY_INTENSITIES) }).optional(),
});

/**
 * How often the programme asks to be done: every day (the default), or a number of sessions a week
 * (Monday to Sunday), so that adherence and streaks count weeks that met the target, not days.
 */
export const programScheduleSchema = z.discriminatedUnion('per', [
  z.strictObject({ per: z.literal('day') }),
  z.strictObject({
    per: z.literal('week'),
    target: z
      .number()
      .int('target must be a whole number of sessions')
      .min(1, 'target must be at least 1 session a week')
      .max(6, 'target must be at most 6 sessions a week (every day is per: day)'),
  }),
]);
export type ProgramSchedule = z.infer<typeof programScheduleSchema>;

export const programDefinitionSchema = z
  .object({
    key,
    title: z.string().min(1).max(120),
    type: z.enum(['standard', 'exercise']),
    level: z.enum(LEVELS).optional(),
    /** A pillar key from pillars.yaml, or "general". */
    pillar: key,
    duration: z.number().int().min(1).max(365),
    duration_unit: z.enum(DURATION_UNITS),
    schedule: programScheduleSchema.default({ per: 'day' }),
    /**
     * A home-monitoring programme: the home readings it asks for on the days its schedule asks to be
     * done; members who want them get a reminder on those days (decision 0042).
     */
    readings: z.enum(['blood-pressure']).optional(),
    shortText: z.string().min(1).max(300),
    /** HTML (sanitised on load): what the programme is, why it helps, how to do it safely. */
    description: z.string().min(1).max(10_000),
    action_items: z.array(actionItemSchema).default([]),
    exercises: z.array(programExerciseSchema).default([]),
  })
  .superRefine((p, ctx) => {
    p.action_items.forEach((item, i) => {
      if (item.type !== 'number' || !item.activity) return;
      if (item.unit !== 'minutes')
        ctx.addIssue({ code: 'custom', path: ['action_items', i, 'unit'], message: 'activity minutes need unit: minutes' });
      if (!('intensity_from' in item.activity)) return;
      const from = p.action_items[item.activity.intensity_from];
      if (from?.type !== 'radio' || from.options.length !== item.activity.intensities.length)
        ctx.addIssue({
          code: 'custom',
          path: ['action_items', i, 'activity'],
          message: 'intensity_from must name a radio item, with one intensity per option',
        });
    });
    p.exercises.forEach((e, i) => {
      if (e.activity && e.unit !== 'minutes')
        ctx.addIssue({ code: 'custom', path: ['exercises', i, 'unit'], message: 'activity minutes need unit: minutes' });
    });
  });
export type ProgramDefinition = z.infer<typeof programDefinitionSchema>;

export const exerciseDefinitionSchema = z.object({
  key,
  name: z.string().min(1).max(120),
  category: z.enum(EXERCISE_CATEGORIES),
  level: z.enum(LEVELS),
  default_unit: z.enum(EXERCISE_UNITS),
  muscles: z.array(z.string().min(1).max(60)).min(1),
  equipment: z.array(z.string().min(1).max(60)).default([]),
  summary: z.string().min(1).max(300),
  /** Ordered steps. */
  instructions: z.array(z.string().min(1).max(500)).min(2),
  safety: z.string().max(1000).optional(),
  /** Its drawing (decision 0040): poses from illustrations/poses.yaml, start to finish, and the props drawn with them. */
  illustration: z.strictObject(
    {
      frames: z.array(key).min(1, 'frames must name at least one pose').max(3, 'frames must name at most 3 poses'),
      props: z.array(z.enum(ILLUSTRATION_PROPS)).max(4).default([]),
      /** The text alternative; written from the poses' descriptions when left out. */
      alt: z.string().min(10).max(300).optional(),
    },
    { error: (issue) => (issue.input === undefined ? 'every exercise needs an illustration (frames: [pose, ...])' : undefined) },
  ),
});
export type ExerciseDefinition = z.infer<typeof exerciseDefinitionSchema>;
