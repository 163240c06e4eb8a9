import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { openOfflineDatabase, type OfflineDatabase } from '@/lib/offline/database';
import { startOfflineSession, type OfflineSession } from '@/lib/offline/session';
import { useFakeIndexedDb } from './fake-indexeddb';
import { watchOutboxes } from './outboxes';

/**
 * A member's offline session on a fake device, for the tests of one file: before each, a fresh fake
 * IndexedDB with the device's database open and the outboxes watched; after each, the session
 * stopped and its outboxes' work settled. Call it at the file's top level.
 * - `db()`: the device's database;
 * - `signedIn(send?)`: member-a's session started on it, its outbox ready (`send` answers its posts).
 */
export function offlineDevice() {
  let db: OfflineDatabase;
  let session: OfflineSession | undefined;
  let outboxes: ReturnType<typeof watchOutboxes>;

  beforeEach(async () => {
    useFakeIndexedDb();
    outboxes = watchOutboxes();
    db = (await openOfflineDatabase())!;
  });
  afterEach(async () => {
    session?.stop();
    session = undefined;
    await outboxes.settled();
  });

  return {
    db: () => db,
    signedIn: async (send = vi.fn().mockResolvedValue({})): Promise<OfflineSession> => {
      const started = startOfflineSession({
        queryClient: new QueryClient(),
        token: 'token-a',
        fetchUserId: () => Promise.resolve('member-a'),
        buster: 'build-1',
        send,
        openDatabase: () => Promise.resolve(db),
      });
      session = started;
      await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toBeDefined());
      await outboxes.opened();
      return started;
    },
  };
}
