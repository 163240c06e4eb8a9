import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createDb, type Db } from './db/connection.js';
import { runDueBackfills } from './db/backfills.js';
import { migrateToLatest } from './db/migrate.js';
import { takeRepairNotes } from './db/repair-notes.js';
import { withStartUpLock } from './db/startup-lock.js';
import { loadSecretKey } from './lib/secret-box.js';
import { readContent, type ContentBundle } from './content/loader.js';
import { syncContent } from './modules/content/content.service.js';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transports.js';
import { redisSessionVersion, SessionCache } from './modules/user/session-cache.js';
import { MemberReads, redisReadVersions } from './lib/member-reads.js';
import { createMemoryRateLimiter, createRedisRateLimiter, withFailover, type RateLimiter } from './lib/rate-limiter.js';

/**
 * Opens and migrates the database, loads content into it, then runs the data steps migrations left
 * due for after the sync (db/backfills.ts). Shared by the server and the CLI scripts. All run under
 * the start-up lock, so copies started together take turns.
 */
export async function prepareData(
  config: Config,
  log?: FastifyBaseLogger,
): Promise<{ db: Db; content: ContentBundle; migrated: string[] }> {
  const content = readContent(config.contentDir);
  if (content.missingFrench.length > 0) {
    // Content text, never member data: the files and places shown in English to French readers.
    const files = [...new Set(content.missingFrench.map((line) => line.slice(0, line.indexOf(':'))))];
    log?.info(
      { texts: content.missingFrench.length, files: files.length },
      'content: French missing, shown in English (npm run content:load lists them)',
    );
  }
  const db = createDb(config.database, (err) => log?.warn({ err: err.message }, 'database connection problem'));
  try {
    const migrated = await withStartUpLock(
      db,
      config.database,
      async () => {
        const done = await migrateToLatest(db);
        for (const note of takeRepairNotes()) log?.warn(note);
        await syncContent(db, content);
        const steps = await runDueBackfills(db, { serverKey: loadSecretKey(config.appSecretKey, config.dataDir) });
        if (Object.keys(steps).length) log?.info({ steps }, 'data steps left due by migrations are done');
        return done;
      },
      () => log?.info('another copy is migrating the database or loading content: waiting for it'),
    );
    return { db, content, migrated };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

export function createTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl
    ? createSmtpTransport(config.mail.smtpUrl)
    : createFileTransport(config.mail.outboxDir, log, config.mail.fileRetentionMs);
}

/**
 * In-process counters, or Redis shared by every copy when REDIS_URL is set. A Redis that stops
 * answering never holds up a login: within a second this copy counts on its own (logged once as a
 * warning, reported by /api/health) and asks Redis every 2 seconds whether it answers again.
 */
export function createLimiter(config: Config, log: FastifyBaseLogger): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  const redis = connectRedis(config.redisUrl);
  return withFailover(createRedisRateLimiter(redis), createMemoryRateLimiter(), {
    onDegraded: (err) =>
      log.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'Redis is not answering: rate limits are counted by this copy alone',
      ),
    onRecovered: () => log.warn('Redis answers again: rate limits are shared again'),
  });
}

/**
 * The session cache. With REDIS_URL (several copies) every copy reads a version in Redis each second
 * and drops its entries when another copy ended or changed a session; while Redis does not answer,
 * the cache serves nothing and every call reads the database.
 */
export function createSessionCache(config: Config, log: FastifyBaseLogger): SessionCache {
  if (!config.redisUrl) return new SessionCache();
  return new SessionCache({
    shared: redisSessionVersion(connectRedis(config.redisUrl)),
    onSharedState: logRedisState(log, 'sessions are cached again', 'sessions are read from the database on every call'),
  });
}

/**
 * The member home's kept answers (decision 0051). With PostgreSQL and REDIS_URL, copies may run side
 * by side: they share versions in Redis (decision 0061), and while Redis does not answer every read
 * goes to the database. With SQLite there is one process, whose own versions are enough.
 */
export function createMemberReads(config: Config, log: FastifyBaseLogger): MemberReads {
  const maxBytes = config.readCacheBytes;
  if (!config.redisUrl || config.database.kind !== 'postgres' || maxBytes === 0) return new MemberReads({ maxBytes });
  return new MemberReads({
    maxBytes,
    shared: redisReadVersions(connectRedis(config.redisUrl)),
    onSharedState: logRedisState(log, 'the member home is kept in memory again', 'the member home is read from the database on every call'),
  });
}

/** Says once that Redis stopped answering and what that means, and once that it answers again. */
function logRedisState(log: FastifyBaseLogger, back: string, away: string) {
  return (ok: boolean, err?: unknown) =>
    ok
      ? log.warn(`Redis answers again: ${back}`)
      : log.warn({ err: err instanceof Error ? err.message : String(err) }, `Redis is not answering: ${away}`);
}

/**
 * A connection that fails at once while Redis is away (no queue, no retries of a command), so a
 * caller falls back instead of waiting; ioredis keeps reconnecting behind it.
 */
function connectRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, commandTimeout: 1000 });
  // Failures surface through each caller's fallback; without a listener ioredis prints each one.
  redis.on('error', () => undefined);
  return redis;
}
