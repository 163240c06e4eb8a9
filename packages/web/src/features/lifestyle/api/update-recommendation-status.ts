import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Recommendation, RecommendationStatus } from '@wellpath/shared/lifestyle/recommendations';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { lifestyleKeys } from './query-keys';

export interface RecommendationStatusChange {
  id: string;
  status: RecommendationStatus;
}

interface StatusResponse {
  _id: string;
  status: RecommendationStatus;
  is_completed: boolean;
  updated_at: string;
}

/** `POST /api/lifestyle/recommendations/{id}/status` with `{ status, is_completed }` (§7). */
export function updateRecommendationStatus({ id, status }: RecommendationStatusChange): Promise<StatusResponse> {
  return api.post<StatusResponse>(`/lifestyle/recommendations/${encodeURIComponent(id)}/status`, {
    status,
    is_completed: status === 'completed',
  });
}

function patchEverywhere(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  patch: Partial<Pick<Recommendation, 'status' | 'is_completed' | 'updated_at'>>,
) {
  queryClient.setQueriesData<Recommendation[]>({ queryKey: lifestyleKeys.recommendations() }, (list) =>
    list?.map((rec) => (rec._id === id ? { ...rec, ...patch } : rec)),
  );
}

/**
 * Moves a recommendation on (Start Progress, Mark Complete). The card changes at once in every list
 * that shows it; should the server refuse, it returns to where it was and the failure is only
 * logged (§8).
 */
export function useUpdateRecommendationStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecommendationStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: lifestyleKeys.recommendations() });
      const snapshot: Array<[QueryKey, Recommendation[] | undefined]> = queryClient.getQueriesData<Recommendation[]>({
        queryKey: lifestyleKeys.recommendations(),
      });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifestyleKeys.recommendations() }),
  });
}
