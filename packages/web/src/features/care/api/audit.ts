import type { ApiInput } from '@/lib/api-client';
import { useCursorPages } from './paged';

export type AuditFilters = Pick<NonNullable<ApiInput<'GET /staff/audit'>['query']>, 'staff_id' | 'member_id'>;

/** The access log, newest first, a page at a time. */
export function useAuditPages(filters: AuditFilters) {
  return useCursorPages('GET /staff/audit', filters);
}
