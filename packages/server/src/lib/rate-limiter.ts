import type { Redis } from 'ioredis';

/** The state of one counter: whether another attempt is allowed, and when its window ends. */
export interface LimitState {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters, in memory for one server or in Redis when several copies share them.
 * `hit` counts one attempt and says whether it is still within the limit; `peek` says whether one
 * more would be, without counting; `reset` forgets a counter (a successful login clears its pair).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<LimitState>;
  peek(key: string, limit: number): Promise<LimitState>;
  reset(key: string): Promise<void>;
  /** 'degraded' while a shared store does not answer and this copy counts on its own. */
  status(): 'ok' | 'degraded';
  close(): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    return w && w.resetAt > t ? w : undefined;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = live(key, t);
      if (!w) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: seconds(w.resetAt - t) };
    },
    async peek(key, limit) {
      const t = now();
      const w = live(key, t);
      return { allowed: !w || w.count < limit, retryAfterSeconds: w ? seconds(w.resetAt - t) : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    status: () => 'ok',
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'wellpath:rl:'): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const k = prefix + key;
      const results = await redis
        .multi()
        .incr(k)
        .pexpire(k, windowSeconds * 1000, 'NX')
        .pttl(k)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
      return { allowed: count <= limit, retryAfterSeconds: seconds(ttl) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const results = await redis.multi().get(k).pttl(k).exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[1]?.[1] ?? -2);
      return { allowed: count < limit, retryAfterSeconds: ttl > 0 ? seconds(ttl) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    status: () => 'ok',
    async close() {
      // QUIT waits for the server; one that stopped answering must not hold up shutdown.
      await Promise.race([redis.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
      redis.disconnect();
    },
  };
}

interface FailoverOptions {
  /** How long a shared-store call may take before this copy counts on its own (default 1 s). */
  timeoutMs?: number;
  /** How long to count on its own before asking the shared store again (default 30 s). */
  retryAfterMs?: number;
  /**
   * While degraded, how often the store is asked on its own whether it answers again (default 2 s),
   * so the copy (and /api/health) is back within seconds even when no rate-limited call comes.
   */
  probeEveryMs?: number;
  onDegraded: (err: unknown) => void;
  onRecovered: () => void;
  now?: () => number;
}

/** The key the probe reads (never written): any answer at all means the store is back. */
const PROBE_KEY = 'store-probe';

/**
 * A shared limiter (Redis) that falls back to this copy's own counters when the store fails or takes
 * longer than `timeoutMs`, so logins never wait on a store that stopped answering. While degraded,
 * a probe asks the store every `probeEveryMs` on its own (the first answer ends the fallback), and a
 * call asks it again every `retryAfterMs`; `status()` says which one is counting.
 */
export function withFailover(primary: RateLimiter, fallback: RateLimiter, opts: FailoverOptions): RateLimiter {
  const timeoutMs = opts.timeoutMs ?? 1000;
  const retryAfterMs = opts.retryAfterMs ?? 30_000;
  const probeEveryMs = opts.probeEveryMs ?? 2000;
  const now = opts.now ?? Date.now;
  let degradedUntil = 0;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  let closed = false;

  function withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the rate-limit store did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  function recovered(): void {
    if (degradedUntil === 0) return;
    degradedUntil = 0;
    clearInterval(probe);
    probe = undefined;
    opts.onRecovered();
  }

  function degraded(err: unknown): void {
    if (degradedUntil === 0) opts.onDegraded(err);
    degradedUntil = now() + retryAfterMs;
    if (probe || closed) return;
    probe = setInterval(() => {
      if (probing) return;
      probing = true;
      withTimeout(primary.peek(PROBE_KEY, 1))
        .then(recovered, () => undefined)
        .finally(() => (probing = false));
    }, probeEveryMs);
    probe.unref();
  }

  async function run<T>(use: (l: RateLimiter) => Promise<T>): Promise<T> {
    if (now() < degradedUntil) return use(fallback);
    try {
      const result = await withTimeout(use(primary));
      recovered();
      return result;
    } catch (err) {
      degraded(err);
      return use(fallback);
    }
  }

  return {
    hit: (key, limit, windowSeconds) => run((l) => l.hit(key, limit, windowSeconds)),
    peek: (key, limit) => run((l) => l.peek(key, limit)),
    reset: (key) => run((l) => l.reset(key)),
    status: () => (degradedUntil !== 0 ? 'degraded' : 'ok'),
    async close() {
      closed = true;
      clearInterval(probe);
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
