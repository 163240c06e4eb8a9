import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { nowIso } from '../../lib/clock.js';
import { serialiseProvenance } from '../../lib/provenance.js';

type Q = Kysely<Database> | Transaction<Database>;

function catalogue(db: Q, userId: string) {
  return db
    .selectFrom('conditions as c')
    .leftJoin('user_conditions as uc', (j) => j.onRef('uc.condition_id', '=', 'c.id').on('uc.user_id', '=', userId))
    .select([
      'c.id',
      'c.key',
      'c.name',
      'c.summary',
      'c.description',
      'c.related',
      'uc.created_at as marked_at',
      'uc.source as marked_from',
    ])
    .where('c.archived', '=', 0)
    .orderBy('c.sort_order');
}
export type ConditionRow = Awaited<ReturnType<typeof listConditions>>[number];

/** The catalogue with whether this member has each condition. */
export function listConditions(db: Q, userId: string) {
  return catalogue(db, userId).execute();
}

/** One condition of the catalogue by id or key, with whether this member has it. */
export function findCondition(db: Q, userId: string, idOrKey: string) {
  return catalogue(db, userId)
    .where((eb) => eb.or([eb('c.id', '=', idOrKey), eb('c.key', '=', idOrKey)]))
    .limit(1)
    .executeTakeFirst();
}

/**
 * The member marks or unmarks a condition. Unmarking is remembered, so an answer never puts the
 * condition back (markFromAnswer); marking it again forgets that. Run it in a transaction.
 */
export async function setMemberCondition(db: Q, userId: string, conditionId: string, has: boolean): Promise<void> {
  const at = nowIso();
  if (has) {
    await db
      .insertInto('user_conditions')
      .values({ user_id: userId, condition_id: conditionId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'condition_id']).doNothing())
      .execute();
    await db.deleteFrom('user_condition_unmarks').where('user_id', '=', userId).where('condition_id', '=', conditionId).execute();
  } else {
    await db.deleteFrom('user_conditions').where('user_id', '=', userId).where('condition_id', '=', conditionId).execute();
    await db
      .insertInto('user_condition_unmarks')
      .values({ user_id: userId, condition_id: conditionId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'condition_id']).doNothing())
      .execute();
  }
}

/**
 * Puts a condition on the member's record because of an answer, unless it is there already or the
 * member took it off before. True when it was added.
 */
async function markFromAnswer(db: Q, userId: string, conditionId: string, source: Provenance, at: string): Promise<boolean> {
  const unmarked = await db
    .selectFrom('user_condition_unmarks')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('condition_id', '=', conditionId)
    .executeTakeFirst();
  if (unmarked) return false;
  const result = await db
    .insertInto('user_conditions')
    .values({ user_id: userId, condition_id: conditionId, created_at: at, source: serialiseProvenance(source) })
    .onConflict((oc) => oc.columns(['user_id', 'condition_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A `mark_condition` trigger: the catalogue's condition with this key put on the member's record
 * because of an answer (markFromAnswer). The condition when it was added; null when it was there
 * already, the member took it off, or the catalogue has no such condition.
 */
export async function markKeyFromAnswer(db: Q, userId: string, key: string, source: Provenance, at: string) {
  const condition = await findCondition(db, userId, key);
  if (!condition || !(await markFromAnswer(db, userId, condition.id, source, at))) return null;
  return condition;
}

const conditionsOf = compiledOnce((db, userId: string) =>
  db
    .selectFrom('user_conditions as uc')
    .innerJoin('conditions as c', 'c.id', 'uc.condition_id')
    .select(['c.id', 'c.key', 'c.name', 'c.summary', 'uc.created_at'])
    .where('uc.user_id', '=', userId)
    .where('c.archived', '=', 0)
    .orderBy('c.sort_order'),
);

export function memberConditions(db: Q, userId: string) {
  return conditionsOf.all(db, userId);
}

/** The pillars, programmes and education posts a condition links to, by content key. */
export async function relatedItems(db: Q, keys: { pillars: string[]; programs: string[]; education: string[] }) {
  const any = (k: string[]) => (k.length ? k : ['']);
  const [pillars, programs, posts] = await Promise.all([
    db
      .selectFrom('pillars')
      .select(['id', 'name', 'slug'])
      .where('key', 'in', any(keys.pillars))
      .where('archived', '=', 0)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('programs')
      .select(['id', 'key', 'title', 'short_text'])
      .where('key', 'in', any(keys.programs))
      .where('archived', '=', 0)
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('education_posts')
      .select(['id', 'key', 'title', 'summary'])
      .where('key', 'in', any(keys.education))
      .where('archived', '=', 0)
      .orderBy('published', 'desc')
      .execute(),
  ]);
  return { pillars, programs, posts };
}
