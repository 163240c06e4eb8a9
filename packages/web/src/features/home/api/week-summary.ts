import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/api/resources';
import { today as localToday } from '@/lib/dates';

/** The member's week so far, Monday to Sunday in their own time zone (GET /user/week-summary). */
export function useWeekSummaryQuery() {
  return useQuery(apiQuery('GET /user/week-summary', { query: { today: localToday(), utc_offset: -new Date().getTimezoneOffset() } }));
}
