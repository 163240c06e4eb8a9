import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, withFailover, type RateLimiter } from './rate-limiter.js';

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

describe('peek and reset', () => {
  it('peek says whether one more attempt is allowed without counting it; reset forgets the counter', async () => {
    const limiter = createMemoryRateLimiter();
    expect(await limiter.peek('p', 2)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limiter.hit('p', 2, 60);
    expect((await limiter.peek('p', 2)).allowed).toBe(true);
    await limiter.hit('p', 2, 60);
    const full = await limiter.peek('p', 2);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(55);
    expect((await limiter.peek('p', 2)).allowed).toBe(false);
    await limiter.reset('p');
    expect((await limiter.peek('p', 2)).allowed).toBe(true);
  });
});

describe('failover to this copy when the shared store stops answering', () => {
  // The failover's timeouts and probes run on a clock the test moves (decision 0081): how long they
  // take is then the limiter's own, whatever the machine's speed.
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  afterEach(() => vi.useRealTimers());

  function hanging(): RateLimiter {
    const never = () => new Promise<never>(() => undefined);
    return { hit: never, peek: never, reset: never, status: () => 'ok', close: async () => undefined };
  }

  it('answers from its own counters within the timeout, reports degraded once, and tries the store again later', async () => {
    let now = 0;
    const events: string[] = [];
    let store: RateLimiter = hanging();
    const primary: RateLimiter = {
      hit: (...a) => store.hit(...a),
      peek: (...a) => store.peek(...a),
      reset: (k) => store.reset(k),
      status: () => 'ok',
      close: async () => undefined,
    };
    const limiter = withFailover(primary, createMemoryRateLimiter(), {
      timeoutMs: 50,
      retryAfterMs: 1000,
      now: () => now,
      onDegraded: () => events.push('degraded'),
      onRecovered: () => events.push('recovered'),
    });
    fakeTimers();
    let answered = false;
    const first = limiter.hit('k', 1, 60).finally(() => (answered = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await first).allowed).toBe(true);
    expect(limiter.status()).toBe('degraded');
    // While degraded the store is not asked: the fallback counts, at once.
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
    expect(events).toEqual(['degraded']);
    // The store answers again: after the retry delay it counts again.
    store = createMemoryRateLimiter();
    now += 1001;
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(true);
    expect(limiter.status()).toBe('ok');
    expect(events).toEqual(['degraded', 'recovered']);
  });

  it('asks the store on its own while degraded, and counts there again once it answers, with no call in between', async () => {
    const events: string[] = [];
    let store: RateLimiter = hanging();
    const primary: RateLimiter = {
      hit: (...a) => store.hit(...a),
      peek: (...a) => store.peek(...a),
      reset: (k) => store.reset(k),
      status: () => 'ok',
      close: async () => undefined,
    };
    const limiter = withFailover(primary, createMemoryRateLimiter(), {
      timeoutMs: 20,
      retryAfterMs: 60_000,
      probeEveryMs: 30,
      onDegraded: () => events.push('degraded'),
      onRecovered: () => events.push('recovered'),
    });
    fakeTimers();
    try {
      const first = limiter.hit('k', 1, 60);
      await vi.advanceTimersByTimeAsync(20);
      await first;
      expect(limiter.status()).toBe('degraded');
      // Three probes (every 30 ms) find the store still silent.
      await vi.advanceTimersByTimeAsync(100);
      expect(limiter.status()).toBe('degraded');
      store = createMemoryRateLimiter();
      // The next probe finds it answering.
      await vi.advanceTimersByTimeAsync(30);
      await expect.poll(() => limiter.status()).toBe('ok');
      expect(events).toEqual(['degraded', 'recovered']);
    } finally {
      await limiter.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('falls back within a second when Redis is unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 500,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const events: string[] = [];
    const limiter = withFailover(createRedisRateLimiter(redis), createMemoryRateLimiter(), {
      onDegraded: () => events.push('degraded'),
      onRecovered: () => events.push('recovered'),
    });
    fakeTimers();
    try {
      const answer = limiter.hit('x', 5, 60);
      // The clock moves one second and no further: the answer has come by then.
      await vi.advanceTimersByTimeAsync(1000);
      expect((await answer).allowed).toBe(true);
      expect(events).toEqual(['degraded']);
    } finally {
      vi.useRealTimers();
      await limiter.close();
    }
  });

  it('falls back within a second when Redis accepts connections but stops answering', async () => {
    // A server that takes the connection and never replies, as a hung Redis does.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const redis = new Redis({ host: '127.0.0.1', port, enableOfflineQueue: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
    redis.on('error', () => undefined);
    const events: string[] = [];
    const limiter = withFailover(createRedisRateLimiter(redis), createMemoryRateLimiter(), {
      onDegraded: () => events.push('degraded'),
      onRecovered: () => events.push('recovered'),
    });
    fakeTimers();
    try {
      const answer = limiter.peek('y', 5);
      // The clock moves one second and no further: the answer has come by then.
      await vi.advanceTimersByTimeAsync(1000);
      expect((await answer).allowed).toBe(true);
      expect(limiter.status()).toBe('degraded');
    } finally {
      vi.useRealTimers();
      await limiter.close();
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });
});
