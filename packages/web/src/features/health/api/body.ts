import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery, useApiMutation } from '@/api/resources';

/** A measurement as sent: SI value, `measured_at` in ISO 8601 with the member's offset. */
export type BodyMeasurementInput = ApiInput<'POST /healthtracking/body'>['body'];

/** The newest measurements (the server's largest page), the height, the BMI and the waist. */
export function useBodyQuery() {
  return useQuery(apiQuery('GET /healthtracking/body', { query: { limit: 200 } }));
}

/** Logging a new measurement, and correcting one. */
export function useSaveBodyMeasurement() {
  return {
    create: useApiMutation('POST /healthtracking/body', (body: BodyMeasurementInput) => [{ body }]),
    update: useApiMutation('PUT /healthtracking/body/:id', ({ id, ...body }: BodyMeasurementInput & { id: string }) => [
      { params: { id }, body },
    ]),
  };
}

/** Keeping the height (cm) on the profile. */
export function useSetHeight() {
  return useApiMutation('PUT /healthtracking/height', (heightCm: number | null) => [{ body: { height_cm: heightCm } }]);
}
