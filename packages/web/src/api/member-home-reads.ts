import type { QueryClient } from '@tanstack/react-query';
import { today as localToday } from '@/lib/dates';
import { apiQuery } from './resources';

/**
 * How many reads one task starts. The first ones cost a phone's main thread about 3-4 ms each (4x:
 * 12-16 ms), the query, the request and the browser's own fetch(): all fourteen in the app's first
 * task made it one of 190-260 ms at 4x, the longest task after the shell's first paint (issue 39).
 */
const READS_PER_TASK = 2;

/**
 * Starts each read, a few per task, in order, from the next task (not in the one evaluating the app's
 * modules); settles once every read has answered. In a hidden tab, whose timers run about once a
 * second, all of them at once: nothing is painted there, and the first home's hold (a second) would
 * otherwise end before most had started.
 */
function startInSlices(starts: Array<() => Promise<void>>): Promise<void> {
  if (document.hidden) return Promise.all(starts.map((start) => start())).then(() => undefined);
  const answers: Array<Promise<void>> = [];
  return new Promise<void>((resolve) => {
    const slice = (from: number) => {
      for (const start of starts.slice(from, from + READS_PER_TASK)) answers.push(start());
      if (from + READS_PER_TASK < starts.length) setTimeout(() => slice(from + READS_PER_TASK), 0);
      else resolve(Promise.all(answers).then(() => undefined));
    };
    setTimeout(() => slice(0), 0);
  });
}

/**
 * Starts every read the member home (§1) makes when it opens, the member layout's included, with the
 * input each screen gives it. `preloadMemberHome` (app/preload-member-home.ts) calls it before React
 * renders, so none of them waits for a screen's code to arrive (decision 0045); the home's test holds
 * these reads equal to the ones the rendered home makes. Settles once they have all answered, whether
 * or not they worked: the home then renders once, with no answer arriving in the middle of it.
 * They start a few per task, the member's name and open alerts first.
 */
export function prefetchMemberHomeReads(queryClient: QueryClient): Promise<void> {
  const today = localToday();
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  return startInSlices([
    () => prefetch(apiQuery('GET /user/profile')),
    () => prefetch(apiQuery('GET /user/alerts')),
    () => prefetch(apiQuery('GET /programs/in-progress', { query: { today } })),
    () => prefetch(apiQuery('GET /healthtracking/bloodpresults/latest')),
    () => prefetch(apiQuery('GET /healthtracking/bloodpresults/markers')),
    () => prefetch(apiQuery('GET /messages/unread')),
    () => prefetch(apiQuery('GET /user/onboarding/status')),
    () => prefetch(apiQuery('GET /user/week-summary', { query: { today, utc_offset: -new Date().getTimezoneOffset() } })),
    () => prefetch(apiQuery('GET /lifestyle/pillars')),
    () => prefetch(apiQuery('GET /surveys/suggested-programs')),
    () => prefetch(apiQuery('GET /healthtracking/heart-risk', {})),
    () => prefetch(apiQuery('GET /healthtracking/body', { query: { limit: 50 } })),
    () => prefetch(apiQuery('GET /lifestyle/recommendations/user', { query: { exclude_pillars: 'true' } })),
    () => prefetch(apiQuery('GET /content/landing', {}, { auth: false })),
  ]);
}
