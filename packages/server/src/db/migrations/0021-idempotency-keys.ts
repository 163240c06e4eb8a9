import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

// A member's `Idempotency-Key` headers (decision 0065): a create call repeated with the same key runs
// once and the repeat answers what the first answered, whichever copy of the server it reaches. The
// primary key (member, key) is what makes two copies agree: the first insert claims the key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'idempotency_keys',
    t.member,
    t.text('key', 'fingerprint'),
    t.maybeText('claim_token', 'locked_until'),
    t.maybeInt('status'),
    t.maybeText('response'),
    t.text('created_at', 'expires_at'),
    t.primaryKey('idempotency_keys_pk', ['user_id', 'key']),
  );
  // The hourly purge of expired keys.
  await db.schema.createIndex('idempotency_keys_expires_idx').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
