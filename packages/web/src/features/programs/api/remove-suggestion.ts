import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { programsKeys } from './query-keys';
import type { SuggestedProgram } from './types';

/** §7 POST /api/programs/suggestions/{id}/remove. */
export function removeSuggestion(suggestionId: string): Promise<unknown> {
  return api.post(`/programs/suggestions/${encodeURIComponent(suggestionId)}/remove`);
}

export function useRemoveSuggestionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSuggestion,
    onSuccess: (_data, suggestionId) => {
      queryClient.setQueryData<SuggestedProgram[]>(programsKeys.suggested(), (list) =>
        list?.filter((s) => s.suggestion._id !== suggestionId),
      );
    },
    onError: (error, suggestionId) => logger.error('Failed to remove suggestion', { suggestionId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: programsKeys.suggested() }),
  });
}
