import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

/** Message threads: a box (mine, unassigned, all), or one member's. */
export function useThreadsQuery(query: NonNullable<ApiInput<'GET /staff/threads'>['query']>) {
  return useQuery({ ...apiQuery('GET /staff/threads', { query }), placeholderData: keepPreviousData, select: (data) => data.threads });
}

/** One thread, oldest message first (reading it marks it read for the care team). */
export function useThreadQuery(id: string) {
  return useQuery(apiQuery('GET /staff/threads/:id', { params: { id } }));
}

/** Replies in a thread; the thread on screen is the one the server answers. */
export function useThreadReplyMutation(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation('POST /staff/threads/:id', (body: string) => [{ params: { id }, body: { body } }], {
    onSuccess: (thread) => queryClient.setQueryData(apiQuery('GET /staff/threads/:id', { params: { id } }).queryKey, thread),
  });
}
