import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@wellpath/shared/lifestyle/recommendations';
import { api } from '@/lib/api-client';
import { lifestyleKeys, type RecommendationFilter } from './query-keys';

function searchOf(filter: RecommendationFilter): string {
  return 'pillar' in filter ? `pillar=${encodeURIComponent(filter.pillar)}` : 'exclude_pillars=true';
}

/** `GET /api/lifestyle/recommendations/user?exclude_pillars=true` (home) or `?pillar={slug}` (pillar page). */
export async function getRecommendations(filter: RecommendationFilter): Promise<Recommendation[]> {
  const data = await api.get<{ recommendations?: Recommendation[] }>(`/lifestyle/recommendations/user?${searchOf(filter)}`);
  return data?.recommendations ?? [];
}

export const recommendationsQueryOptions = (filter: RecommendationFilter) =>
  queryOptions({ queryKey: lifestyleKeys.recommendationList(filter), queryFn: () => getRecommendations(filter) });

export function useRecommendationsQuery(filter: RecommendationFilter, enabled = true) {
  return useQuery({ ...recommendationsQueryOptions(filter), enabled });
}
