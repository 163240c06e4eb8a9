import type { Kysely } from 'kysely';

// Outbox messages are claimed by one delivery worker at a time (decision 0044): a claim moves
// `next_attempt_at` to the end of its lease and writes a random `claim_token`; the worker then
// records the outcome only where its token is still there, so a copy whose lease ran out (it hung,
// or crashed and came back) cannot overwrite what the copy that took the message over did.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('claim_token', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claim_token').execute();
}
