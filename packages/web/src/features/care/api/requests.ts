import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

export type RequestStatusFilter = NonNullable<NonNullable<ApiInput<'GET /staff/requests'>['query']>['status']>;

/** Programme requests, pending first. */
export function useStaffRequestsQuery(status: RequestStatusFilter) {
  return useQuery({ ...apiQuery('GET /staff/requests', { query: { status } }), select: (data) => data.requests });
}

/** Replies to a request and sets its status (the member is e-mailed that there is a reply). */
export function useRequestReplyMutation() {
  return useApiMutation('POST /staff/requests/:id', ({ id, ...body }: { id: string } & ApiInput<'POST /staff/requests/:id'>['body']) => [
    { params: { id }, body },
  ]);
}

/** Who may own a request and the programmes to start, from the same answer as the list (one request). */
export function useRequestChoicesQuery(status: RequestStatusFilter) {
  return useQuery({
    ...apiQuery('GET /staff/requests', { query: { status } }),
    select: (data) => ({ assignees: data.assignees, programs: data.programs }),
  });
}
