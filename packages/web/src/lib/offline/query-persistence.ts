import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import type { Resource } from '@/api/resources';
import type { OfflineDatabase } from './database';

/** How long the member's last data stays readable offline. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The member's own data and the content they read, kept on the device. Left out: the staff
 * workspace (staff-me, care-*, staff-accounts, audit), single-use account links (account), the
 * access log (a security view, only useful fresh) and the server's own state (system).
 */
const PERSISTED: ReadonlySet<Resource> = new Set<Resource>([
  'profile',
  'provinces',
  'content',
  'pillars',
  'recommendations',
  'onboarding',
  'surveys',
  'survey-results',
  'programs',
  'suggestions',
  'exercises',
  'program-requests',
  'blood-pressure',
  'activities',
  'blood-results',
  'heart-risk',
  'conditions',
  'coaches',
  'coach-messages',
  'education',
  'messages',
  'member-alerts',
]);

/** Whether a query goes into the saved copy: member data, loaded, and younger than the maximum age. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>, now = Date.now()): boolean {
  return (
    query.state.status === 'success' && PERSISTED.has(query.queryKey[0] as Resource) && now - query.state.dataUpdatedAt < OFFLINE_MAX_AGE_MS
  );
}

export interface PersistMemberQueriesOptions {
  queryClient: QueryClient;
  db: OfflineDatabase;
  userId: string;
  /** Changes with each deployment, so data saved by another build (maybe another shape) is dropped. */
  buster: string;
  /** Put the saved copy back into the cache first (a session of the member it was saved for). */
  restore: boolean;
}

/**
 * Keeps the member's queries in IndexedDB under their user id (throttled to a write a second), and
 * first restores the saved copy when asked. Mutations are never saved (their variables may hold a
 * password). Returns the function that stops saving; nothing is written after it was called.
 */
export async function persistMemberQueries({ queryClient, db, userId, buster, restore }: PersistMemberQueriesOptions): Promise<() => void> {
  let open = true;
  const storage = {
    getItem: (key: string) => db.get('query-cache', key),
    // A write the throttle still holds must not bring back what logging out just deleted.
    setItem: async (key: string, value: string) => {
      if (open) await db.put('query-cache', value, key);
    },
    removeItem: (key: string) => db.delete('query-cache', key),
  };
  const saved = createAsyncStoragePersister({ key: userId, storage });
  /** The restored queries and the time of their saved data, by query hash. */
  const restoredAt = new Map<string, number>();
  const persister = {
    ...saved,
    // The copy is as old as its last save; each query in it is dropped once older than the maximum age.
    restoreClient: async () => {
      const client = await saved.restoreClient();
      if (client) client.clientState.queries = client.clientState.queries.filter((query) => shouldPersistQuery(query));
      for (const query of client?.clientState.queries ?? []) restoredAt.set(query.queryHash, query.state.dataUpdatedAt);
      return client;
    },
  };
  // Loaded member data stays in memory as long as it may be saved, so a screen read days ago is kept.
  for (const resource of PERSISTED) queryClient.setQueryDefaults([resource], { gcTime: OFFLINE_MAX_AGE_MS });

  const options = { queryClient, persister, buster, maxAge: OFFLINE_MAX_AGE_MS };
  if (restore) {
    await persistQueryClientRestore(options).catch(() => {});
    // The saved copy is the last thing seen, not the latest: each restored query shows at once and is
    // asked for again (online) as soon as a screen uses it, so a reload never keeps an old answer.
    // Left alone: what the server already answered since (hydrating keeps the newer data) and what is
    // on its way (the home's preload, decision 0045): asking again would only send the call twice.
    await queryClient.invalidateQueries({
      predicate: (query) =>
        shouldPersistQuery(query) &&
        restoredAt.get(query.queryHash) === query.state.dataUpdatedAt &&
        query.state.fetchStatus !== 'fetching',
    });
  }
  const dehydrateOptions = { shouldDehydrateQuery: (query: Query) => shouldPersistQuery(query), shouldDehydrateMutation: () => false };
  const unsubscribe = persistQueryClientSubscribe({ ...options, dehydrateOptions });
  // Leaving the app (switching away, closing the tab) saves at once what the throttle still holds.
  const now = createAsyncStoragePersister({ key: userId, storage, throttleTime: 0 });
  const saveNow = () => void persistQueryClientSave({ ...options, persister: now, dehydrateOptions });
  const onVisibility = () => document.visibilityState === 'hidden' && saveNow();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', saveNow);
  return () => {
    open = false;
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', saveNow);
  };
}

/** Deletes a member's saved copy (logout, or another account signing in on this device). */
export async function forgetMemberQueries(db: OfflineDatabase, userId: string): Promise<void> {
  await db.delete('query-cache', userId);
}
