import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';
import { useCursorPages } from './paged';

export type MemberFilters = Omit<NonNullable<ApiInput<'GET /staff/members'>['query']>, 'cursor' | 'limit'>;

/** Members matching the search and filters, a page at a time. */
export function useMembersPages(filters: MemberFilters) {
  return useCursorPages('GET /staff/members', filters);
}

/** What every role sees of a member: profile, pillars, programmes, activity, recommendations, requests. */
export function useMemberOverviewQuery(id: string) {
  return useQuery(apiQuery('GET /staff/members/:id', { params: { id } }));
}

/** The member's health data (clinicians and administrators; each read is in the access log). */
export function useMemberHealthQuery(id: string, enabled: boolean) {
  return useQuery({ ...apiQuery('GET /staff/members/:id/health', { params: { id } }), enabled });
}

/** Turns off a member's two-step verification (administrators; logged, and the member is e-mailed). */
export function useResetMemberSecondFactorMutation() {
  return useApiMutation('POST /staff/members/:id/second-factor/reset', (id: string) => [{ params: { id } }]);
}
