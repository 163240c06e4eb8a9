import type { Kysely, Transaction } from 'kysely';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Database, RecommendationTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { serialiseProvenance } from '../../lib/provenance.js';
import { newId } from '../../lib/tokens.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Q = Kysely<Database> | Transaction<Database>;

export type RecommendationFilter = { kind: 'all' } | { kind: 'general' } | { kind: 'pillar'; pillarId: string };

/** A member's recommendations joined with their template and pillar (`r`, `t`, `p`). */
function recommendationsOf(db: Q, userId: string) {
  return db
    .selectFrom('recommendations as r')
    .innerJoin('recommendation_templates as t', 't.id', 'r.template_id')
    .leftJoin('pillars as p', 'p.id', 't.pillar_id')
    .select([
      'r.id',
      'r.status',
      'r.source',
      'r.created_at',
      'r.updated_at',
      't.key',
      't.title',
      't.category',
      't.subcategory',
      't.color',
      't.description',
      't.external_links',
      'p.id as pillar_id',
      'p.name as pillar_name',
      'p.slug as pillar_slug',
    ])
    .where('r.user_id', '=', userId);
}
const listed = {
  all: compiledOnce((db, userId: string) => recommendationsOf(db, userId).orderBy('r.created_at', 'desc').orderBy('r.id')),
  general: compiledOnce((db, userId: string) =>
    recommendationsOf(db, userId).where('t.pillar_id', 'is', null).orderBy('r.created_at', 'desc').orderBy('r.id'),
  ),
  pillar: compiledOnce((db, userId: string, pillarId: string) =>
    recommendationsOf(db, userId).where('t.pillar_id', '=', pillarId).orderBy('r.created_at', 'desc').orderBy('r.id'),
  ),
};

/** A member's recommendations joined with their template and pillar; always scoped to the member. */
export function listForUser(db: Q, userId: string, filter: RecommendationFilter) {
  if (filter.kind === 'pillar') return listed.pillar.all(db, userId, filter.pillarId);
  return listed[filter.kind].all(db, userId);
}
export type RecommendationListRow = Awaited<ReturnType<typeof listForUser>>[number];

export function findForUser(db: Q, userId: string, id: string) {
  return db
    .selectFrom('recommendations')
    .select(['id', 'status', 'updated_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Moves a recommendation from one status to another; false when it changed under us. */
export async function updateStatus(
  db: Q,
  userId: string,
  id: string,
  from: RecommendationTable['status'],
  to: RecommendationTable['status'],
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('recommendations')
    .set({ status: to, updated_at: at, completed_at: to === 'completed' ? at : null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findTemplateByKey(db: Q, key: string) {
  return db.selectFrom('recommendation_templates').select(['id', 'key']).where('key', '=', key).executeTakeFirst();
}

/** Inserts unless the member already has this template; returns whether a row was created. */
export async function insertIfAbsent(
  db: Q,
  userId: string,
  templateId: string,
  source: Provenance | null,
  at = nowIso(),
): Promise<boolean> {
  const res = await db
    .insertInto('recommendations')
    .values({
      id: newId(),
      user_id: userId,
      template_id: templateId,
      status: 'not_started',
      source: serialiseProvenance(source),
      created_at: at,
      updated_at: at,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'template_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The member's recommendation made from a template, with what an outcome shows. */
export function findByTemplate(db: Q, userId: string, templateId: string) {
  return db
    .selectFrom('recommendations as r')
    .innerJoin('recommendation_templates as t', 't.id', 'r.template_id')
    .leftJoin('pillars as p', 'p.id', 't.pillar_id')
    .select(['r.id', 't.title', 'p.slug'])
    .where('r.user_id', '=', userId)
    .where('r.template_id', '=', templateId)
    .executeTakeFirstOrThrow();
}
