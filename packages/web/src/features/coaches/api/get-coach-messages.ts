import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachesKeys } from './query-keys';
import type { CoachMessage } from './types';

/** The member's messages to the care team, newest first. */
export async function getCoachMessages(): Promise<CoachMessage[]> {
  const data = await api.get<{ messages?: CoachMessage[] }>('/coaches/messages');
  return data?.messages ?? [];
}

export const coachMessagesQueryOptions = () =>
  // Replies and read receipts arrive at any time: ask again whenever the list shows.
  queryOptions({ queryKey: coachesKeys.messages(), queryFn: getCoachMessages, staleTime: 0 });

export function useCoachMessagesQuery() {
  return useQuery(coachMessagesQueryOptions());
}
