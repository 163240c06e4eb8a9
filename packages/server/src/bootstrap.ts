import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createDb, type Db } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { readContent, type ContentBundle } from './content/loader.js';
import { syncContent } from './content/sync.js';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transports.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.js';

/** Opens and migrates the database, then loads content into it. Shared by the server and the CLI scripts. */
export async function prepareData(
  config: Config,
  log?: FastifyBaseLogger,
): Promise<{ db: Db; content: ContentBundle; migrated: string[] }> {
  const content = readContent(config.contentDir);
  const db = createDb(config.database, (err) => log?.warn({ err: err.message }, 'an idle database connection was closed'));
  try {
    const migrated = await migrateToLatest(db);
    await syncContent(db, content);
    return { db, content, migrated };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

export function createTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createFileTransport(config.mail.outboxDir, config.publicUrl, log);
}

export function createLimiter(config: Config): RateLimiter {
  if (!config.redisUrl) return createMemoryRateLimiter();
  return createRedisRateLimiter(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }));
}
