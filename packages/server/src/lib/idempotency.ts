import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import { smsg } from '../i18n/index.js';
import { HOUR_MS, DAY_MS, nowIso } from './clock.js';
import { badRequest, HttpError } from './http-errors.js';
import { parseJsonColumn } from './stored-row.js';
import { hashToken, randomToken } from './tokens.js';
import * as repo from './idempotency.repository.js';

/** What a request answered, kept for its repeats: a body, or the 4xx it was refused with. */
const keptSchema = z.union([
  z.strictObject({
    error: z.strictObject({
      message: z.string(),
      extra: z.strictObject({ code: z.string().optional(), errors: z.array(z.string()).optional(), verified: z.boolean().optional() }),
    }),
  }),
  // An answer without a body is kept as `{}`.
  z.strictObject({ body: z.unknown() }),
]) satisfies z.ZodType<Kept>;
type Kept = { body: unknown } | { error: { message: string; extra: HttpError['extra'] } };

export interface IdempotencyOptions {
  /** How long a key answers its repeats (24 hours). */
  ttlMs?: number;
  /** How long the request holding a key may run before a repeat may take it over (its copy stopped). */
  leaseMs?: number;
  /** How long a repeat waits for the request still running with its key before answering 409. */
  waitMs?: number;
}

/** What a key's request answered: the status and the body, or the refusal to throw (a 4xx). */
export interface Answer {
  status: number;
  body?: unknown;
  error?: HttpError;
  /** A repeat answered from what was kept. */
  replayed: boolean;
}

/**
 * The request a key was first sent with: method, path (not the query: a queued entry sent a day
 * later says another `today`) and body with its keys in order, so the same request serialised
 * differently is still the same.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body ?? null, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    );
  } catch {
    // Nested deeper than the engine can walk: nothing a client of the API sends.
    throw badRequest(smsg('http.invalidJson'));
  }
  return hashToken(`${method} ${path}\n${text}`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `Idempotency-Key` (decision 0065): a create call sent again with the key of an earlier request
 * runs once. The key is claimed by inserting (member, key) into the database, so every copy of the
 * server agrees on which request runs; a repeat that finds it answered gets the same answer (2xx or
 * 4xx), one that finds it still running waits for that answer, and one with another body is refused
 * (422). A 5xx is no answer: the key is given back and a retry runs again. Keys expire after a day
 * and are deleted hourly.
 */
export class IdempotencyKeys {
  private readonly ttlMs: number;
  private readonly leaseMs: number;
  private readonly waitMs: number;
  private timer: NodeJS.Timeout | undefined;
  private purging: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: IdempotencyOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? DAY_MS;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.waitMs = options.waitMs ?? 15_000;
  }

  /**
   * Runs `run` for the first request of this member's key and keeps its answer; a repeat gets that
   * answer instead, the body or the kept 4xx (`error`, to throw). `run` answers the status and the body.
   */
  async once(userId: string, key: string, fingerprint: string, run: () => Promise<{ status: number; body: unknown }>): Promise<Answer> {
    const token = randomToken(16);
    const deadline = Date.now() + this.waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const now = new Date();
      const at = nowIso(now);
      const lockedUntil = nowIso(new Date(now.getTime() + this.leaseMs));
      const claimed = await repo.claim(this.db, {
        user_id: userId,
        key,
        fingerprint,
        claim_token: token,
        locked_until: lockedUntil,
        status: null,
        response: null,
        created_at: at,
        expires_at: nowIso(new Date(now.getTime() + this.ttlMs)),
      });
      if (claimed) return { ...(await this.runClaimed(userId, key, token, run)), replayed: false };
      const row = await repo.find(this.db, userId, key);
      if (!row) continue;
      if (row.expires_at <= at) {
        await repo.deleteExpired(this.db, userId, key, at);
        continue;
      }
      if (row.fingerprint !== fingerprint) throw new HttpError(422, smsg('http.idempotencyKeyReused'), { code: 'IDEMPOTENCY_KEY_REUSED' });
      if (row.status !== null && row.response !== null) return replay(row.status, row.response);
      // Still running: the request holding it answers soon, or its copy stopped and its lease ran out.
      if (row.locked_until !== null && row.locked_until <= at && row.claim_token !== null) {
        if (await repo.takeOver(this.db, userId, key, row.claim_token, token, lockedUntil))
          return { ...(await this.runClaimed(userId, key, token, run)), replayed: false };
        continue;
      }
      if (Date.now() >= deadline) throw new HttpError(409, smsg('http.idempotencyKeyInUse'), { code: 'IDEMPOTENCY_KEY_IN_USE' });
      await sleep(pause);
    }
  }

  private async runClaimed(userId: string, key: string, token: string, run: () => Promise<{ status: number; body: unknown }>) {
    let result;
    try {
      result = await run();
    } catch (err) {
      if (err instanceof HttpError && err.statusCode >= 400 && err.statusCode < 500 && err.statusCode !== 429) {
        const kept: Kept = { error: { message: err.message, extra: err.extra } };
        await repo.answer(this.db, userId, key, token, err.statusCode, JSON.stringify(kept));
      } else {
        // No answer to keep (a failure of ours, or a rate limit): a retry with this key runs again.
        await repo.release(this.db, userId, key, token).catch((releaseErr: unknown) => {
          this.log.error({ err: releaseErr }, 'an idempotency key could not be given back');
        });
      }
      throw err;
    }
    const kept: Kept = { body: result.body };
    await repo.answer(this.db, userId, key, token, result.status, JSON.stringify(kept));
    return result;
  }

  start(everyMs = HOUR_MS): void {
    this.timer = setInterval(() => void this.purge(), everyMs);
    this.timer.unref();
    void this.purge();
  }

  /** Deletes the expired keys (or waits for the purge running). Never throws: a failure is logged and retried next time. */
  purge(): Promise<void> {
    this.purging ??= (async () => {
      try {
        const deleted = await repo.purgeExpired(this.db, nowIso());
        if (deleted > 0) this.log.info({ deleted }, 'expired idempotency keys deleted');
      } catch (err) {
        this.log.error({ err }, 'deleting expired idempotency keys failed');
      } finally {
        this.purging = undefined;
      }
    })();
    return this.purging;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.purging;
  }
}

function replay(status: number, response: string): Answer {
  const kept = parseJsonColumn(keptSchema, response, 'idempotency_keys.response');
  if ('error' in kept) return { status, error: new HttpError(status, kept.error.message, kept.error.extra), replayed: true };
  return { status, body: kept.body, replayed: true };
}
