import { isApiError, newIdempotencyKey, type ApiError } from '@/lib/api-client';
import { isTrackingEntry, type BpReadingOutboxEntry, type OfflineDatabase, type OutboxEntry, type TrackingOutboxEntry } from './database';

/** What the outbox adds itself to what a screen hands over. */
type Kept = 'id' | 'userId' | 'queuedAt' | 'idempotencyKey' | 'rejected';
/** An entry without what the store gives it (each kind of entry on its own). */
type WithoutId<E> = E extends OutboxEntry ? Omit<E, 'id'> : never;

/** What a screen hands over: one programme's entry for one day, or one blood-pressure reading. */
export type NewTrackingEntry = Omit<TrackingOutboxEntry, Kept>;
export type NewOutboxEntry = NewTrackingEntry | Omit<BpReadingOutboxEntry, Kept>;

/** Sent now, or kept on the device until the connection comes back. */
export type SubmitOutcome = 'sent' | 'queued';

/** How an entry went: sent, with what the server answered, or kept on the device. */
export type Sending = { outcome: 'sent'; answer: unknown } | { outcome: 'queued'; entry: OutboxEntry };

/** Where the waiting entries live: IndexedDB in the app (`indexedDbOutboxStore`), anything alike in tests. */
export interface OutboxStore {
  /**
   * Adds the entry after every other one. A tracked day of the same member, programme and day that
   * is still there is dropped: tracking a day replaces that day's entry, so only the newest is sent.
   */
  add(entry: WithoutId<OutboxEntry>): Promise<OutboxEntry>;
  /** The member's entries, oldest first. */
  list(userId: string): Promise<OutboxEntry[]>;
  remove(id: number): Promise<void>;
  reject(id: number, rejection: NonNullable<OutboxEntry['rejected']>): Promise<void>;
}

export function indexedDbOutboxStore(db: OfflineDatabase): OutboxStore {
  return {
    async add(entry) {
      const tx = db.transaction('outbox', 'readwrite');
      let cursor = await tx.store.index('byUser').openCursor(entry.userId);
      while (cursor) {
        const kept = cursor.value;
        if (isTrackingEntry(kept) && entry.kind !== 'bp-reading' && kept.programId === entry.programId && kept.date === entry.date)
          await cursor.delete();
        cursor = await cursor.continue();
      }
      // The store's key generator numbers entries in the order they are added.
      const id = await tx.store.add(entry as OutboxEntry);
      await tx.done;
      return { ...entry, id };
    },
    async list(userId) {
      const entries = await db.getAllFromIndex('outbox', 'byUser', userId);
      return entries.sort((a, b) => a.id - b.id);
    },
    async remove(id) {
      await db.delete('outbox', id);
    },
    async reject(id, rejection) {
      const tx = db.transaction('outbox', 'readwrite');
      const entry = await tx.store.get(id);
      if (entry) await tx.store.put({ ...entry, rejected: rejection });
      await tx.done;
    },
  };
}

export interface OutboxOptions {
  store: OutboxStore;
  userId: string;
  /** Sends one entry; throws the api client's ApiError when it is not accepted. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  isOnline: () => boolean;
  /** A send could not reach the server. */
  onUnreachable?: () => void;
  /** An entry was stored by the server. */
  onSent?: (entry: OutboxEntry) => void;
  /** Runs a flush alone across the member's tabs (Web Locks); by default, alone in this tab only. */
  exclusive?: <T>(run: () => Promise<T>) => Promise<T>;
  /** How long to wait before trying again after the server failed (5xx) or asked to slow down. */
  retryDelayMs?: number;
}

/** The Web Locks API where the browser has it, so that two tabs never send the same entry. */
export async function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return run();
  let result!: T;
  await navigator.locks.request('wellpath-outbox', async () => {
    result = await run();
  });
  return result;
}

/** Refused for good: a client error other than an ended session (401), a timeout (408) or a rate limit (429). */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

function rejectionOf(error: ApiError): NonNullable<OutboxEntry['rejected']> {
  const errors = error.errors.length > 0 ? error.errors : error.serverMessage ? [error.serverMessage] : [];
  return { status: error.status, errors };
}

interface Waiter {
  entry: OutboxEntry;
  resolve: (sending: Sending) => void;
  reject: (error: unknown) => void;
}

/**
 * The member's tracked days and blood-pressure readings on their way to the server. Each is stored
 * on the device first, with the Idempotency-Key it is sent with every time, then sent oldest first,
 * one at a time, and removed once the server has it: an entry sent again after a crash between the
 * answer and the removal is answered from the first (and the track call is an upsert per day anyway).
 * Without a connection, entries wait and go when it comes back. The server refusing one (4xx) drops
 * it: the screen that sent it says why, or, for an entry that waited, the member is told until they
 * dismiss it. A 401 keeps everything for the same member's next session.
 */
export class TrackingOutbox {
  readonly #options: Required<Omit<OutboxOptions, 'onUnreachable' | 'onSent'>> & Pick<OutboxOptions, 'onUnreachable' | 'onSent'>;
  #entries: readonly OutboxEntry[] = [];
  #sending = false;
  readonly #listeners = new Set<() => void>();
  #flushing: Promise<void> | null = null;
  #again = false;
  readonly #waiters = new Map<number, Waiter>();
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #stopped = false;

  constructor(options: OutboxOptions) {
    this.#options = { exclusive: (run) => run(), retryDelayMs: 30_000, ...options };
  }

  get userId(): string {
    return this.#options.userId;
  }

  /** The member's entries waiting or refused, oldest first (for `useSyncExternalStore`). */
  entries = (): readonly OutboxEntry[] => this.#entries;

  /** Whether an entry is on its way right now. */
  sending = (): boolean => this.#sending;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Reads what is waiting (after a reload) and sends it when the connection allows. */
  async start(): Promise<void> {
    await this.#reload();
    void this.flush();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    this.#settleWaiters();
  }

  /**
   * Stores the entry, then sends it unless the device is offline. Resolves `sent` once the server
   * has it, `queued` while it waits; rejects with the server's ApiError when it refuses the entry
   * (which is then dropped).
   */
  async submit(entry: NewOutboxEntry): Promise<SubmitOutcome> {
    return (await this.send(entry)).outcome;
  }

  /** As `submit`, with the server's answer once sent, or the entry kept on the device. */
  async send(entry: NewOutboxEntry): Promise<Sending> {
    const saved = await this.#options.store.add({
      ...entry,
      userId: this.userId,
      queuedAt: Date.now(),
      idempotencyKey: newIdempotencyKey(),
    });
    await this.#reload();
    if (this.#stopped || !this.#options.isOnline()) return { outcome: 'queued', entry: saved };
    const sending = new Promise<Sending>((resolve, reject) => this.#waiters.set(saved.id, { entry: saved, resolve, reject }));
    void this.flush();
    return sending;
  }

  /** Forgets a refused entry once the member has read why. */
  async dismiss(id: number): Promise<void> {
    await this.#options.store.remove(id);
    await this.#reload();
  }

  /** Sends what waits, oldest first; one flush at a time (a call during one runs another after it). */
  flush(): Promise<void> {
    if (this.#flushing) {
      this.#again = true;
      return this.#flushing;
    }
    this.#flushing = this.#run();
    return this.#flushing;
  }

  async #run(): Promise<void> {
    try {
      do {
        this.#again = false;
        await this.#options.exclusive(() => this.#drain());
      } while (this.#again && !this.#stopped);
    } finally {
      this.#flushing = null;
      this.#settleWaiters();
    }
  }

  async #drain(): Promise<void> {
    const { store, send } = this.#options;
    while (!this.#stopped && this.#options.isOnline()) {
      const next = (await store.list(this.userId)).find((e) => !e.rejected);
      if (!next) break;
      // The screen waiting on the entry hears how it went once the list it reads is up to date.
      let tell = () => {};
      this.#setSending(true);
      try {
        const answer = await send(next);
        await store.remove(next.id);
        tell = () => this.#settle(next.id, { outcome: 'sent', answer });
        this.#options.onSent?.(next);
      } catch (error) {
        if (isRefusal(error)) {
          const waiter = this.#waiters.get(next.id);
          if (waiter) {
            // The screen that sent it shows the server's reasons; nothing is left to retry.
            await store.remove(next.id);
            this.#waiters.delete(next.id);
            tell = () => waiter.reject(error);
          } else {
            await store.reject(next.id, rejectionOf(error));
          }
          continue;
        }
        if (isApiError(error) && error.status === 0) this.#options.onUnreachable?.();
        else if (!(isApiError(error) && error.status === 401)) this.#retryLater();
        // Kept, in order: for the connection (status 0), the member's next session (401) or the server (5xx).
        break;
      } finally {
        this.#setSending(false);
        await this.#reload();
        tell();
      }
    }
  }

  #retryLater(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => void this.flush(), this.#options.retryDelayMs);
  }

  #settle(id: number, sending: Sending): void {
    this.#waiters.get(id)?.resolve(sending);
    this.#waiters.delete(id);
  }

  /** Screens still waiting on an entry that stays on the device hear that it is queued. */
  #settleWaiters(): void {
    for (const [id, { entry }] of [...this.#waiters]) this.#settle(id, { outcome: 'queued', entry });
  }

  #setSending(sending: boolean): void {
    if (this.#sending === sending) return;
    this.#sending = sending;
    this.#emit();
  }

  async #reload(): Promise<void> {
    this.#entries = await this.#options.store.list(this.userId);
    this.#emit();
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
