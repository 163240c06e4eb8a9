import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyDetail, SurveySummary } from '@wellpath/shared/surveys/wire';
import type { Answers } from '@wellpath/shared/surveys/engine';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { surveyKeys } from './query-keys';

export interface SaveDraftInput {
  surveyId: string;
  answers: Answers;
  step: number;
}

export function saveDraft({ surveyId, answers, step }: SaveDraftInput): Promise<{ updated_at: string }> {
  return api.put<{ updated_at: string }>(`/surveys/${encodeURIComponent(surveyId)}/draft`, { answers, step });
}

/** Keeps unfinished answers on the server. Fire and forget: a failure is logged, the member carries on. */
export function useSaveDraftMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: ({ updated_at }, { surveyId, answers, step }) => {
      queryClient.setQueryData<SurveyDetail>(surveyKeys.detail(surveyId), (detail) =>
        detail ? { ...detail, draft: { answers, step, updated_at } } : detail,
      );
      queryClient.setQueryData<SurveySummary[]>(surveyKeys.list(), (list) =>
        list?.map((s) => (s._id === surveyId ? { ...s, has_draft: true } : s)),
      );
    },
    onError: (error, { surveyId, step }) => logger.warn('Failed to save survey draft', { surveyId, step, error }),
  });
}
