import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery, useApiMutation } from '@/api/resources';

type ActivityInput = ApiInput<'POST /healthtracking/activities'>['body'];

/** Activities and weekly totals (oldest week first) for the `weeks` weeks up to the one holding `today`. */
export function useActivitiesQuery(weeks: number, today: string) {
  return useQuery(apiQuery('GET /healthtracking/activities', { query: { weeks, today } }));
}

/** Logging a new activity, and editing one. */
export function useSaveActivity() {
  return {
    create: useApiMutation('POST /healthtracking/activities', (body: ActivityInput) => [{ body }]),
    update: useApiMutation('PUT /healthtracking/activities/:id', ({ id, ...body }: ActivityInput & { id: string }) => [
      { params: { id }, body },
    ]),
  };
}
