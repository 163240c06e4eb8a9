import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';
import { watchOutboxes } from '@/test/outboxes';
import { openOfflineDatabase, type OfflineDatabase } from './database';
import { OFFLINE_MAX_AGE_MS } from './query-persistence';
import { startOfflineSession, type OfflineSessionOptions } from './session';

const PROFILE = ['profile', 'GET /user/profile', {}] as const;
const STAFF = ['care-members', 'GET /staff/members', {}] as const;
const ALERTS = ['member-alerts', 'GET /user/alerts', {}] as const;

let db: OfflineDatabase;
// Saving is throttled to once a second.
const SAVED = { timeout: 3000 };

let outboxes: ReturnType<typeof watchOutboxes>;

beforeEach(async () => {
  useFakeIndexedDb();
  outboxes = watchOutboxes();
  db = (await openOfflineDatabase())!;
});
// A stopped session's last read (its outbox's first look) may still be running: it finishes before
// the setup file removes the fake IndexedDB.
afterEach(() => outboxes.settled());

/**
 * Sets a query's data and waits until the query cache has told its listeners (where a session would
 * start writing), then until every write begun by then is done: a read-write transaction over every
 * store starts only after them. What a session did not write by then, it does not write for this change.
 */
async function setAndSettle(client: QueryClient, key: readonly unknown[], data: unknown): Promise<void> {
  await new Promise<void>((resolve) => {
    const stopListening = client.getQueryCache().subscribe(() => {
      stopListening();
      resolve();
    });
    client.setQueryData(key, data);
  });
  await db.transaction([...db.objectStoreNames], 'readwrite').done;
}

function start(queryClient: QueryClient, token: string, userId: string, extra: Partial<OfflineSessionOptions> = {}) {
  const fetchUserId = vi.fn().mockResolvedValue(userId);
  const session = startOfflineSession({
    queryClient,
    token,
    fetchUserId,
    buster: 'build-1',
    send: vi.fn().mockResolvedValue({}),
    openDatabase: () => Promise.resolve(db),
    ...extra,
  });
  return { session, fetchUserId };
}

/** The query cache saved for a member, as the persister wrote it. */
async function savedFor(userId: string): Promise<Array<{ queryKey: unknown[] }> | undefined> {
  const raw = await db.get('query-cache', userId);
  return raw === undefined
    ? undefined
    : (JSON.parse(raw) as { clientState: { queries: Array<{ queryKey: unknown[] }> } }).clientState.queries;
}

/** Signs member `userId` in with `token` and waits until their profile is saved on the device. */
async function signIn(token: string, userId: string, data: Record<string, unknown> = { firstName: userId }) {
  const client = new QueryClient();
  const { session } = start(client, token, userId);
  await session.ready;
  await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toMatchObject({ userId }));
  client.setQueryData(PROFILE, data);
  await vi.waitFor(async () => expect(await savedFor(userId)).toHaveLength(1), SAVED);
  return { client, session };
}

describe('startOfflineSession', () => {
  it('restores the saved data for the session it was confirmed for, without asking the server', async () => {
    const first = await signIn('token-a', 'member-a');
    first.session.stop();

    // A reload (offline or not): same token, empty cache.
    const client = new QueryClient();
    const { session, fetchUserId } = start(client, 'token-a', 'member-a');
    await session.ready;
    expect(client.getQueryData(PROFILE)).toEqual({ firstName: 'member-a' });
    expect(fetchUserId).not.toHaveBeenCalled();
    // Shown at once, but asked for again by the first screen that uses it: the copy may be old.
    expect(client.getQueryState(PROFILE)?.isInvalidated).toBe(true);
    session.stop();
  });

  it("never shows one member's data to another: a new session asks who signed in and deletes the other member's copy", async () => {
    const first = await signIn('token-a', 'member-a');
    first.session.stop();

    const client = new QueryClient();
    const { session, fetchUserId } = start(client, 'token-b', 'member-b');
    await session.ready;
    expect(client.getQueryData(PROFILE)).toBeUndefined();
    await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toMatchObject({ userId: 'member-b' }));
    expect(fetchUserId).toHaveBeenCalled();
    expect(await savedFor('member-a')).toBeUndefined();
    session.stop();
  });

  it('restores for the same member signing in again with a new session', async () => {
    const first = await signIn('token-a', 'member-a');
    first.session.stop();

    const client = new QueryClient();
    const { session } = start(client, 'token-a2', 'member-a');
    await vi.waitFor(() => expect(client.getQueryData(PROFILE)).toEqual({ firstName: 'member-a' }));
    session.stop();
  });

  it('deletes the saved data at logout, and writes nothing after it', async () => {
    const { client, session } = await signIn('token-a', 'member-a');
    await session.forget();
    await setAndSettle(client, PROFILE, { firstName: 'changed' });
    expect(await savedFor('member-a')).toBeUndefined();
    expect(await db.get('meta', 'owner')).toBeUndefined();
  });

  it('leaves no member data on the device after logout: every store empty, tracked days not sent included (issue 32)', async () => {
    const { session } = await signIn('token-a', 'member-a');
    // A day tracked offline, and another member's copy and waiting day from before.
    const body = { date: '2026-11-28', completed_items: [0], item_values: {}, exercise_tracking: [] };
    await db.add('outbox', { userId: 'member-a', programId: 'walk', programTitle: 'Walk', date: '2026-11-28', body, queuedAt: 1 } as never);
    await db.add('outbox', { userId: 'member-b', programId: 'walk', programTitle: 'Walk', date: '2026-11-27', body, queuedAt: 1 } as never);
    await db.put('query-cache', '{"clientState":{"queries":[]}}', 'member-b');
    await session.forget();
    for (const store of db.objectStoreNames) expect(await db.count(store as 'outbox'), store).toBe(0);
  });

  it('erases the device’s data also when logging out before the session was confirmed', async () => {
    await db.put('query-cache', '{"clientState":{"queries":[]}}', 'member-a');
    const never = () => new Promise<string>(() => {});
    const { session } = start(new QueryClient(), 'token-new', 'member-a', { fetchUserId: never });
    await session.ready;
    await session.forget();
    expect(await db.count('query-cache')).toBe(0);
  });

  it("keeps the member's first name with the session's record for the landing's greeting, and forgets it at logout", async () => {
    const client = new QueryClient();
    const before = Date.now();
    const { session } = start(client, 'token-a', 'member-a', { profileQueryKey: PROFILE, remembered: () => true });
    await session.ready;
    await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toMatchObject({ userId: 'member-a', remembered: true }));
    // When the server last answered this session: the shell shows only while it may be alive.
    expect((await db.get('meta', 'owner'))?.activeAt).toBeGreaterThanOrEqual(before);
    // Another member's profile (never this session's) is not taken.
    client.setQueryData(PROFILE, { _id: 'member-b', firstName: 'Avery' });
    client.setQueryData(PROFILE, { _id: 'member-a', firstName: ' Morgan ' });
    await vi.waitFor(async () => expect((await db.get('meta', 'owner'))?.firstName).toBe('Morgan'));
    const owner = await db.get('meta', 'owner');
    expect(owner?.session).toMatch(/^[0-9a-f]{64}$/);
    // A change of name (the profile page) follows.
    client.setQueryData(PROFILE, { _id: 'member-a', firstName: 'Morgane' });
    await vi.waitFor(async () => expect((await db.get('meta', 'owner'))?.firstName).toBe('Morgane'));
    await session.forget();
    await setAndSettle(client, PROFILE, { _id: 'member-a', firstName: 'After' });
    expect(await db.get('meta', 'owner')).toBeUndefined();
  });

  it("keeps the member's open alerts with the session's record for the landing's alert cards, and forgets them at logout", async () => {
    const client = new QueryClient();
    const { session } = start(client, 'token-a', 'member-a', { profileQueryKey: PROFILE, alertsQueryKey: ALERTS });
    await session.ready;
    await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toMatchObject({ userId: 'member-a' }));
    const alert = (id: string, kind: string, created: string, extra: Record<string, string | null> = {}) => ({
      _id: id,
      kind,
      created_at: created,
      acknowledged_at: null,
      resolved_at: null,
      ...extra,
    });
    // The newest open one of each kind, with its instants only; a closed one is not kept.
    client.setQueryData(ALERTS, {
      alerts: [
        alert('a1', 'phq9_item9', '2026-11-20T10:00:00.000Z'),
        alert('a2', 'phq9_item9', '2026-11-21T10:00:00.000Z', { acknowledged_at: '2026-11-21T12:00:00.000Z' }),
        alert('a3', 'bp_crisis', '2026-11-22T10:00:00.000Z', { resolved_at: '2026-11-23T10:00:00.000Z' }),
      ],
    });
    await vi.waitFor(async () =>
      expect((await db.get('meta', 'owner'))?.alerts).toEqual([
        { kind: 'phq9_item9', created_at: '2026-11-21T10:00:00.000Z', acknowledged_at: '2026-11-21T12:00:00.000Z' },
      ]),
    );
    // The care team closes it: the shell no longer shows it.
    client.setQueryData(ALERTS, { alerts: [] });
    await vi.waitFor(async () => expect((await db.get('meta', 'owner'))?.alerts).toEqual([]));
    client.setQueryData(ALERTS, { alerts: [alert('a4', 'bp_crisis', '2026-11-24T10:00:00.000Z')] });
    await vi.waitFor(async () => expect((await db.get('meta', 'owner'))?.alerts).toHaveLength(1));
    await session.forget();
    await setAndSettle(client, ALERTS, { alerts: [alert('a5', 'bp_crisis', '2026-11-25T10:00:00.000Z')] });
    expect(await db.get('meta', 'owner')).toBeUndefined();
  });

  it("never writes into another session's record (another tab signed in since)", async () => {
    const client = new QueryClient();
    // The server has not said yet who signed in: nothing is attached, but the record is this session's.
    let answer: (id: string) => void = () => {};
    const fetchUserId = () => new Promise<string>((resolve) => (answer = resolve));
    const { session } = start(client, 'token-a', 'member-a', { profileQueryKey: PROFILE, fetchUserId });
    await session.ready;
    answer('member-a');
    await vi.waitFor(async () => expect(await db.get('meta', 'owner')).toMatchObject({ userId: 'member-a' }));
    // Another tab signs in as someone else: this session's later answers leave that record alone.
    await db.put('meta', { userId: 'member-b', session: 'b'.repeat(64), firstName: 'Avery' }, 'owner');
    await setAndSettle(client, PROFILE, { _id: 'member-a', firstName: 'Morgan' });
    expect(await db.get('meta', 'owner')).toEqual({ userId: 'member-b', session: 'b'.repeat(64), firstName: 'Avery' });
    session.stop();
  });

  it("saves the member's own data only, never the care workspace's", async () => {
    const { client, session } = await signIn('token-a', 'member-a');
    client.setQueryData(STAFF, { members: [{ id: 'someone' }] });
    client.setQueryData(['programs', 'GET /programs', {}], { programs: [] });
    await vi.waitFor(async () => expect(await savedFor('member-a')).toHaveLength(2), SAVED);
    expect((await savedFor('member-a'))!.map((q) => q.queryKey[0]).sort()).toEqual(['profile', 'programs']);
    session.stop();
  });

  it('drops data older than the maximum age when restoring', async () => {
    const { client, session } = await signIn('token-a', 'member-a');
    client.setQueryData(['programs', 'GET /programs', {}], { programs: [] }, { updatedAt: Date.now() - OFFLINE_MAX_AGE_MS + 60_000 });
    await vi.waitFor(async () => expect(await savedFor('member-a')).toHaveLength(2), SAVED);
    session.stop();

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 120_000);
    const restored = new QueryClient();
    const again = start(restored, 'token-a', 'member-a');
    await again.session.ready;
    expect(restored.getQueryData(PROFILE)).toEqual({ firstName: 'member-a' });
    expect(restored.getQueryData(['programs', 'GET /programs', {}])).toBeUndefined();
    again.session.stop();
  });
});
