import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyResponse, SurveySummary } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { surveyKeys } from './query-keys';

export interface SurveyHistory {
  survey: SurveySummary;
  /** Newest first. */
  responses: SurveyResponse[];
}

export function getSurveyHistory(surveyId: string): Promise<SurveyHistory> {
  return api.get<SurveyHistory>(`/surveys/${encodeURIComponent(surveyId)}/responses`);
}

export const surveyHistoryQueryOptions = (surveyId: string) =>
  queryOptions({ queryKey: surveyKeys.history(surveyId), queryFn: () => getSurveyHistory(surveyId) });

/** The member's completions of one survey, newest first. */
export function useSurveyHistoryQuery(surveyId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...surveyHistoryQueryOptions(surveyId), enabled: options.enabled ?? true });
}
