import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveySummary } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { surveyKeys } from './query-keys';

export async function getSurveys(): Promise<SurveySummary[]> {
  const data = await api.get<{ surveys?: SurveySummary[] }>('/surveys');
  return data?.surveys ?? [];
}

export const surveysQueryOptions = () => queryOptions({ queryKey: surveyKeys.list(), queryFn: getSurveys });

/** Every survey with the member's last completion, score and whether a draft waits. */
export function useSurveysQuery() {
  return useQuery(surveysQueryOptions());
}
