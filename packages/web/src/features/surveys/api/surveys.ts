import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers } from '@wellpath/shared/surveys/engine';
import { apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** A survey's questions and the member's draft. */
export function useSurveyQuery(surveyId: string, options: { fresh?: boolean } = {}) {
  return useQuery({
    ...apiQuery('GET /surveys/:id', { params: { id: surveyId } }),
    // Taking a survey reads the draft afresh: it may have been saved on another device.
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** The member's completions of one survey, newest first. */
export function useSurveyHistoryQuery(surveyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery('GET /surveys/:id/responses', { params: { id: surveyId } }), enabled: options.enabled ?? true });
}

/** One completed survey: score, range, alerts and what it added. A completion never changes. */
export function useSurveyResponseQuery(responseId: string | null) {
  return useQuery({
    ...apiQuery('GET /surveys/responses/:id', { params: { id: responseId ?? '' } }),
    enabled: responseId !== null,
    staleTime: Infinity,
  });
}

export interface SaveDraftInput {
  surveyId: string;
  answers: Answers;
  step: number;
}

/** Keeps unfinished answers on the server. Fire and forget: a failure is logged, the member carries on. */
export function useSaveDraftMutation() {
  const queryClient = useQueryClient();
  return useApiMutation(
    'PUT /surveys/:id/draft',
    ({ surveyId, answers, step }: SaveDraftInput) => [{ params: { id: surveyId }, body: { answers, step } }],
    {
      onSuccess: ({ updated_at }, { surveyId, answers, step }) => {
        queryClient.setQueryData(apiQuery('GET /surveys/:id', { params: { id: surveyId } }).queryKey, (detail) =>
          detail ? { ...detail, draft: { answers, step, updated_at } } : detail,
        );
        queryClient.setQueryData(apiQuery('GET /surveys').queryKey, (list) =>
          list ? { surveys: list.surveys.map((s) => (s._id === surveyId ? { ...s, has_draft: true } : s)) } : list,
        );
      },
      onError: (error, { surveyId, step }) => logger.warn('Failed to save survey draft', { surveyId, step, error }),
    },
  );
}

/** "Start over": throws the saved answers away. */
export function useDiscardDraftMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('DELETE /surveys/:id/draft', (surveyId: string) => [{ params: { id: surveyId } }], {
    onSuccess: (_data, surveyId) => {
      queryClient.setQueryData(apiQuery('GET /surveys/:id', { params: { id: surveyId } }).queryKey, (detail) =>
        detail ? { ...detail, draft: null } : detail,
      );
    },
    onError: (error, surveyId) => logger.warn('Failed to discard survey draft', { surveyId, error }),
  });
}

export interface SubmitSurveyInput {
  surveyId: string;
  answers: Answers;
}

/**
 * Submits a completed survey. Its triggers can add onboarding surveys, recommendations and suggested
 * programmes, which other screens show: those resources are refreshed (resources.ts).
 */
export function useSubmitSurveyMutation() {
  const queryClient = useQueryClient();
  return useApiMutation(
    'POST /surveys/:id/responses',
    ({ surveyId, answers }: SubmitSurveyInput) => [{ params: { id: surveyId }, body: { answers } }],
    {
      onSuccess: (response) => {
        queryClient.setQueryData(apiQuery('GET /surveys/responses/:id', { params: { id: response._id } }).queryKey, response);
      },
      onError: (error, { surveyId }) => logger.error('Failed to submit survey', { surveyId, error }),
    },
  );
}
