import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { prefetchMemberHomeReads } from '@/api/member-home-reads';
import { paths } from '@/config/paths';
import { educationCategoriesQuery } from '@/features/education/api/get-categories';
import { storage, STORAGE_KEYS } from '@/lib/storage';

/** How long the first home waits for its reads before it shows its placeholders instead. */
const HOLD_MS = 1000;

/** The hold of the page's first home, until that home has shown (it may have settled already). */
let firstHome: Promise<void> | null = null;

/**
 * A signed-in member opening the home: the home's reads and the code of the member layout and the
 * home start together, before React renders (decision 0045). Without this each waited for the one
 * before it: the app's code, then the layout's, then the home's, then the home's reads.
 */
export function preloadMemberHome(queryClient: QueryClient, pathname: string): void {
  if (!storage.get(STORAGE_KEYS.token) || pathname !== paths.home.path) return;
  const reads = prefetchMemberHomeReads(queryClient);
  // The sidebar's education categories, in a task of its own after the home's first reads.
  setTimeout(() => void queryClient.prefetchQuery(educationCategoriesQuery), 0);
  // Offline the reads wait for the connection; the member's saved copy is shown instead.
  if (onlineManager.isOnline()) {
    firstHome = Promise.race([reads, new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS))]);
  }
  // The same modules the router's lazy screens import: they are ready when the guard renders them.
  void import('./layouts/member-layout');
  void import('./routes/member-home');
}

/**
 * For the page's first home, the promise its sections wait for before they render (settled or not),
 * so they show once, complete: nothing above the fold moves as each answer replaces its placeholder.
 * Null for any later home, or without a preload; `firstHomeShown` ends it.
 */
export function firstHomeHold(): Promise<void> | null {
  return firstHome;
}

export function firstHomeShown(): void {
  firstHome = null;
}
