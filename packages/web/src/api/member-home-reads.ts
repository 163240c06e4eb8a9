import type { QueryClient } from '@tanstack/react-query';
import { today as localToday } from '@/lib/dates';
import { apiQuery } from './resources';

/**
 * Starts every read the member home (§1) makes when it opens, the member layout's included, with the
 * input each screen gives it. `preloadMemberHome` (app/preload-member-home.ts) calls it before React
 * renders, so none of them waits for a screen's code to arrive (decision 0045); the home's test holds
 * these reads equal to the ones the rendered home makes. Settles once they have all answered, whether
 * or not they worked: the home then renders once, with no answer arriving in the middle of it.
 */
export function prefetchMemberHomeReads(queryClient: QueryClient): Promise<void> {
  const today = localToday();
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  return Promise.all([
    prefetch(apiQuery('GET /user/profile')),
    prefetch(apiQuery('GET /programs/in-progress', { query: { today } })),
    prefetch(apiQuery('GET /healthtracking/bloodpresults/latest')),
    prefetch(apiQuery('GET /healthtracking/bloodpresults/markers')),
    prefetch(apiQuery('GET /messages/unread')),
    prefetch(apiQuery('GET /user/alerts')),
    prefetch(apiQuery('GET /user/onboarding/status')),
    prefetch(apiQuery('GET /user/week-summary', { query: { today, utc_offset: -new Date().getTimezoneOffset() } })),
    prefetch(apiQuery('GET /lifestyle/pillars')),
    prefetch(apiQuery('GET /surveys/suggested-programs')),
    prefetch(apiQuery('GET /healthtracking/heart-risk', {})),
    prefetch(apiQuery('GET /healthtracking/body', { query: { limit: 50 } })),
    prefetch(apiQuery('GET /lifestyle/recommendations/user', { query: { exclude_pillars: 'true' } })),
    prefetch(apiQuery('GET /content/landing', {}, { auth: false })),
  ]).then(() => undefined);
}
