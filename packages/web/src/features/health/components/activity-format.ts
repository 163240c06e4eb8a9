import type { ACTIVITY_INTENSITIES, ACTIVITY_TYPES } from '@wellpath/shared/health/activity';

export const ACTIVITY_TYPE_LABELS: Record<(typeof ACTIVITY_TYPES)[number], string> = {
  walking: 'Walking',
  running: 'Running',
  cycling: 'Cycling',
  swimming: 'Swimming',
  strength: 'Strength training',
  yoga: 'Yoga',
  dance: 'Dance',
  sports: 'Sports',
  hiking: 'Hiking',
  other: 'Other',
};

export const INTENSITY_LABELS: Record<(typeof ACTIVITY_INTENSITIES)[number], { label: string; hint: string }> = {
  light: { label: 'Light', hint: 'easy, you can sing' },
  moderate: { label: 'Moderate', hint: 'you can talk but not sing' },
  vigorous: { label: 'Vigorous', hint: 'hard to say more than a few words' },
};
