/**
 * The answers of the member home's reads, kept in memory per member until anything changes them
 * (decision 0051). A member opening the home makes a dozen reads; most of them answer the same bytes
 * as last time, because nothing was written since. An answer is kept with the member's version, and
 * served again only while the version is the same:
 *
 * - every request that may write moves a version on before its answer leaves (lib/route.ts): a
 *   member's request (any but the cached reads) moves that member's version; a staff request or a
 *   public one that can write (login, verification, invitations) moves every member's (staff replies,
 *   acknowledge alerts and change programmes of members; those are rare);
 * - a read that was answered while a write happened is not kept: the version is taken before the
 *   read starts and the answer is stored only if it has not moved;
 * - an answer is kept `ttlMs` at most (time passing: a new day, a session that ends), for this
 *   language, this URL and this UTC day, and the least recently used go first past `maxBytes`
 *   (approximately: see `store`).
 *
 * One process only: another copy of the server cannot tell this one that it wrote. The cache is on
 * by default with SQLite (one process by construction) and off with PostgreSQL (READ_CACHE_MB).
 */
export interface MemberReadsOptions {
  maxBytes: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  userId: string;
  version: number;
  /** The answer's bytes as sent: a hit writes them without encoding the text again. */
  payload: Buffer;
  storedAt: number;
  /** Served since it was stored or last passed over by the eviction (see `store`). */
  used: boolean;
}

/** A member's version: any number not larger than one handed out before is stale. */
type Version = number;

export class MemberReads {
  readonly enabled: boolean;
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, Version>();
  /** Every version handed out so far is at most this; a change takes the next one. */
  private last: Version = 0;
  /** The version of a member who has not changed since the last `changedAll`. */
  private floor: Version = 0;
  private bytes = 0;
  /** Answers served from memory since start. */
  hits = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(private readonly opts: MemberReadsOptions) {
    this.enabled = opts.maxBytes > 0;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  /** The member's version now: take it before reading, hand it back to `store`. */
  version(userId: string): Version {
    return this.versions.get(userId) ?? this.floor;
  }

  /** A kept answer that is still the member's current one, or undefined. */
  get(key: string, userId: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.userId !== userId || entry.version !== this.version(userId) || this.now() - entry.storedAt >= this.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Marked, not moved: moving the entry to the map's end on every hit cost more than the lookup.
    entry.used = true;
    this.hits += 1;
    return entry.payload;
  }

  /** Keeps an answer read under `version`, unless the member's data changed since. */
  store(key: string, userId: string, version: Version, payload: Buffer): void {
    if (!this.enabled || version !== this.version(userId)) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const size = sizeOf(key, payload);
    if (size > this.opts.maxBytes / 4) return;
    // Room first, the least recently used going first, approximately ("second chance"): the map's
    // order is the order of storing; an entry served since it was stored or last passed over goes
    // to the end once instead of out.
    while (this.bytes + size > this.opts.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      const [oldestKey, entry] = oldest.value;
      if (entry.used) {
        entry.used = false;
        this.entries.delete(oldestKey);
        this.entries.set(oldestKey, entry);
      } else {
        this.remove(oldestKey, entry);
      }
    }
    this.entries.set(key, { userId, version, payload, storedAt: this.now(), used: false });
    this.bytes += size;
  }

  /** The member's data may have changed: their kept answers are no longer served. */
  changed(userId: string): void {
    if (!this.enabled) return;
    this.versions.set(userId, ++this.last);
  }

  /** Anyone's data may have changed. */
  changedAll(): void {
    if (!this.enabled) return;
    this.floor = ++this.last;
    this.versions.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry.payload);
  }
}

function sizeOf(key: string, payload: Buffer): number {
  return payload.length + key.length * 2 + 64;
}
