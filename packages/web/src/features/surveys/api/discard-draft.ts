import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyDetail } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { surveyKeys } from './query-keys';

export function discardDraft(surveyId: string): Promise<unknown> {
  return api.delete(`/surveys/${encodeURIComponent(surveyId)}/draft`);
}

/** "Start over": throws the saved answers away. */
export function useDiscardDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: (_data, surveyId) => {
      queryClient.setQueryData<SurveyDetail>(surveyKeys.detail(surveyId), (detail) => (detail ? { ...detail, draft: null } : detail));
      return queryClient.invalidateQueries({ queryKey: surveyKeys.list() });
    },
    onError: (error, surveyId) => logger.warn('Failed to discard survey draft', { surveyId, error }),
  });
}
