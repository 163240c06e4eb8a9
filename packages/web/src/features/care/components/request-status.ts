import type { ProgramRequest } from '@wellpath/shared/programs/wire';
import type { BadgeTone } from './badge';

/** A programme request's status in words (the member sees the same ones on /program-requests). */
export const REQUEST_STATUS_LABELS: Record<ProgramRequest['status'], string> = {
  pending: 'Pending',
  in_review: 'In review',
  approved: 'Approved',
  declined: 'Declined',
};

export const REQUEST_STATUS_TONES: Record<ProgramRequest['status'], BadgeTone> = {
  pending: 'warning',
  in_review: 'info',
  approved: 'success',
  declined: 'neutral',
};
