import { sql, type Kysely } from 'kysely';

// The member's time zone (issue 32, decision 0073): an IANA name the server computes every "today" of
// theirs in (a programme's first day, the last day they may track, their week), set by the web app
// from the browser on first use and editable in the profile. Accounts from before have none; a member
// who saved the Reminders form has one already, which becomes theirs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
  await sql`update users set time_zone = (select r.time_zone from reminder_preferences r where r.user_id = users.id)
            where exists (select 1 from reminder_preferences r where r.user_id = users.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
