import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNetworkError, isWaitingForNetwork } from '@/lib/offline/connectivity';
import { OfflineNote } from './offline-notice';
import { StatusMessage } from './status-message';

interface AsyncSectionProps<T> {
  /** The query's state (a TanStack Query result fits). */
  query: { isPending: boolean; isError: boolean; data: T | undefined; fetchStatus?: FetchStatus; error?: unknown };
  /** Shown while loading: a skeleton the size of the content, so nothing jumps. */
  loading: ReactNode;
  /** The message shown when the load failed. */
  error: ReactNode;
  /** Shown when the data is there but empty. */
  empty?: ReactNode;
  /** Whether loaded data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a section fed by the server: loading, failed, empty, and the content itself.
 * Offline, a section never loaded on this device says so calmly instead of loading or failing.
 */
export function AsyncSection<T>({ query, loading, error, empty, isEmpty, children }: AsyncSectionProps<T>) {
  if (query.fetchStatus !== undefined && isWaitingForNetwork({ isPending: query.isPending, fetchStatus: query.fetchStatus })) {
    return <OfflineNote />;
  }
  if (query.isPending) return <>{loading}</>;
  if (query.isError && query.data === undefined && isNetworkError(query.error)) return <OfflineNote />;
  if (query.isError || query.data === undefined) return <StatusMessage type="error">{error}</StatusMessage>;
  const blank = isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0;
  if (blank && empty !== undefined) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
