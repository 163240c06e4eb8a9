import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import type { BadgeTone } from './badge';

/** A programme request's status in words (the member sees the same ones on /program-requests): `i18n._(label)`. */
export const REQUEST_STATUS_LABELS: Record<ProgramRequest['status'], MessageDescriptor> = {
  pending: msg`Pending`,
  in_review: msg`In review`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};

export const REQUEST_STATUS_TONES: Record<ProgramRequest['status'], BadgeTone> = {
  pending: 'warning',
  in_review: 'info',
  approved: 'success',
  declined: 'neutral',
};
