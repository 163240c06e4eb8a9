import { useQuery } from '@tanstack/react-query';
import type { StaffHoursBody } from '@wellpath/shared/appointments/wire';
import type { DayHours } from '@wellpath/shared/appointments/slots';
import { apiQuery, useApiMutation } from '@/api/resources';

/** A staff calendar from a day for some days (one's own; administrators anyone's, logged). */
export function useCalendarQuery(q: { from: string; days: number; staff?: string }) {
  return useQuery({ ...apiQuery('GET /care/calendar', { query: q }), staleTime: 0 });
}

export function useHoursQuery(staff?: string) {
  return useQuery(apiQuery('GET /care/calendar/hours', { query: staff ? { staff } : {} }));
}

export function useBookingStaffQuery() {
  return useQuery(apiQuery('GET /care/calendar/staff'));
}

export function useStaffFreeQuery(q: { type: string | null; from: string; days: number; staff?: string }) {
  return useQuery({
    ...apiQuery('GET /care/calendar/free', {
      query: { type: q.type ?? '', from: q.from, days: q.days, ...(q.staff ? { staff: q.staff } : {}) },
    }),
    enabled: q.type !== null,
    staleTime: 0,
  });
}

/** Members found by name or e-mail (the member to book for). */
export function useMemberSearchQuery(q: string) {
  return useQuery({ ...apiQuery('GET /staff/members', { query: { q, limit: 8 } }), enabled: q.trim().length >= 2 });
}

export function useSaveHoursMutation() {
  return useApiMutation('PUT /care/calendar/hours', (body: StaffHoursBody) => [{ body }]);
}

export function useSaveExceptionMutation() {
  return useApiMutation('PUT /care/calendar/exceptions/:date', (v: { date: string; hours: DayHours | null; note: string }) => [
    { params: { date: v.date }, body: { hours: v.hours, note: v.note } },
  ]);
}

export function useRemoveExceptionMutation() {
  return useApiMutation('DELETE /care/calendar/exceptions/:date', (date: string) => [{ params: { date } }]);
}

export function useStaffBookMutation() {
  return useApiMutation(
    'POST /care/calendar/appointments',
    (body: { member_id: string; type: string; starts_at: string; staff_id?: string }) => [{ body }],
  );
}

export function useStaffMoveMutation() {
  return useApiMutation('POST /care/calendar/appointments/:id/move', (v: { id: string; starts_at: string }) => [
    { params: { id: v.id }, body: { starts_at: v.starts_at } },
  ]);
}

export function useStaffCancelMutation() {
  return useApiMutation('POST /care/calendar/appointments/:id/cancel', (v: { id: string; reason: string }) => [
    { params: { id: v.id }, body: { reason: v.reason } },
  ]);
}

export function useOutcomeMutation() {
  return useApiMutation('PUT /care/calendar/appointments/:id/outcome', (v: { id: string; status: 'attended' | 'no_show' }) => [
    { params: { id: v.id }, body: { status: v.status } },
  ]);
}

export function useNoteMutation() {
  return useApiMutation('PUT /care/calendar/appointments/:id/note', (v: { id: string; note: string }) => [
    { params: { id: v.id }, body: { note: v.note } },
  ]);
}
