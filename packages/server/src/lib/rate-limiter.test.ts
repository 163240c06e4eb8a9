import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

async function exercise(limiter: RateLimiter, key: string) {
  const results = [];
  for (let i = 0; i < 4; i++) results.push((await limiter.hit(key, 3, 60)).allowed);
  expect(results).toEqual([true, true, true, false]);
  expect((await limiter.hit(`${key}:other`, 3, 60)).allowed).toBe(true);
}

describe('memory rate limiter', () => {
  it('allows the limit per window, then refuses, and starts over when the window ends', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    await exercise(limiter, 'k');
    const refused = await limiter.hit('k', 3, 60);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    now += 61_000;
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('redis rate limiter', () => {
  it('shares counters between limiter instances', async () => {
    const key = `test:${Math.random().toString(36).slice(2)}`;
    const a = createRedisRateLimiter(new Redis(process.env.TEST_REDIS_URL!));
    const b = createRedisRateLimiter(new Redis(process.env.TEST_REDIS_URL!));
    try {
      expect((await a.hit(key, 2, 60)).allowed).toBe(true);
      expect((await b.hit(key, 2, 60)).allowed).toBe(true);
      const third = await a.hit(key, 2, 60);
      expect(third.allowed).toBe(false);
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      await exercise(a, `${key}:x`);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
