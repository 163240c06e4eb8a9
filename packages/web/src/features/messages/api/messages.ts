import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewThreadBody } from '@wellpath/shared/messages/wire';
import { useEffect } from 'react';
import { allOf, apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** How often the sidebar asks for new replies while the page is visible. */
const UNREAD_EVERY_MS = 60_000;

/** The member's conversations with the care team, latest first. */
export function useThreadsQuery() {
  // The care team answers at any time, outside this app: ask again whenever the list shows.
  return useQuery({ ...apiQuery('GET /messages'), staleTime: 0, select: (data) => data.threads });
}

/** How many conversations have a reply the member has not read (the sidebar's badge). */
export function useUnreadCountQuery() {
  return useQuery({
    ...apiQuery('GET /messages/unread'),
    // The app's usual 30 s, not none: the sidebar and the home show it at once, just after the home's
    // preload asked (decision 0045); reading a thread asks again itself, and it is polled anyway.
    // Paused while the tab is hidden (TanStack Query's default), asked again when it shows.
    refetchInterval: UNREAD_EVERY_MS,
    refetchOnWindowFocus: true,
    select: (data) => data.count,
  });
}

/** One conversation, oldest message first. Reading it marks it read: the list and the badge are asked again. */
export function useThreadQuery(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...apiQuery('GET /messages/:id', { params: { id } }), staleTime: 0 });
  const readAt = query.data ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (readAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: allOf('GET /messages') });
    void queryClient.invalidateQueries({ queryKey: allOf('GET /messages/unread') });
  }, [queryClient, readAt]);
  return query;
}

/** Starts a conversation with a coach (coach_id) or with the care team. */
export function useStartThreadMutation() {
  return useApiMutation('POST /messages', (body: NewThreadBody) => [{ body }], {
    onError: (error) => logger.error('Failed to send a message to the care team', { error }),
  });
}

/** A reply in a conversation; the answer is the whole conversation, shown at once. */
export function useReplyMutation(id: string) {
  const queryClient = useQueryClient();
  return useApiMutation('POST /messages/:id', (body: string) => [{ params: { id }, body: { body } }], {
    onSuccess: (thread) => queryClient.setQueryData(apiQuery('GET /messages/:id', { params: { id } }).queryKey, thread),
    onError: (error) => logger.error('Failed to send a reply to the care team', { error }),
  });
}

/** Coaches the member can write to (the "To" list); "My care team" is always there besides. */
export function useMessageableCoachesQuery() {
  return useQuery({
    ...apiQuery('GET /coaches'),
    staleTime: 10 * 60_000,
    select: (data) => data.coaches.filter((c) => c.accepting_messages),
  });
}
