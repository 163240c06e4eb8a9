import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { coachesKeys } from './query-keys';
import type { CoachMessage } from './types';

export interface CoachMessageInput {
  coachId: string;
  subject: string;
  message: string;
}

/** Sends a message to the care team about a coach; 400 when the coach takes no messages or the fields are invalid. */
export function sendCoachMessage({ coachId, subject, message }: CoachMessageInput): Promise<CoachMessage> {
  return api.post<CoachMessage>(`/coaches/${encodeURIComponent(coachId)}/messages`, { subject, message });
}

export function useSendCoachMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCoachMessage,
    onSuccess: (created) => {
      queryClient.setQueryData<CoachMessage[]>(coachesKeys.messages(), (list) =>
        list ? [created, ...list.filter((m) => m._id !== created._id)] : list,
      );
    },
    onError: (error) => logger.error('Failed to send a message to the care team', { error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachesKeys.messages() }),
  });
}
