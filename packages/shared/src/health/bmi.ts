import { msg } from '../i18n/message.js';

/**
 * BMI's bands and their names (Health Canada 2003), without zod: a screen that only shows a BMI
 * (the home's Body card) imports this and not body.ts, whose request schemas would bring zod with
 * them (issue 39).
 */

export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese_1', 'obese_2', 'obese_3'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

export const BMI_CATEGORY_MESSAGES: Record<BmiCategory, string> = {
  underweight: msg('health.bmiCategory.underweight'),
  normal: msg('health.bmiCategory.normal'),
  overweight: msg('health.bmiCategory.overweight'),
  obese_1: msg('health.bmiCategory.obese1'),
  obese_2: msg('health.bmiCategory.obese2'),
  obese_3: msg('health.bmiCategory.obese3'),
};

/** Shown with every BMI: it screens, it does not diagnose. */
export const BMI_CAVEAT = msg('health.bmiCaveat');

/** BMI to one decimal, as it is shown and classified (the bands are written to one decimal: 24.9, 25.0). */
export function bmiValue(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** Health Canada's band of a BMI given to one decimal: < 18.5, 18.5-24.9, 25.0-29.9, 30.0-34.9, 35.0-39.9, >= 40. */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'overweight';
  if (bmi < 35) return 'obese_1';
  if (bmi < 40) return 'obese_2';
  return 'obese_3';
}
