import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Recommendation, RecommendationStatus } from '@wellpath/shared/lifestyle/recommendations';
import { logger } from '@/lib/logger';
import type { ApiOutput } from '@/lib/api-client';
import { allOf, apiQuery, useApiMutation } from './resources';

/** Which of the member's recommendations a list shows: the general ones (home) or one pillar's. */
export type RecommendationFilter = { excludePillars: true } | { pillar: string };

/** `GET /api/lifestyle/recommendations/user?exclude_pillars=true` (home) or `?pillar={slug}` (pillar page). */
export function useRecommendationsQuery(filter: RecommendationFilter, enabled = true) {
  const query = 'pillar' in filter ? { pillar: filter.pillar } : { exclude_pillars: 'true' as const };
  return useQuery({ ...apiQuery('GET /lifestyle/recommendations/user', { query }), enabled, select: (data) => data.recommendations });
}

/** One list of recommendations, as `GET /lifestyle/recommendations/user` answers it. */
type Lists = ApiOutput<'GET /lifestyle/recommendations/user'>;

function patchEverywhere(queryClient: ReturnType<typeof useQueryClient>, id: string, patch: Partial<Recommendation>) {
  queryClient.setQueriesData<Lists>({ queryKey: allOf('GET /lifestyle/recommendations/user') }, (data) =>
    data ? { recommendations: data.recommendations.map((rec) => (rec._id === id ? { ...rec, ...patch } : rec)) } : data,
  );
}

export interface RecommendationStatusChange {
  id: string;
  status: RecommendationStatus;
}

/**
 * Moves a recommendation on (Start Progress, Mark Complete) with `{ status, is_completed }` (§7). The
 * card changes at once in every list that shows it; should the server refuse, it returns to where it
 * was and the failure is only logged (§8).
 */
export function useUpdateRecommendationStatusMutation() {
  const queryClient = useQueryClient();
  const lists = allOf('GET /lifestyle/recommendations/user');
  return useApiMutation(
    'POST /lifestyle/recommendations/:id/status',
    ({ id, status }: RecommendationStatusChange) => [{ params: { id }, body: { status, is_completed: status === 'completed' } }],
    {
      onMutate: async ({ id, status }) => {
        await queryClient.cancelQueries({ queryKey: lists });
        const snapshot: Array<[QueryKey, Lists | undefined]> = queryClient.getQueriesData<Lists>({ queryKey: lists });
        patchEverywhere(queryClient, id, { status, is_completed: status === 'completed', updated_at: new Date().toISOString() });
        return { snapshot };
      },
      onSuccess: (result, { id }) => {
        patchEverywhere(queryClient, id, { status: result.status, is_completed: result.is_completed, updated_at: result.updated_at });
      },
      onError: (error, change, context) => {
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        logger.error('Failed to update recommendation status', { recommendationId: change.id, status: change.status, error });
      },
    },
  );
}
