import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { conditionKeys, PROFILE_QUERY_KEY } from './query-keys';
import type { ConditionDetail, ConditionSummary } from './types';

export interface MembershipInput {
  id: string;
  has_condition: boolean;
}

export function setConditionMembership({ id, has_condition }: MembershipInput): Promise<{ _id: string; has_condition: boolean }> {
  return api.put<{ _id: string; has_condition: boolean }>(`/conditions/${encodeURIComponent(id)}/member`, { has_condition });
}

/** Marks or unmarks a condition; the list and the page change at once and go back if the call fails. */
export function useSetConditionMembershipMutation() {
  const queryClient = useQueryClient();
  const apply = (id: string, value: boolean) => {
    queryClient.setQueryData<ConditionSummary[]>(conditionKeys.list(), (list) =>
      list?.map((c) => (c._id === id || c.key === id ? { ...c, has_condition: value } : c)),
    );
    for (const [key, detail] of queryClient.getQueriesData<ConditionDetail>({ queryKey: [...conditionKeys.all, 'detail'] })) {
      if (detail && (detail._id === id || detail.key === id))
        queryClient.setQueryData<ConditionDetail>(key, { ...detail, has_condition: value });
    }
  };
  return useMutation({
    mutationFn: setConditionMembership,
    onMutate: async ({ id, has_condition }) => {
      await queryClient.cancelQueries({ queryKey: conditionKeys.all });
      apply(id, has_condition);
    },
    onError: (error, { id, has_condition }) => {
      apply(id, !has_condition);
      logger.error('Failed to update condition', { id, error });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conditionKeys.all }),
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
      ]),
  });
}
