import { isApiError, type ApiError } from '@/lib/api-client';
import type { OfflineDatabase, OutboxEntry } from './database';

/** What a screen hands over: one programme's entry for one day. */
export type NewOutboxEntry = Pick<OutboxEntry, 'programId' | 'programTitle' | 'date' | 'body'>;

/** Sent now, or kept on the device until the connection comes back. */
export type SubmitOutcome = 'sent' | 'queued';

/** Where the waiting entries live: IndexedDB in the app (`indexedDbOutboxStore`), anything alike in tests. */
export interface OutboxStore {
  /**
   * Adds the entry after every other one. An entry of the same member, programme and day that is
   * still there is dropped: tracking a day replaces that day's entry, so only the newest is sent.
   */
  add(entry: Omit<OutboxEntry, 'id'>): Promise<OutboxEntry>;
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
        if (cursor.value.programId === entry.programId && cursor.value.date === entry.date) await cursor.delete();
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
  resolve: (outcome: SubmitOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The member's tracked days on their way to the server. Each is stored on the device first, then
 * sent oldest first, one at a time, and removed once the server has it; the track call is an upsert
 * per day, so an entry sent again after a crash between the answer and the removal changes nothing.
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
    const saved = await this.#options.store.add({ ...entry, userId: this.userId, queuedAt: Date.now() });
    await this.#reload();
    if (this.#stopped || !this.#options.isOnline()) return 'queued';
    const outcome = new Promise<SubmitOutcome>((resolve, reject) => this.#waiters.set(saved.id, { resolve, reject }));
    void this.flush();
    return outcome;
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
        await send(next);
        await store.remove(next.id);
        tell = () => this.#settle(next.id, 'sent');
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

  #settle(id: number, outcome: SubmitOutcome): void {
    this.#waiters.get(id)?.resolve(outcome);
    this.#waiters.delete(id);
  }

  /** Screens still waiting on an entry that stays on the device hear that it is queued. */
  #settleWaiters(): void {
    for (const id of [...this.#waiters.keys()]) this.#settle(id, 'queued');
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
