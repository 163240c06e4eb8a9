import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SurveySummary } from '@wellpath/shared/surveys/wire';
import { api } from '@/lib/api-client';
import { lifestyleKeys } from './query-keys';

/** Every survey with the member's last completion: `GET /api/surveys`; pages keep a pillar's own. */
export async function getSurveys(): Promise<SurveySummary[]> {
  const data = await api.get<{ surveys?: SurveySummary[] }>('/surveys');
  return data?.surveys ?? [];
}

export const surveysQueryOptions = () =>
  queryOptions({
    queryKey: lifestyleKeys.surveys(),
    queryFn: getSurveys,
    // Surveys are taken in another area that does not know this key: read afresh on each visit.
    staleTime: 0,
  });

/** The surveys that belong to one pillar (matched on `pillar.slug`). */
export function usePillarSurveysQuery(slug: string, enabled = true) {
  return useQuery({
    ...surveysQueryOptions(),
    enabled,
    select: (surveys) => surveys.filter((survey) => survey.pillar?.slug === slug),
  });
}
