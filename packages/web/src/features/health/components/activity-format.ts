import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ACTIVITY_INTENSITIES, ACTIVITY_TYPES } from '@wellpath/shared/health/activity';

/** The activity types in words (shown with `i18n._`). */
export const ACTIVITY_TYPE_LABELS: Record<(typeof ACTIVITY_TYPES)[number], MessageDescriptor> = {
  walking: msg`Walking`,
  running: msg`Running`,
  cycling: msg`Cycling`,
  swimming: msg`Swimming`,
  strength: msg`Strength training`,
  yoga: msg`Yoga`,
  dance: msg`Dance`,
  sports: msg`Sports`,
  hiking: msg`Hiking`,
  other: msg({ message: 'Other', context: 'activity type' }),
};

export const INTENSITY_LABELS: Record<(typeof ACTIVITY_INTENSITIES)[number], { label: MessageDescriptor; hint: MessageDescriptor }> = {
  light: { label: msg`Light`, hint: msg`easy, you can sing` },
  moderate: { label: msg`Moderate`, hint: msg`you can talk but not sing` },
  vigorous: { label: msg`Vigorous`, hint: msg`hard to say more than a few words` },
};
