import type { Kysely } from 'kysely';

// How often a programme asks to be done (content/programs: `schedule`): every day, or a number of
// sessions a week. Adherence and streaks count days for the first and weeks on target for the second.
// Existing rows are daily until the next content sync writes the content's schedule.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programs')
    .addColumn('schedule_per', 'text', (c) => c.notNull().defaultTo('day'))
    .execute();
  await db.schema
    .alterTable('programs')
    .addColumn('schedule_target', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('programs').dropColumn('schedule_target').execute();
  await db.schema.alterTable('programs').dropColumn('schedule_per').execute();
}
