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

/** A member's targets (every staff role reads them; each read is in the access log). */
export function useMemberTargetsQuery(id: string) {
  return useQuery(apiQuery('GET /staff/members/:id/targets', { params: { id } }));
}

export type SetTargetInput = ApiInput<'PUT /staff/members/:id/targets'>['body'];

/** Sets one of a member's targets with its note (clinicians; logged). */
export function useSetTargetMutation(id: string) {
  return useApiMutation('PUT /staff/members/:id/targets', (body: SetTargetInput) => [{ params: { id }, body }]);
}

/** Removes a member's personal target: the guideline default applies again (clinicians; logged). */
export function useRemoveTargetMutation(id: string) {
  return useApiMutation('DELETE /staff/members/:id/targets/:kind', (kind: SetTargetInput['kind']) => [{ params: { id, kind } }]);
}
