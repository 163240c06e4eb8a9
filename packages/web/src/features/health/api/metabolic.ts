import { useQuery } from '@tanstack/react-query';
import type { WaistPopulation } from '@wellpath/shared/health/metabolic';
import { apiQuery, useApiMutation } from '@/api/resources';

/** The five metabolic-syndrome criteria and what they add up to (decision 0102). */
export function useMetabolicQuery() {
  return useQuery(apiQuery('GET /healthtracking/metabolic-syndrome'));
}

/** Choosing the population whose waist cut-off applies (null: the default). */
export function useSetWaistPopulation() {
  return useApiMutation('PUT /healthtracking/metabolic-syndrome/waist-population', (population: WaistPopulation | null) => [
    { body: { population } },
  ]);
}
