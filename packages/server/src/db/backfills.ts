import type { Transaction } from 'kysely';
import { OutboxKey, sealStoredMail } from '../mail/outbox.js';
import { markConditionsFromLatestAnswers } from '../modules/surveys/conditions-backfill.js';
import type { Db } from './connection.js';
import type { Database } from './schema.js';

/** What a step may need beyond the database: the server's key (APP_SECRET_KEY or secret.key). */
export interface BackfillContext {
  serverKey: Buffer;
}

/**
 * Data steps that need the content as it is now (decision 0049). A migration runs before the content
 * sync, so it only leaves such a step due (a row of `pending_backfills`); prepareData runs the due
 * ones after the sync, under the start-up lock, each in one transaction with the removal of its row:
 * once, whatever the number of copies starting.
 */
const BACKFILLS: Record<string, (trx: Transaction<Database>, ctx: BackfillContext) => Promise<number>> = {
  // Migration 0019, and 0023 again (type 1 diabetes marked by earlier answers).
  'conditions-from-answers': markConditionsFromLatestAnswers,
  // Migration 0026: it needs the key, which migrations do not have.
  'outbox-sealed': (trx, ctx) => sealStoredMail(trx, new OutboxKey(ctx.serverKey)),
};

/** Runs the due steps; returns what each did (rows written), by name. */
export async function runDueBackfills(db: Db, ctx: BackfillContext): Promise<Record<string, number>> {
  const due = await db.selectFrom('pending_backfills').select('name').orderBy('name').execute();
  const done: Record<string, number> = {};
  for (const { name } of due) {
    const step = BACKFILLS[name];
    if (!step) throw new Error(`Unknown data step "${name}" in pending_backfills`);
    done[name] = await db.transaction().execute(async (trx) => {
      const written = await step(trx, ctx);
      await trx.deleteFrom('pending_backfills').where('name', '=', name).execute();
      return written;
    });
  }
  return done;
}
