import { useQuery } from '@tanstack/react-query';
import { apiQuery } from './resources';

/** Every survey with the member's last completion, score and whether a draft waits. */
export function useSurveysQuery() {
  return useQuery({ ...apiQuery('GET /surveys'), select: (data) => data.surveys });
}

/** The surveys that belong to one pillar (matched on `pillar.slug`), from the same list. */
export function usePillarSurveysQuery(slug: string, enabled = true) {
  return useQuery({
    ...apiQuery('GET /surveys'),
    enabled,
    select: (data) => data.surveys.filter((survey) => survey.pillar?.slug === slug),
  });
}
