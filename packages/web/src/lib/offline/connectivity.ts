import { onlineManager, type FetchStatus, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from '@/lib/api-client';

/**
 * Whether the app can reach the server, as TanStack Query's `onlineManager` holds it: queries wait
 * (paused, keeping the data they have) instead of failing while it is false, and fetch again by
 * themselves when it turns true. The browser's online/offline events drive it; `watchConnectivity`
 * adds what the browser does not see (a network that is up without reaching the server).
 */
export function useIsOffline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => !onlineManager.isOnline(),
    () => false,
  );
}

/** A query with nothing to show that waits for the connection (offline, never loaded on this device). */
export function isWaitingForNetwork(query: { isPending: boolean; fetchStatus: FetchStatus }): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}

/** A call that did not reach the server (the api client's status 0). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

export interface ConnectivityOptions {
  /** Asks whether the server answers; any HTTP answer counts. */
  probe?: () => Promise<unknown>;
  /** How often to ask while the server cannot be reached. */
  probeIntervalMs?: number;
}

const defaultProbe = () => fetch('/api/health', { cache: 'no-store', credentials: 'omit' });

export interface ConnectivityWatch {
  /** Tells the watch that a call could not reach the server. */
  unreachable: () => void;
  stop: () => void;
}

/**
 * Keeps `onlineManager` true to the connection while the signed-in app runs: it starts from
 * `navigator.onLine`, turns offline at the first call that cannot reach the server (so the other
 * queries pause rather than each showing an error), and then asks the server now and then until it
 * answers.
 */
export function watchConnectivity(
  queryClient: QueryClient,
  { probe = defaultProbe, probeIntervalMs = 15_000 }: ConnectivityOptions = {},
): ConnectivityWatch {
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopProbing = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const unreachable = () => {
    onlineManager.setOnline(false);
    if (timer !== undefined) return;
    timer = setInterval(() => {
      // The browser's own `online` event covers a device without a network.
      if (!navigator.onLine) return;
      probe().then(
        () => onlineManager.setOnline(true),
        () => {},
      );
    }, probeIntervalMs);
  };

  onlineManager.setOnline(navigator.onLine);
  const unsubscribeOnline = onlineManager.subscribe((online) => {
    if (online) stopProbing();
  });
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action } = event;
    if ((action.type === 'failed' || action.type === 'error') && isNetworkError(action.error)) unreachable();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && isNetworkError(event.action.error)) unreachable();
  });

  return {
    unreachable,
    stop: () => {
      stopProbing();
      unsubscribeOnline();
      unsubscribeQueries();
      unsubscribeMutations();
      // Without the probe nothing would turn it back on: leave it to the browser's events again.
      onlineManager.setOnline(navigator.onLine);
    },
  };
}
