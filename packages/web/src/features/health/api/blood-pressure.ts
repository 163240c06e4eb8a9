import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery, useApiMutation } from '@/api/resources';

/** A reading as sent: `measured_at` is ISO 8601 with the member's offset. */
type BpReadingInput = ApiInput<'POST /healthtracking/bloodpressure'>['body'];

/** Readings (newest first), the 7-day average with its category, and Hypertension Canada's threshold. */
export function useBloodPressureQuery() {
  return useQuery(apiQuery('GET /healthtracking/bloodpressure'));
}

/** Logging a new reading, and correcting one. */
export function useSaveBpReading() {
  return {
    create: useApiMutation('POST /healthtracking/bloodpressure', (body: BpReadingInput) => [{ body }]),
    update: useApiMutation('PUT /healthtracking/bloodpressure/:id', ({ id, ...body }: BpReadingInput & { id: string }) => [
      { params: { id }, body },
    ]),
  };
}
