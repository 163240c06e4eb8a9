import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conditionKeys } from './query-keys';
import type { ConditionDetail } from './types';

/** One condition with its description and the pillars, programmes, posts and links that help. */
export function getCondition(id: string): Promise<ConditionDetail> {
  return api.get<ConditionDetail>(`/conditions/${encodeURIComponent(id)}`);
}

export const conditionQueryOptions = (id: string) => queryOptions({ queryKey: conditionKeys.detail(id), queryFn: () => getCondition(id) });

export function useConditionQuery(id: string) {
  return useQuery(conditionQueryOptions(id));
}
