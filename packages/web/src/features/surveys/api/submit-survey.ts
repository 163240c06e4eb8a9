import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { SurveyResponse } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { surveyKeys } from './query-keys';

export interface SubmitSurveyInput {
  surveyId: string;
  answers: Answers;
}

export function submitSurvey({ surveyId, answers }: SubmitSurveyInput): Promise<SurveyResponse> {
  return api.post<SurveyResponse>(`/surveys/${encodeURIComponent(surveyId)}/responses`, { answers });
}

/**
 * Submits a completed survey. Its triggers can add surveys to onboarding, recommendations and suggested
 * programmes, which other areas show, so every cached query is marked stale (active ones refetch).
 */
export function useSubmitSurveyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSurvey,
    onSuccess: (response) => {
      queryClient.setQueryData(surveyKeys.response(response._id), response);
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== surveyKeys.all[0] || query.queryKey[1] !== 'response',
      });
    },
    onError: (error, { surveyId }) => logger.error('Failed to submit survey', { surveyId, error }),
  });
}
