import { hashKey, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { newestOpenAlerts } from '@/api/member-alerts';
import { call, type ApiOutput } from '@/lib/api-client';
import { today } from '@/lib/dates';
import { watchConnectivity } from './connectivity';
import {
  isBpReadingEntry,
  isTrackingEntry,
  openOfflineDatabase,
  type BpReadingOutboxEntry,
  type OfflineDatabase,
  type OutboxEntry,
  type OwnerRecord,
  type ShellAlert,
  type TrackingOutboxEntry,
} from './database';
import { acrossTabs, indexedDbOutboxStore, TrackingOutbox, type NewTrackingEntry, type SubmitOutcome } from './outbox';
import { forgetMemberQueries, persistMemberQueries } from './query-persistence';

export interface OfflineSessionOptions {
  queryClient: QueryClient;
  /** The session token: its SHA-256 ties the saved data to the session it was confirmed for. */
  token: string;
  /** The signed-in member's id, asked of the server (never taken from the cache). */
  fetchUserId: () => Promise<string>;
  /** Whether this session's login chose "remember me" (asked once, when a new session is confirmed). */
  remembered?: () => boolean;
  /** The profile's query (`GET /user/profile`): its first name is kept with the owner record. */
  profileQueryKey?: QueryKey;
  /** The member's alerts (`GET /user/alerts`): the open ones are kept with the owner record (decision 0093). */
  alertsQueryKey?: QueryKey;
  /** Changes with each deployment (see persistMemberQueries). */
  buster: string;
  /**
   * Sends one waiting entry (by default `POST /programs/:id/track` for the member's today at sending,
   * or `POST /healthtracking/bloodpressure`, each with its kept Idempotency-Key).
   */
  send?: (entry: OutboxEntry) => Promise<unknown>;
  /** A waiting entry reached the server. */
  onSent?: (entry: OutboxEntry) => void;
  openDatabase?: () => Promise<OfflineDatabase | null>;
}

export interface OfflineSession {
  /** Settles once the member's saved data is back in the cache, or once there is none to restore. */
  ready: Promise<void>;
  stop: () => void;
  /** Logout: stops and erases everything the device's database holds, waiting tracked days included (issue 32). */
  forget: () => Promise<void>;
}

/**
 * Empties every store of the device's database (the saved copy of every member, the outbox, the
 * record of the session and whatever store a later version adds): signing out leaves no member's
 * data on the device. The database itself stays (other tabs hold it open), empty.
 */
export async function eraseOfflineDatabase(db: OfflineDatabase): Promise<void> {
  const stores = [...db.objectStoreNames] as Array<'query-cache' | 'outbox' | 'meta'>;
  if (stores.length === 0) return;
  const tx = db.transaction(stores, 'readwrite');
  await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
}

const sendEntry = (entry: OutboxEntry): Promise<unknown> => {
  const kept = { idempotencyKey: entry.idempotencyKey };
  if (isBpReadingEntry(entry)) return call('POST /healthtracking/bloodpressure', { body: entry.body }, kept);
  return call('POST /programs/:id/track', { params: { id: entry.programId }, query: { today: today() }, body: entry.body }, kept);
};

// One connection for the page's lifetime: sessions come and go (StrictMode, logins), the database stays open.
let sharedDatabase: Promise<OfflineDatabase | null> | undefined;
const openSharedDatabase = () => (sharedDatabase ??= openOfflineDatabase());

/** SHA-256 of the token, hex; null where Web Crypto is missing (plain http off localhost). */
async function fingerprint(token: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !('subtle' in crypto) || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How often, at most, the owner record notes that the server has answered (`activeAt`). */
const ACTIVE_EVERY_MS = 60_000;

/** Changes this session's owner record, and only if it is still this session's (another tab may have signed in since). */
async function updateOwner(db: OfflineDatabase, session: string, change: Partial<OwnerRecord>): Promise<void> {
  const tx = db.transaction('meta', 'readwrite');
  const current = await tx.store.get('owner');
  if (current?.session === session) await tx.store.put({ ...current, ...change }, 'owner');
  await tx.done;
}

/** The open alerts of an answer of `GET /user/alerts`, the newest of each kind (the shell shows a card for the kinds the home has one for). */
function shellAlerts(data: ApiOutput<'GET /user/alerts'> | undefined): ShellAlert[] | undefined {
  if (!data) return undefined;
  return Object.values(newestOpenAlerts(data.alerts)).map(({ kind, created_at, acknowledged_at }) => ({
    kind,
    created_at,
    acknowledged_at,
  }));
}

const sameAlerts = (a: ShellAlert[] | undefined, b: ShellAlert[] | undefined) => JSON.stringify(a) === JSON.stringify(b);

interface ShellKeys {
  profile: QueryKey;
  alerts?: QueryKey;
}

/**
 * Keeps with the owner record what the landing's member shell needs (decisions 0055 and 0093): the
 * member's first name, as their profile loads and changes, their open urgent alerts, as the server
 * answers, and when the server last answered (at most once a minute), from which the shell tells
 * whether the session may still be alive. Deleted with the record at logout.
 */
function keepShellDetails(queryClient: QueryClient, db: OfflineDatabase, owner: OwnerRecord, keys: ShellKeys): () => void {
  const hash = hashKey(keys.profile);
  let kept = { firstName: owner.firstName, activeAt: owner.activeAt ?? 0, alerts: owner.alerts };
  const save = (answered: boolean) => {
    const profile = queryClient.getQueryData<{ _id?: string; firstName?: string }>(keys.profile);
    const firstName = (profile?._id === owner.userId ? profile.firstName?.trim() : undefined) || kept.firstName;
    const alertsData = keys.alerts ? queryClient.getQueryData<ApiOutput<'GET /user/alerts'>>(keys.alerts) : undefined;
    const alerts = shellAlerts(alertsData) ?? kept.alerts;
    const now = Date.now();
    const activeAt = answered && now - kept.activeAt >= ACTIVE_EVERY_MS ? now : kept.activeAt;
    if (firstName === kept.firstName && activeAt === kept.activeAt && sameAlerts(alerts, kept.alerts)) return;
    kept = { firstName, activeAt, alerts };
    void updateOwner(db, owner.session, kept).catch(() => {});
  };
  save(false);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // Only an answer of the server, not one restored from the saved copy or set by the app.
    save(!event.action.manual || event.query.queryHash === hash);
  });
}

let activeOutbox: TrackingOutbox | null = null;
const activeListeners = new Set<() => void>();

function setActiveOutbox(outbox: TrackingOutbox | null): void {
  activeOutbox = outbox;
  for (const listener of activeListeners) listener();
}

/**
 * The signed-in member's offline support, from the member layout: watches the connection, restores
 * and keeps their last data in IndexedDB, and sends their waiting tracked days.
 *
 * Whose data it is: the saved copy and the owner record name a user id and the SHA-256 of the
 * session token it was confirmed for. A known session restores at once (also offline); a new one
 * (a login, here or in another tab) first asks the server who signed in, deletes another member's
 * saved copy, and only then saves anything.
 */
export function startOfflineSession(options: OfflineSessionOptions): OfflineSession {
  const { queryClient, token, buster } = options;
  let stopped = false;
  let stopPersisting: (() => void) | null = null;
  let outbox: TrackingOutbox | null = null;
  let database: OfflineDatabase | null = null;
  const connectivity = watchConnectivity(queryClient);
  let unsubscribeOnline = () => {};

  async function attach(db: OfflineDatabase, owner: OwnerRecord, restore: boolean): Promise<void> {
    const id = owner.userId;
    const stopSaving = await persistMemberQueries({ queryClient, db, userId: id, buster, restore });
    if (stopped) return stopSaving();
    const stopKeeping = options.profileQueryKey
      ? keepShellDetails(queryClient, db, owner, { profile: options.profileQueryKey, alerts: options.alertsQueryKey })
      : () => {};
    stopPersisting = () => {
      stopSaving();
      stopKeeping();
    };
    outbox = new TrackingOutbox({
      store: indexedDbOutboxStore(db),
      userId: id,
      send: options.send ?? sendEntry,
      isOnline: () => onlineManager.isOnline(),
      onUnreachable: connectivity.unreachable,
      onSent: options.onSent,
      exclusive: acrossTabs,
    });
    setActiveOutbox(outbox);
    const current = outbox;
    // Back online: what waited goes first (the queries refetch by themselves).
    unsubscribeOnline = onlineManager.subscribe((online) => {
      if (online) void current.flush();
    });
    await outbox.start();
  }

  const ready = (async () => {
    const db = await (options.openDatabase ?? openSharedDatabase)();
    const session = db && (await fingerprint(token));
    if (!db || !session || stopped) return;
    database = db;
    const owner = await db.get('meta', 'owner');
    if (owner?.session === session) {
      await attach(db, owner, true);
      return;
    }
    // A new session: the screens load from the server meanwhile, nothing is restored or saved yet.
    void (async () => {
      const id = await options.fetchUserId();
      if (stopped) return;
      if (owner && owner.userId !== id) await forgetMemberQueries(db, owner.userId);
      const confirmed: OwnerRecord = { userId: id, session, activeAt: Date.now(), remembered: options.remembered?.() ?? false };
      await db.put('meta', confirmed, 'owner');
      if (!stopped) await attach(db, confirmed, owner?.userId === id);
    })().catch(() => {
      // Not a member (staff), or no answer: this session works online only.
    });
  })().catch(() => {});

  function stop(): void {
    if (stopped) return;
    stopped = true;
    stopPersisting?.();
    unsubscribeOnline();
    outbox?.stop();
    if (activeOutbox === outbox) setActiveOutbox(null);
    connectivity.stop();
  }

  return {
    ready,
    stop,
    forget: async () => {
      stop();
      // Also before the session was attached (a logout in the first second): the database is opened for it.
      const db = database ?? (await (options.openDatabase ?? openSharedDatabase)().catch(() => null));
      if (db) await eraseOfflineDatabase(db).catch(() => {});
    },
  };
}

/**
 * Tracks a day through the member's outbox: stored on the device, then sent (or kept until the
 * connection is back). Without an outbox (no IndexedDB, or not yet known whose session it is), sent directly.
 */
export async function submitTracking(entry: NewTrackingEntry, sendDirectly: () => Promise<unknown>): Promise<SubmitOutcome> {
  if (!activeOutbox) {
    await sendDirectly();
    return 'sent';
  }
  return activeOutbox.submit(entry);
}

/** A reading sent (the server's), or kept on the device until the connection is back. */
export type BpReadingSending<R> = { outcome: 'sent'; reading: R } | { outcome: 'queued'; entry: BpReadingOutboxEntry };

/**
 * Logs a blood-pressure reading through the member's outbox, as `submitTracking` a day: sent now
 * with the server's reading as the answer, or kept (with its Idempotency-Key) and sent when the
 * connection is back. Without an outbox, sent directly.
 */
export async function submitBpReading<R>(body: BpReadingOutboxEntry['body'], sendDirectly: () => Promise<R>): Promise<BpReadingSending<R>> {
  if (!activeOutbox) return { outcome: 'sent', reading: await sendDirectly() };
  const sending = await activeOutbox.send({ kind: 'bp-reading', body });
  if (sending.outcome === 'sent') return { outcome: 'sent', reading: sending.answer as R };
  return { outcome: 'queued', entry: sending.entry as BpReadingOutboxEntry };
}

const NO_ENTRIES: readonly OutboxEntry[] = [];
const noEntries = () => NO_ENTRIES;
const notSending = () => false;
const subscribeNothing = () => () => {};

export interface OutboxState {
  /** The member's tracked days waiting to be sent, or refused by the server, oldest first. */
  entries: readonly TrackingOutboxEntry[];
  /** The member's blood-pressure readings waiting to be sent, or refused by the server, oldest first. */
  readings: readonly BpReadingOutboxEntry[];
  sending: boolean;
  dismiss: (id: number) => Promise<void>;
}

/** The outbox's entries split by kind, once per change of the list (the screens compare them by identity). */
const byKind = new WeakMap<readonly OutboxEntry[], { entries: TrackingOutboxEntry[]; readings: BpReadingOutboxEntry[] }>();
function split(all: readonly OutboxEntry[]) {
  let kinds = byKind.get(all);
  if (!kinds) byKind.set(all, (kinds = { entries: all.filter(isTrackingEntry), readings: all.filter(isBpReadingEntry) }));
  return kinds;
}

/** What the signed-in member's outbox holds at this moment, read once (logging out asks about what waits). */
export function outboxEntriesNow(): readonly OutboxEntry[] {
  return activeOutbox?.entries() ?? NO_ENTRIES;
}

/** What the signed-in member's outbox holds, for the screens. */
export function useOutbox(): OutboxState {
  const outbox = useSyncExternalStore(
    (listener) => {
      activeListeners.add(listener);
      return () => activeListeners.delete(listener);
    },
    () => activeOutbox,
    () => null,
  );
  const all = useSyncExternalStore(outbox?.subscribe ?? subscribeNothing, outbox?.entries ?? noEntries, noEntries);
  const sending = useSyncExternalStore(outbox?.subscribe ?? subscribeNothing, outbox?.sending ?? notSending, notSending);
  return { ...split(all), sending, dismiss: (id) => outbox?.dismiss(id) ?? Promise.resolve() };
}

/**
 * Erases what this device holds once a member's account is deleted: as signing out does, everything
 * (their saved data, their waiting tracked days and readings, the record of their session). Call it
 * once the member layout is gone.
 */
export async function eraseMemberOfflineData(): Promise<void> {
  const db = await openSharedDatabase();
  if (db) await eraseOfflineDatabase(db);
}

/** The member's tracked days or readings not sent yet (waiting for the connection), which signing out would erase. */
export function unsentEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((e) => !e.rejected);
}
