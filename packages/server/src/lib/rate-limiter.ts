import type { Redis } from 'ioredis';

/**
 * Fixed-window counters, in memory for one server or in Redis when several copies share them.
 * `hit` counts one attempt and says whether it is still within the limit.
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweeps = 0;
  return {
    async hit(key, limit, windowSeconds) {
      const t = now();
      // Drop expired windows now and then so the map cannot grow without bound.
      if (++sweeps % 1000 === 0) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
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
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
