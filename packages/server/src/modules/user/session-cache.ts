import type { Redis } from 'ioredis';
import type { Role } from '@wellpath/shared/staff/roles';

/**
 * A live session as the database last said, kept for a few seconds so that an authenticated call
 * needs no query. The idle and absolute ends are checked on every hit, so a session that goes idle
 * or expires while cached is refused exactly when it would be without the cache.
 */
export interface CachedSession {
  userId: string;
  sessionId: string;
  role: Role;
  stage: 'full' | 'enrol';
  /** The account's saved language ('en' or 'fr'), null when it has none. */
  language: 'en' | 'fr' | null;
  /** The member's IANA time zone (decision 0073), null when unknown. */
  timeZone: string | null;
  idleSeconds: number;
  /** Milliseconds since the epoch: when the session was last written as used, its idle end and its absolute end. */
  lastUsedMs: number;
  idleExpiresMs: number;
  expiresMs: number;
}

interface Entry {
  session: CachedSession;
  /** The entry is dropped at this time whatever happens. */
  staleAt: number;
  /** From this time a hit asks for the session to be read again off the request's path (claimRefresh). */
  refreshAt: number;
  refreshing: boolean;
}

/** The share of the TTL an entry's lifetime may fall short of it, at random (SessionCacheOptions.ttlMs). */
const LIFETIME_SPREAD = 0.25;
/** The share of an entry's lifetime after which a hit has it read again in the background (claimRefresh). */
const REFRESH_FROM = 0.75;

/**
 * A version shared by every copy of the server (Redis): each invalidation bumps it, and each copy
 * drops all its entries when it sees it change.
 */
export interface SharedSessionVersion {
  bump(): Promise<void>;
  read(): Promise<string | null>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /**
   * How long an entry is trusted at most (default 5 s). Each entry lives between three quarters of it
   * and all of it, at random: sessions first seen together (a clinic's morning, a deploy) would
   * otherwise all be looked up again in the same instant every TTL, a burst of queries that held every
   * other request up (in `npm run bench:load`, a stall of about 100 ms every 5 s).
   */
  ttlMs?: number;
  /** How many sessions are kept at most; the oldest entry goes first (default 10,000). */
  maxEntries?: number;
  /** Several copies: the version they share, read every `pollMs` (default 1 s). */
  shared?: SharedSessionVersion;
  pollMs?: number;
  now?: () => number;
  /** A number in [0, 1) that spreads the entries' lifetimes (default Math.random; tests fix it). */
  random?: () => number;
  /** Told once when the shared version cannot be read (the cache then serves nothing) and when it can again. */
  onSharedState?: (ok: boolean, err?: unknown) => void;
}

/**
 * Short-lived in-process cache of session lookups, keyed by the SHA-256 of the token (never the token).
 *
 * Correctness rules (docs/decisions/0032-session-cache-and-compiled-responses.md):
 * - every change that ends or narrows a session in this process (logout, password change or reset,
 *   role change, deactivation, second-factor enrolment) calls `forgetSession`/`forgetUser` after its
 *   transaction committed; a lookup that started before the change cannot store its (older) answer,
 *   because each forget moves `generation` on and `store` refuses an answer read under an older one;
 * - with several copies, the forget also bumps the shared version; the other copies read it every
 *   `pollMs` and drop everything when it changed, and serve nothing from the cache while it cannot
 *   be read (so a copy that cannot hear the others falls back to the database on every call);
 * - an entry is trusted `ttlMs` at most; changes made outside the app (SQL by hand) show within that.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly shared?: SharedSessionVersion;
  private generation = 0;
  private sharedVersion: string | null | undefined;
  /** Without a shared version the cache always serves; with one, only while the version is being read. */
  private sharedOk: boolean;
  private poller?: NodeJS.Timeout;
  private failures = 0;
  private reportedDown = false;

  constructor(private readonly opts: SessionCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 5_000;
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.now = opts.now ?? Date.now;
    this.random = opts.random ?? Math.random;
    this.shared = opts.shared;
    this.sharedOk = !opts.shared;
  }

  /** Starts reading the shared version (when there is one). */
  async start(): Promise<void> {
    if (!this.shared || this.poller) return;
    await this.poll();
    this.poller = setInterval(() => void this.poll(), this.opts.pollMs ?? 1_000);
    this.poller.unref();
  }

  async close(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
    this.clear();
    await this.shared?.close();
  }

  private async poll(): Promise<void> {
    if (!this.shared) return;
    try {
      const version = await this.shared.read();
      if (version !== this.sharedVersion) {
        this.sharedVersion = version;
        this.clear();
      }
      this.sharedOk = true;
      this.failures = 0;
      if (this.reportedDown) this.opts.onSharedState?.(true);
      this.reportedDown = false;
    } catch (err) {
      this.sharedOk = false;
      this.clear();
      // A copy that just started may not be connected yet: told after a few failed reads.
      if (++this.failures >= 3 && !this.reportedDown) {
        this.reportedDown = true;
        this.opts.onSharedState?.(false, err);
      }
    }
  }

  /** The generation to hand back to `store` with the answer of the lookup that starts now. */
  begin(): number {
    return this.generation;
  }

  /** A cached session that is still live now, or undefined. */
  get(tokenHash: string): CachedSession | undefined {
    if (!this.sharedOk) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    const s = entry.session;
    if (now >= entry.staleAt || now >= s.idleExpiresMs || now >= s.expiresMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return s;
  }

  /** Keeps what the database said, unless a forget happened since `generation` was taken: whether it kept it. */
  store(tokenHash: string, session: CachedSession, generation: number): boolean {
    if (!this.sharedOk || generation !== this.generation) return false;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(tokenHash);
    const now = this.now();
    const lifetime = this.ttlMs * (1 - LIFETIME_SPREAD * this.random());
    this.entries.set(tokenHash, { session, staleAt: now + lifetime, refreshAt: now + lifetime * REFRESH_FROM, refreshing: false });
    return true;
  }

  /**
   * Whether the caller should read this session again now, in the background, and hand the answer to
   * `store` (or `forgetToken`): true once per entry, in the last quarter of its life. A session in
   * steady use is then found here when its entry would have ended, instead of being looked up on a
   * request's path. Nothing is served longer: an entry still ends at its time, refreshed or not.
   */
  claimRefresh(tokenHash: string): boolean {
    if (!this.sharedOk) return false;
    const entry = this.entries.get(tokenHash);
    if (!entry || entry.refreshing || this.now() < entry.refreshAt) return false;
    entry.refreshing = true;
    return true;
  }

  /**
   * Lets a later hit claim a refresh again: the one claimed read a session whose answer `store` refused
   * (a forget in between, perhaps of another session). The next one starts under the new generation.
   */
  releaseRefresh(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (entry) entry.refreshing = false;
  }

  /** Drops the entry of a token whose session the database no longer holds live. */
  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Drops one session (logout, second factor set up); the other copies drop everything. */
  async forgetSession(sessionId: string): Promise<void> {
    this.drop((s) => s.sessionId === sessionId);
    await this.bumpShared();
  }

  /** Drops every session of a user (password, role, deactivation); the other copies drop everything. */
  async forgetUser(userId: string): Promise<void> {
    this.drop((s) => s.userId === userId);
    await this.bumpShared();
  }

  /** Forgets everything (tests that change sessions in SQL, a new shared version). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(match: (s: CachedSession) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (match(entry.session)) this.entries.delete(key);
  }

  private async bumpShared(): Promise<void> {
    if (!this.shared) return;
    try {
      await this.shared.bump();
    } catch {
      // The change is committed; the other copies drop their entry within the TTL, or stop serving
      // from their caches when they cannot read the version either.
    }
  }
}

/** The shared version in Redis: INCR on each invalidation, GET by each copy. */
export function redisSessionVersion(redis: Redis, key = 'wellpath:session-version'): SharedSessionVersion {
  return {
    async bump() {
      await redis.incr(key);
    },
    async read() {
      return redis.get(key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
