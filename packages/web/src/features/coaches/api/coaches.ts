import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachMessageBody } from '@wellpath/shared/coaches/wire';
import { apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** Profiles change with the clinic's content, rarely. */
const PROFILES_STALE_MS = 10 * 60_000;

/** The care team. */
export function useCoachesQuery() {
  return useQuery({ ...apiQuery('GET /coaches'), staleTime: PROFILES_STALE_MS, select: (data) => data.coaches });
}

/** A coach profile by id or key; an unknown one answers 404. */
export function useCoachQuery(idOrKey: string) {
  return useQuery({ ...apiQuery('GET /coaches/:id', { params: { id: idOrKey } }), staleTime: PROFILES_STALE_MS });
}

/** The member's messages to the care team, newest first. */
export function useCoachMessagesQuery() {
  // The care team reads and answers at any time, not through this app: ask again whenever the list shows.
  return useQuery({ ...apiQuery('GET /coaches/messages'), staleTime: 0, select: (data) => data.messages });
}

type CoachMessageInput = CoachMessageBody & { coachId: string };

/** Sends a message to the care team about a coach; 400 when the coach takes no messages or the fields are invalid. */
export function useSendCoachMessageMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /coaches/:id/messages', ({ coachId, ...body }: CoachMessageInput) => [{ params: { id: coachId }, body }], {
    onSuccess: (created) => {
      queryClient.setQueryData(apiQuery('GET /coaches/messages').queryKey, (data) =>
        data ? { messages: [created, ...data.messages.filter((m) => m._id !== created._id)] } : data,
      );
    },
    onError: (error) => logger.error('Failed to send a message to the care team', { error }),
  });
}
