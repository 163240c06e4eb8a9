import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

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
 * Several copies (PostgreSQL with REDIS_URL, decision 0061) share a version per member and one for
 * everyone (`SharedReadVersions`): a read takes them before it starts (one Redis call), a hit serves
 * an answer only when they are the ones it was read under, and a write moves them on before its answer
 * leaves, so what another copy wrote and acknowledged is never answered from before. While Redis does
 * not answer, nothing is served from memory or kept, and the writes made meanwhile move everyone's
 * version once it answers again. Without REDIS_URL, PostgreSQL keeps it off (READ_CACHE_MB).
 */
export interface MemberReadsOptions {
  maxBytes: number;
  ttlMs?: number;
  now?: () => number;
  /** The versions every copy shares (several copies); left out, this process's own are enough. */
  shared?: SharedReadVersions;
  /** How long the shared versions are not asked again after they could not be read (default 5 s). */
  retryMs?: number;
  /**
   * How many members' own versions are remembered at most (default 100,000); past it this process
   * starts them all afresh, dropping what it kept (only this process: its own versions).
   */
  maxVersions?: number;
  /** Told once when the shared versions cannot be read or moved, and once when they can again. */
  onSharedState?: (ok: boolean, err?: unknown) => void;
}

/**
 * The versions every copy of the server shares. Each is a token never handed out before (a copy's
 * random name and a count), not a number: after Redis loses its keys (a restart), a version made anew
 * can never equal one an answer was kept under.
 */
export interface SharedReadVersions {
  /** Everyone's version and this member's, as one string; each made when missing. */
  read(userId: string): Promise<string>;
  /** This member's data may have changed. */
  changed(userId: string): Promise<void>;
  /** Anyone's data may have changed. */
  changedAll(): Promise<void>;
  /** Settles once the versions can be read, or could not be reached in a short while. */
  connected(): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  userId: string;
  version: number;
  /** The shared versions it was read under (several copies). */
  shared: string | undefined;
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
  /** The shared versions are not asked until then, after they could not be read or moved. */
  private sharedDownUntil = 0;
  private reportedDown = false;
  /** A write's version could not be moved: everyone's moves once Redis answers again. */
  private owed = false;

  constructor(private readonly opts: MemberReadsOptions) {
    this.enabled = opts.maxBytes > 0;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.now = opts.now ?? Date.now;
  }

  /** Several copies: a read must take the shared versions (`sharedVersion`) before it starts. */
  get isShared(): boolean {
    return this.enabled && this.opts.shared !== undefined;
  }

  /** The member's version now: take it before reading, hand it back to `store`. */
  version(userId: string): Version {
    return this.versions.get(userId) ?? this.floor;
  }

  /**
   * Several copies: the shared versions now, taken before reading and handed to `get` and `store`;
   * undefined while they cannot be read (then nothing is served from memory or kept).
   */
  async sharedVersion(userId: string): Promise<string | undefined> {
    const shared = this.opts.shared;
    if (!shared || this.now() < this.sharedDownUntil) return undefined;
    try {
      if (this.owed) {
        await shared.changedAll();
        this.owed = false;
      }
      const version = await shared.read(userId);
      this.sharedUp();
      return version;
    } catch (err) {
      this.sharedDown(err);
      return undefined;
    }
  }

  /** A kept answer that is still the member's current one, or undefined. */
  get(key: string, userId: string, shared?: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      entry.userId !== userId ||
      entry.version !== this.version(userId) ||
      (this.opts.shared && (shared === undefined || entry.shared !== shared)) ||
      this.now() - entry.storedAt >= this.ttlMs
    ) {
      this.remove(key, entry);
      return undefined;
    }
    // Marked, not moved: moving the entry to the map's end on every hit cost more than the lookup.
    entry.used = true;
    this.hits += 1;
    return entry.payload;
  }

  /** Keeps an answer read under `version`, unless the member's data changed since. */
  store(key: string, userId: string, version: Version, payload: Buffer, shared?: string): void {
    if (!this.enabled || version !== this.version(userId) || (this.opts.shared && shared === undefined)) return;
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
    this.entries.set(key, { userId, version, shared, payload, storedAt: this.now(), used: false });
    this.bytes += size;
  }

  /**
   * The member's data may have changed: their kept answers are no longer served, here at once and, with
   * several copies, by every copy once the promise settles (await it before the answer leaves).
   */
  changed(userId: string): Promise<void> | undefined {
    if (!this.enabled) return undefined;
    // Every member who wrote since the last change of everyone's has an entry here: bounded, a
    // fresh floor drops them all with every kept answer, which is always safe.
    if (this.versions.size >= (this.opts.maxVersions ?? 100_000)) this.startAfresh();
    this.versions.set(userId, ++this.last);
    return this.opts.shared ? this.moveShared((shared) => shared.changed(userId)) : undefined;
  }

  /** Anyone's data may have changed (the same promise as `changed`). */
  changedAll(): Promise<void> | undefined {
    if (!this.enabled) return undefined;
    this.startAfresh();
    return this.opts.shared ? this.moveShared((shared) => shared.changedAll()) : undefined;
  }

  /** This process's versions start again above every one handed out, and nothing kept is served. */
  private startAfresh(): void {
    this.floor = ++this.last;
    this.versions.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  /** Waits (briefly) for the shared versions, so the first calls after start are not refused them. */
  async start(): Promise<void> {
    await this.opts.shared?.connected();
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
    await this.opts.shared?.close();
  }

  get size(): number {
    return this.entries.size;
  }

  private async moveShared(move: (shared: SharedReadVersions) => Promise<void>): Promise<void> {
    // Redis just failed: the write does not wait for it again (a hung Redis would cost every write the
    // command's timeout); everyone's version moves once it answers.
    if (this.now() < this.sharedDownUntil) {
      this.owed = true;
      return;
    }
    try {
      if (this.owed) {
        await this.opts.shared!.changedAll();
        this.owed = false;
      } else {
        await move(this.opts.shared!);
      }
      this.sharedUp();
    } catch (err) {
      // The write is done and cannot wait for Redis. The other copies may serve what they kept from
      // before it until Redis answers again (then everyone's version moves) or for ttlMs at most.
      this.owed = true;
      this.sharedDown(err);
    }
  }

  private sharedUp(): void {
    if (this.reportedDown) this.opts.onSharedState?.(true);
    this.reportedDown = false;
  }

  private sharedDown(err: unknown): void {
    this.sharedDownUntil = this.now() + (this.opts.retryMs ?? 5_000);
    this.entries.clear();
    this.bytes = 0;
    if (!this.reportedDown) this.opts.onSharedState?.(false, err);
    this.reportedDown = true;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(key, entry.payload);
  }
}

function sizeOf(key: string, payload: Buffer): number {
  return payload.length + key.length * 2 + 64;
}

/** A member's version lives this long in Redis after its last change; a version made anew only misses. */
const MEMBER_VERSION_SECONDS = 24 * 3600;

/**
 * The shared versions in Redis: `<prefix>all` for everyone and `<prefix>m:<user id>` for each member,
 * read together (MGET) and set to a new token on each change. A key that is missing (never set,
 * expired, or Redis restarted) is made with SET NX GET, so two copies making it at once agree.
 */
export function redisReadVersions(redis: Redis, prefix = 'wellpath:reads:'): SharedReadVersions {
  // Unique to this process: tokens from two copies, or from before a restart, never meet.
  const name = randomBytes(9).toString('base64url');
  let count = 0;
  const token = () => `${name}${(++count).toString(36)}`;
  const all = `${prefix}all`;
  const member = (userId: string) => `${prefix}m:${userId}`;
  const make = async (key: string, seconds?: number): Promise<string> => {
    const mine = token();
    const before = seconds ? await redis.set(key, mine, 'EX', seconds, 'NX', 'GET') : await redis.set(key, mine, 'NX', 'GET');
    return before ?? mine;
  };
  return {
    async read(userId) {
      const key = member(userId);
      const [everyone, own] = await redis.mget(all, key);
      return `${everyone ?? (await make(all))}/${own ?? (await make(key, MEMBER_VERSION_SECONDS))}`;
    },
    async changed(userId) {
      await redis.set(member(userId), token(), 'EX', MEMBER_VERSION_SECONDS);
    },
    async changedAll() {
      await redis.set(all, token());
    },
    connected() {
      if (redis.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          resolve();
        };
        // Not there yet: the calls meanwhile go to the database, and the versions are read once it is.
        const timer = setTimeout(done, 2_000);
        redis.once('ready', done);
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}
