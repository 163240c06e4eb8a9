import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyResponse } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { surveyKeys } from './query-keys';

export function getSurveyResponse(responseId: string): Promise<SurveyResponse> {
  return api.get<SurveyResponse>(`/surveys/responses/${encodeURIComponent(responseId)}`);
}

export const surveyResponseQueryOptions = (responseId: string) =>
  queryOptions({ queryKey: surveyKeys.response(responseId), queryFn: () => getSurveyResponse(responseId), staleTime: Infinity });

/** One completed survey: score, range, alerts and what it added. A completion never changes. */
export function useSurveyResponseQuery(responseId: string | null) {
  return useQuery({ ...surveyResponseQueryOptions(responseId ?? ''), enabled: responseId !== null });
}
