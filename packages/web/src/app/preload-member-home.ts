import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { prefetchMemberHomeReads } from '@/api/member-home-reads';
import { paths } from '@/config/paths';
import { educationCategoriesQuery } from '@/features/education/api/get-categories';
import { storage, STORAGE_KEYS } from '@/lib/storage';

/** How long the first home waits for the reads of its top before it shows its placeholders instead. */
const HOLD_MS = 1000;

let hold: Promise<void> | null = null;

/**
 * A signed-in member opening the home: the home's reads and the code of the member layout and the
 * home start together, before React renders (decision 0045). Without this each waited for the one
 * before it: the app's code, then the layout's, then the home's, then the home's reads.
 */
export function preloadMemberHome(queryClient: QueryClient, pathname: string): void {
  if (!storage.get(STORAGE_KEYS.token) || pathname !== paths.home.path) return;
  const top = prefetchMemberHomeReads(queryClient);
  // The sidebar's education categories.
  void queryClient.prefetchQuery(educationCategoriesQuery);
  // Offline the reads wait for the connection; the member's saved copy is shown instead.
  if (onlineManager.isOnline()) {
    const held = Promise.race([top, new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS))]).then(() => {
      if (hold === held) hold = null;
    });
    hold = held;
  }
  // The same modules the router's lazy screens import: they are ready when the guard renders them.
  void import('./layouts/member-layout');
  void import('./routes/member-home');
}

/**
 * While the preload's reads of the top of the home are on their way (at most HOLD_MS), the promise
 * the first home waits for (`use`, under the layout's Suspense), so it shows once, complete: nothing
 * above the fold moves as each answer replaces its placeholder. Null once they are in, or without a preload.
 */
export function memberHomeHold(): Promise<void> | null {
  return hold;
}
