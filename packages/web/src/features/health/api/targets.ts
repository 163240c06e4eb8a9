import { useQuery } from '@tanstack/react-query';
import type { Target } from '@wellpath/shared/health/targets';
import { apiQuery } from '@/api/resources';

/** The member's targets (their care team's, else the guideline defaults), each with their number against it. */
export function useTargetsQuery() {
  return useQuery(apiQuery('GET /healthtracking/targets'));
}

/** One target of the member's, once loaded. */
export function useTarget(kind: Target['kind']) {
  const query = useTargetsQuery();
  return { query, target: query.data?.targets.find((x) => x.kind === kind) ?? null };
}
