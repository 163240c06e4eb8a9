import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Q = Kysely<Database> | Transaction<Database>;

/** Every current pillar with whether this member has it active. */
const pillarsFor = compiledOnce((db, userId: string) =>
  db
    .selectFrom('pillars')
    .leftJoin('user_pillars', (j) => j.onRef('user_pillars.pillar_id', '=', 'pillars.id').on('user_pillars.user_id', '=', userId))
    .select(['pillars.id', 'pillars.name', 'pillars.description', 'pillars.icon', 'pillars.slug', 'user_pillars.is_active'])
    .where('pillars.archived', '=', 0)
    .orderBy('pillars.sort_order'),
);

export function listPillarsForUser(db: Q, userId: string) {
  return pillarsFor.all(db, userId);
}

export function findPillar(db: Q, id: string) {
  return db.selectFrom('pillars').selectAll().where('id', '=', id).where('archived', '=', 0).executeTakeFirst();
}

export async function getUserPillarState(db: Q, userId: string, pillarId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_pillars')
    .select('is_active')
    .where('user_id', '=', userId)
    .where('pillar_id', '=', pillarId)
    .executeTakeFirst();
  return row?.is_active === 1;
}

export async function setUserPillarState(db: Q, userId: string, pillarId: string, active: boolean): Promise<void> {
  const values = { is_active: active ? 1 : 0, updated_at: nowIso() };
  await db
    .insertInto('user_pillars')
    .values({ user_id: userId, pillar_id: pillarId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'pillar_id']).doUpdateSet(values))
    .execute();
}

export function findPillarByIdOrSlug(db: Q, idOrSlug: string) {
  return db
    .selectFrom('pillars')
    .selectAll()
    .where('archived', '=', 0)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
}
