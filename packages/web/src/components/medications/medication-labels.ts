import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DOSE_UNITS, Frequency } from '@wellpath/shared/health/medications';

// A medication's words, the same for the member's Medications screen and the care team's record.

/** How often, as the member reads it. */
export const FREQUENCY_LABELS: Record<Frequency, MessageDescriptor> = {
  once_daily: msg`Once a day`,
  twice_daily: msg`Twice a day`,
  three_times_daily: msg`Three times a day`,
  four_times_daily: msg`Four times a day`,
  at_bedtime: msg`At bedtime`,
  every_other_day: msg`Every other day`,
  weekly: msg`Once a week`,
  every_two_weeks: msg`Every two weeks`,
  monthly: msg`Once a month`,
  as_needed: msg`As needed`,
  other: msg`Other`,
};

/** The dose's unit, as the member reads it. */
export const DOSE_UNIT_LABELS: Record<(typeof DOSE_UNITS)[number], MessageDescriptor> = {
  mg: msg`mg`,
  mcg: msg`mcg`,
  g: msg`g`,
  units: msg`units`,
  mL: msg`mL`,
  tablets: msg`tablets`,
  capsules: msg`capsules`,
  puffs: msg`puffs`,
};
