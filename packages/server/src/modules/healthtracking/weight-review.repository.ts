import type { Kysely, Transaction } from 'kysely';
import type { Database, WeightReviewTable } from '../../db/schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// The weight reviews (decision 0103): always read and written through the member's id.

/** The member's weights in kg, oldest first. */
export function weightsOf(db: Q, userId: string) {
  return db
    .selectFrom('body_measurements')
    .select(['value', 'measured_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'weight')
    .orderBy('measured_at')
    .orderBy('id')
    .execute();
}

/** The member's open review (not yet reviewed), if any: at most one (a partial unique index). */
export function openReview(db: Q, userId: string) {
  return db.selectFrom('weight_reviews').selectAll().where('user_id', '=', userId).where('reviewed_at', 'is', null).executeTakeFirst();
}

/** When the member's last review was marked reviewed: a new episode starts with weights after it. */
export async function lastReviewedAt(db: Q, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('weight_reviews')
    .select('reviewed_at')
    .where('user_id', '=', userId)
    .where('reviewed_at', 'is not', null)
    .orderBy('reviewed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.reviewed_at ?? null;
}

export async function insertReview(db: Q, row: WeightReviewTable): Promise<void> {
  await db.insertInto('weight_reviews').values(row).execute();
}

/** The member's reviews, open first, then newest first. */
export function listReviews(db: Q, userId: string) {
  return db
    .selectFrom('weight_reviews')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy((eb) => eb.case().when('reviewed_at', 'is', null).then(0).else(1).end())
    .orderBy('raised_at', 'desc')
    .orderBy('id')
    .execute();
}

export function findReview(db: Q, userId: string, id: string) {
  return db.selectFrom('weight_reviews').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** Marks an open review reviewed; false when it was already (or is not the member's). */
export async function markReviewed(
  db: Q,
  userId: string,
  id: string,
  by: Pick<WeightReviewTable, 'reviewed_at' | 'reviewed_by' | 'reviewed_by_name'>,
): Promise<boolean> {
  const res = await db
    .updateTable('weight_reviews')
    .set(by)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('reviewed_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
