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
 *   language, this URL and this UTC day, and the least recently used go first past `maxBytes`.
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
  version: string;
  payload: string;
  storedAt: number;
}

export class MemberReads {
  readonly enabled: boolean;
  private readonly entries = new Map<string, Entry>();
  private readonly versions = new Map<string, number>();
  private epoch = 0;
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
  version(userId: string): string {
    return `${this.epoch}.${this.versions.get(userId) ?? 0}`;
  }

  /** A kept answer that is still the member's current one, or undefined. */
  get(key: string, userId: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.userId !== userId || entry.version !== this.version(userId) || this.now() - entry.storedAt >= this.ttlMs) {
      this.remove(key, entry);
      return undefined;
    }
    // The map's order is the order of use: the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits += 1;
    return entry.payload;
  }

  /** Keeps an answer read under `version`, unless the member's data changed since. */
  store(key: string, userId: string, version: string, payload: string): void {
    if (!this.enabled || version !== this.version(userId)) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const size = payload.length * 2 + key.length * 2 + 64;
    if (size > this.opts.maxBytes / 4) return;
    this.entries.set(key, { userId, version, payload, storedAt: this.now() });
    this.bytes += size;
    while (this.bytes > this.opts.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value, this.entries.get(oldest.value)!);
    }
  }

  /** The member's data may have changed: their kept answers are no longer served. */
  changed(userId: string): void {
    if (!this.enabled) return;
    this.versions.set(userId, (this.versions.get(userId) ?? 0) + 1);
  }

  /** Anyone's data may have changed. */
  changedAll(): void {
    if (!this.enabled) return;
    this.epoch += 1;
    this.versions.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.payload.length * 2 + key.length * 2 + 64;
  }
}
