import type { Kysely } from 'kysely';

// A member sees their signed-in devices (decision 0043): each session keeps the browser's user agent
// as sent at sign-in (a label is read from it for display only, never trusted) and the last IP it was
// used from (Fastify's request.ip, so TRUST_PROXY decides). Sessions from before have neither.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
