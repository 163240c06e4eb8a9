import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EXERCISE_CATEGORIES, ExerciseUnit } from '@wellpath/shared/programs/definition';
import { EXERCISE_UNIT_LABELS } from '@wellpath/shared/programs/wire';
import { tr } from '@/lib/i18n/translate';

type Category = (typeof EXERCISE_CATEGORIES)[number];

/** Each category's name, its page's title and what it is for; show them with `i18n._()`. */
export const CATEGORY_INFO: Record<Category, { name: MessageDescriptor; title: MessageDescriptor; description: MessageDescriptor }> = {
  strength: {
    name: msg`Strength`,
    title: msg`Strength exercises`,
    description: msg`Build the muscle and bone strength you use every day. Aim for two days a week.`,
  },
  cardio: {
    name: msg`Cardio`,
    title: msg`Cardio exercises`,
    description: msg`Get your heart and lungs working to build fitness and help lower blood pressure.`,
  },
  flexibility: {
    name: msg`Flexibility`,
    title: msg`Flexibility exercises`,
    description: msg`Gentle stretches that ease stiffness and keep muscles supple.`,
  },
  balance: { name: msg`Balance`, title: msg`Balance exercises`, description: msg`Steady your stance and lower your risk of falls.` },
  mobility: {
    name: msg`Mobility`,
    title: msg`Mobility exercises`,
    description: msg`Move your joints comfortably through their full range.`,
  },
};

const UNIT_NAMES: Record<ExerciseUnit, MessageDescriptor> = {
  reps: msg`repetitions`,
  meters: msg`metres`,
  calories: msg`calories`,
  seconds: msg`seconds`,
  minutes: msg`minutes`,
};

const LEVELS: Record<string, MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

/** "repetitions (reps)", "metres (m)" in the app's language. */
export function unitName(unit: ExerciseUnit): string {
  return `${i18n._(UNIT_NAMES[unit])} (${tr(EXERCISE_UNIT_LABELS[unit])})`;
}

/** "Beginner", "Intermediate", "Advanced" in the app's language. */
export function levelName(level: string): string {
  const known = LEVELS[level];
  return known ? i18n._(known) : capitalise(level);
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
