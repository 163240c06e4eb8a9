import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { healthKeys } from './query-keys';
import type { ActivitySummary } from './types';

/** Activities and weekly totals (oldest week first) for the `weeks` weeks up to the one holding `today`. */
export function getActivities(weeks: number, today: string): Promise<ActivitySummary> {
  const query = new URLSearchParams({ weeks: String(weeks), today });
  return api.get<ActivitySummary>(`/healthtracking/activities?${query.toString()}`);
}

export const activitiesQueryOptions = (weeks: number, today: string) =>
  queryOptions({ queryKey: healthKeys.activityWeeks(weeks, today), queryFn: () => getActivities(weeks, today) });

export function useActivitiesQuery(weeks: number, today: string) {
  return useQuery(activitiesQueryOptions(weeks, today));
}
