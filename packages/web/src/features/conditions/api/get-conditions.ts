import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conditionKeys } from './query-keys';
import type { ConditionSummary } from './types';

/** §7: the condition catalogue, with whether the member has each. */
export async function getConditions(): Promise<ConditionSummary[]> {
  const data = await api.get<ConditionSummary[] | { conditions?: ConditionSummary[] }>('/conditions');
  return Array.isArray(data) ? data : (data?.conditions ?? []);
}

export const conditionsQueryOptions = () => queryOptions({ queryKey: conditionKeys.list(), queryFn: getConditions });

export function useConditionsQuery() {
  return useQuery(conditionsQueryOptions());
}
