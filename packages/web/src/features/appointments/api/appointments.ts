import { useQuery } from '@tanstack/react-query';
import type { BookBody } from '@wellpath/shared/appointments/wire';
import { apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** The types of visit the member may book, with who gives each, and the clinic's telephone. */
export function useAppointmentTypesQuery() {
  return useQuery({ ...apiQuery('GET /appointments/types'), staleTime: 5 * 60_000 });
}

/** A week's free times of a type (Monday to Sunday on the member's clock); none asked until a type is chosen. */
export function useFreeTimesQuery(q: { type: string | null; week: string; staff?: string; coach?: string }) {
  return useQuery({
    ...apiQuery('GET /appointments/free', {
      query: { type: q.type ?? '', week: q.week, ...(q.staff ? { staff: q.staff } : {}), ...(q.coach ? { coach: q.coach } : {}) },
    }),
    enabled: q.type !== null,
    // Someone else may book a time at any moment.
    staleTime: 0,
  });
}

/** The member's appointments, upcoming and past. */
export function useMyAppointmentsQuery() {
  return useQuery({ ...apiQuery('GET /appointments'), staleTime: 0 });
}

export function useBookMutation() {
  return useApiMutation('POST /appointments', (body: BookBody) => [{ body }], {
    onError: (error) => logger.warn('Booking an appointment failed', { error }),
  });
}

export function useMoveMutation() {
  return useApiMutation('POST /appointments/:id/move', (v: { id: string; starts_at: string }) => [
    { params: { id: v.id }, body: { starts_at: v.starts_at } },
  ]);
}

export function useCancelMutation() {
  return useApiMutation('POST /appointments/:id/cancel', (id: string) => [{ params: { id } }]);
}

export function useReminderMutation() {
  return useApiMutation('PUT /appointments/preferences', (reminders: boolean) => [{ body: { reminders } }]);
}
