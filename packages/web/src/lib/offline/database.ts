import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ApiInput, ApiOutput } from '@/lib/api-client';

/** What every waiting entry has: its place in line, its member, and its key for the server. */
interface OutboxEntryBase {
  /** Increasing in the order the member saved: the order of sending. */
  id: number;
  /** The member it belongs to: sent only with that member's session, shown only to them. */
  userId: string;
  queuedAt: number;
  /**
   * The Idempotency-Key of the save (decision 0065), sent with every try: an entry sent again after
   * the server got it (the answer lost, the tab closed) is not stored twice. Entries kept before
   * keys existed have none.
   */
  idempotencyKey?: string;
  /** Set when the server refused it (a 4xx other than 401): never sent again, shown until dismissed. */
  rejected?: { status: number; errors: string[] };
}

/** One tracked day the member saved, waiting to be sent (`POST /programs/:id/track`). */
export interface TrackingOutboxEntry extends OutboxEntryBase {
  /** Entries kept before blood-pressure readings could wait have no kind: they are tracked days. */
  kind?: 'tracking';
  programId: string;
  /** For the messages about it ("Walk 30 minutes, Tuesday 3 June"). */
  programTitle: string;
  date: string;
  body: ApiInput<'POST /programs/:id/track'>['body'];
}

/** One blood-pressure reading the member logged, waiting to be sent (`POST /healthtracking/bloodpressure`). */
export interface BpReadingOutboxEntry extends OutboxEntryBase {
  kind: 'bp-reading';
  body: ApiInput<'POST /healthtracking/bloodpressure'>['body'];
}

export type OutboxEntry = TrackingOutboxEntry | BpReadingOutboxEntry;

export const isBpReadingEntry = (entry: OutboxEntry): entry is BpReadingOutboxEntry => entry.kind === 'bp-reading';
export const isTrackingEntry = (entry: OutboxEntry): entry is TrackingOutboxEntry => entry.kind !== 'bp-reading';

/** An open alert as the member shell shows it: its kind and instants (boot.ts writes them on the member's clock). */
export type ShellAlert = Pick<ApiOutput<'GET /user/alerts'>['alerts'][number], 'kind' | 'created_at' | 'acknowledged_at'>;

/** Who the saved copy of the query cache belongs to, and for which session it was confirmed. */
export interface OwnerRecord {
  userId: ApiOutput<'GET /user/profile'>['_id'];
  /** SHA-256 of the session token (the token itself is never stored here). */
  session: string;
  /** The member's first name, for the greeting of the landing's member shell (src/boot.ts, decision 0055). */
  firstName?: ApiOutput<'GET /user/profile'>['firstName'];
  /**
   * The urgent alerts the care team has not closed (the newest of each kind, as the home's cards show
   * them), for the landing's member shell to show them first (decision 0093). The saved copy holds
   * the same answer (`member-alerts`); deleted with the record.
   */
  alerts?: ShellAlert[];
  /** When the server last answered in this session (ms since the epoch; written at most once a minute). */
  activeAt?: number;
  /** "Remember me" was chosen at this session's login: the server keeps it idle for days, not minutes. */
  remembered?: boolean;
}

export interface OfflineSchema extends DBSchema {
  /** The member's last data (TanStack Query's dehydrated cache, as JSON), by user id. */
  'query-cache': { key: string; value: string };
  outbox: { key: number; value: OutboxEntry; indexes: { byUser: string } };
  meta: { key: 'owner'; value: OwnerRecord };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;

const NAME = 'wellpath-offline';

/** Opens (and creates) the app's IndexedDB database; null where IndexedDB is missing or refused. */
export async function openOfflineDatabase(): Promise<OfflineDatabase | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return await openDB<OfflineSchema>(NAME, 1, {
      upgrade(db) {
        db.createObjectStore('query-cache');
        db.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true }).createIndex('byUser', 'userId');
        db.createObjectStore('meta');
      },
    });
  } catch {
    // Private modes of some browsers refuse IndexedDB: the app then works online only, as before.
    return null;
  }
}
