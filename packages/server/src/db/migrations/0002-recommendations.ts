import type { Kysely } from 'kysely';
import * as t from '../table-parts.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  await t.createTable(
    db,
    'recommendation_templates',
    t.id,
    t.key,
    t.ref('pillar_id', 'pillars', 'set null'),
    t.text('title', 'category', 'subcategory', 'color', 'description', 'external_links'),
    t.archived,
  );

  await t.createTable(
    db,
    'recommendations',
    t.id,
    t.member,
    t.ref('template_id', 'recommendation_templates', 'cascade'),
    t.text('status'),
    t.sourceColumns({ surveyTitle: true }),
    t.timestamps,
    t.maybeText('completed_at'),
    // The same template is recommended to a member once, however many triggers point at it.
    t.unique('recommendations_user_template_uq', ['user_id', 'template_id']),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await t.dropTables(db, ['recommendations', 'recommendation_templates']);
}
