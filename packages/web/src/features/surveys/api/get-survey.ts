import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveyDetail } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { surveyKeys } from './query-keys';

export function getSurvey(surveyId: string): Promise<SurveyDetail> {
  return api.get<SurveyDetail>(`/surveys/${encodeURIComponent(surveyId)}`);
}

export const surveyQueryOptions = (surveyId: string) =>
  queryOptions({ queryKey: surveyKeys.detail(surveyId), queryFn: () => getSurvey(surveyId) });

/** A survey's questions and the member's draft. */
export function useSurveyQuery(surveyId: string, options: { fresh?: boolean } = {}) {
  // Taking a survey reads the draft afresh: it may have been saved on another device.
  return useQuery({ ...surveyQueryOptions(surveyId), ...(options.fresh ? { staleTime: 0, refetchOnMount: 'always' as const } : {}) });
}
