import type { EXERCISE_CATEGORIES, ExerciseUnit } from '@wellpath/shared/programs/definition';
import { EXERCISE_UNIT_LABELS } from '@wellpath/shared/programs/wire';

type Category = (typeof EXERCISE_CATEGORIES)[number];

export const CATEGORY_INFO: Record<Category, { name: string; description: string }> = {
  strength: { name: 'Strength', description: 'Build the muscle and bone strength you use every day. Aim for two days a week.' },
  cardio: { name: 'Cardio', description: 'Get your heart and lungs working to build fitness and help lower blood pressure.' },
  flexibility: { name: 'Flexibility', description: 'Gentle stretches that ease stiffness and keep muscles supple.' },
  balance: { name: 'Balance', description: 'Steady your stance and lower your risk of falls.' },
  mobility: { name: 'Mobility', description: 'Move your joints comfortably through their full range.' },
};

const UNIT_NAMES: Record<ExerciseUnit, string> = {
  reps: 'repetitions',
  meters: 'metres',
  calories: 'calories',
  seconds: 'seconds',
  minutes: 'minutes',
};

/** "repetitions (reps)", "metres (m)". */
export function unitName(unit: ExerciseUnit): string {
  return `${UNIT_NAMES[unit]} (${EXERCISE_UNIT_LABELS[unit]})`;
}

export function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
