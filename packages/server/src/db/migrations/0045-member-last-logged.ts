import { sql, type Kysely } from 'kysely';
import { isSqlite } from '../connection.js';

// Issue 37, decision 0122. Additive only (decision 0044).
// - `member_last_logged`: per member, when they last logged something themselves, kept by triggers on
//   the tables of their events. The outreach queue (decision 0099) then reads an index instead of the
//   union of every event table, which took seconds at a few thousand members. The events are those of
//   `db/member-events.ts` as of this migration (a later kind of event needs its own trigger): programme
//   tracking (inserted or changed), blood pressure readings and lab reports the member entered (not
//   the care team: `entered_by` null), activities, body measurements, completed surveys, and messages
//   the member wrote. It only moves forward: undoing an entry leaves it as it was.
// - Filled from the events already stored. Deleting the account deletes the row.

interface EventTable {
  table: string;
  at: string;
  /** The member of the row, from NEW. */
  user: string;
  /** Only rows that are the member's own doing. */
  when?: string;
  /** The timestamp changes later too (a tracked day edited, a survey completed after it was started). */
  updates?: boolean;
}

const EVENTS: EventTable[] = [
  { table: 'tracking_entries', at: 'updated_at', user: 'NEW.user_id', updates: true },
  { table: 'bp_readings', at: 'created_at', user: 'NEW.user_id', when: 'NEW.entered_by IS NULL' },
  { table: 'activities', at: 'created_at', user: 'NEW.user_id' },
  { table: 'body_measurements', at: 'created_at', user: 'NEW.user_id' },
  { table: 'survey_responses', at: 'completed_at', user: 'NEW.user_id', when: 'NEW.completed_at IS NOT NULL', updates: true },
  {
    table: 'thread_messages',
    at: 'created_at',
    user: '(SELECT th.user_id FROM message_threads th WHERE th.id = NEW.thread_id)',
    when: "NEW.author_role = 'member'",
  },
  { table: 'lab_reports', at: 'created_at', user: 'NEW.user_id', when: 'NEW.entered_by IS NULL' },
];

const triggerNames = (e: EventTable) => [`member_logged_${e.table}`, ...(e.updates ? [`member_logged_${e.table}_update`] : [])];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_last_logged')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_last_logged_at_idx').on('member_last_logged').column('at').execute();

  for (const e of EVENTS) {
    const only = e.when ? ` AND ${e.when.replaceAll('NEW.', 'x.')}` : '';
    await sql
      .raw(
        `INSERT INTO member_last_logged (user_id, at)
         SELECT user_id, MAX(at) FROM (
           SELECT ${e.user.replaceAll('NEW.', 'x.')} AS user_id, x.${e.at} AS at FROM ${e.table} x WHERE x.${e.at} IS NOT NULL${only}
         ) y WHERE user_id IS NOT NULL GROUP BY user_id
         ON CONFLICT (user_id) DO UPDATE SET at = excluded.at WHERE member_last_logged.at < excluded.at`,
      )
      .execute(db);
  }

  if (isSqlite(db)) {
    for (const e of EVENTS) {
      // No INSERT OR IGNORE: an outer statement's ON CONFLICT (the tracked day's upsert) overrides a
      // trigger's own conflict clause in SQLite, so the row is inserted only where there is none.
      const when = `WHEN NEW.${e.at} IS NOT NULL${e.when ? ` AND ${e.when}` : ''}`;
      const body = `BEGIN
          INSERT INTO member_last_logged (user_id, at) SELECT ${e.user}, NEW.${e.at}
            WHERE NOT EXISTS (SELECT 1 FROM member_last_logged WHERE user_id = ${e.user});
          UPDATE member_last_logged SET at = NEW.${e.at} WHERE user_id = ${e.user} AND at < NEW.${e.at};
        END`;
      const [insert, update] = triggerNames(e);
      await sql.raw(`CREATE TRIGGER ${insert} AFTER INSERT ON ${e.table} ${when} ${body}`).execute(db);
      if (update) await sql.raw(`CREATE TRIGGER ${update} AFTER UPDATE OF ${e.at} ON ${e.table} ${when} ${body}`).execute(db);
    }
    return;
  }
  for (const e of EVENTS) {
    const [name] = triggerNames(e);
    await sql
      .raw(
        `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           INSERT INTO member_last_logged AS l (user_id, at) VALUES (${e.user}, NEW.${e.at})
           ON CONFLICT (user_id) DO UPDATE SET at = EXCLUDED.at WHERE l.at < EXCLUDED.at;
           RETURN NULL;
         END $$`,
      )
      .execute(db);
    const events = e.updates ? `INSERT OR UPDATE OF ${e.at}` : 'INSERT';
    await sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${events} ON ${e.table} FOR EACH ROW
         WHEN (NEW.${e.at} IS NOT NULL${e.when ? ` AND ${e.when}` : ''}) EXECUTE FUNCTION ${name}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const e of EVENTS) {
    if (isSqlite(db)) for (const name of triggerNames(e)) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    else {
      const [name] = triggerNames(e);
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${e.table}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(db);
    }
  }
  await db.schema.dropTable('member_last_logged').execute();
}
