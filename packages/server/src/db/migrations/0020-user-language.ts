import type { Kysely } from 'kysely';

// Each account's language (decision 0050): 'en' or 'fr', saved at sign-up from the language the app
// was in, and when the member (or a staff member) changes it. E-mails go out in it; the API answers in
// it when a request does not say (Accept-Language). Accounts from before have none: English.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
