import { useQuery } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery, useApiMutation } from '@/api/resources';

/** A medication as sent: a catalogue key or a typed name, dose, how often, reason, the days it started and stopped. */
export type MedicationInput = ApiInput<'POST /healthtracking/medications'>['body'];

/** The member's medications, taken today first, with what they mean for the rules. */
export function useMedicationsQuery() {
  return useQuery(apiQuery('GET /healthtracking/medications'));
}

/** The clinic's catalogue in the member's language (names and brands to search by). */
export function useMedicationCatalogueQuery() {
  return useQuery(apiQuery('GET /healthtracking/medications/catalogue'));
}

/** Adding a medication, and changing one. */
export function useSaveMedication() {
  return {
    create: useApiMutation('POST /healthtracking/medications', (body: MedicationInput) => [{ body }]),
    update: useApiMutation('PUT /healthtracking/medications/:id', ({ id, ...body }: MedicationInput & { id: string }) => [
      { params: { id }, body },
    ]),
  };
}
