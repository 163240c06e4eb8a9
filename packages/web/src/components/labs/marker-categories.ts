import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BloodResult } from '@wellpath/shared/health/wire';

/** Headings of the marker categories, in the order the results page shows them (shown with `i18n._`). */
export const MARKER_CATEGORY_LABELS: Record<BloodResult['category'], MessageDescriptor> = {
  lipids: msg`Lipids`,
  glucose: msg`Glucose`,
  inflammation: msg`Inflammation`,
  liver: msg`Liver`,
  kidney: msg`Kidney`,
  thyroid: msg`Thyroid`,
  vitamins: msg`Vitamins`,
  iron: msg`Iron`,
  blood_count: msg`Blood count`,
};
