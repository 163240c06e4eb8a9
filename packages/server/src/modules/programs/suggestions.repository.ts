import type { Kysely, Transaction } from 'kysely';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { newId } from '../../lib/tokens.js';
import { nowIso } from '../../lib/clock.js';
import { serialiseProvenance } from '../../lib/provenance.js';

type Q = Kysely<Database> | Transaction<Database>;

export function findProgramByKey(db: Q, key: string) {
  return db.selectFrom('programs').select(['id', 'key', 'title']).where('key', '=', key).executeTakeFirst();
}

/** Suggests a programme unless the member already has (or removed) that suggestion. Returns the new id or null. */
export async function insertSuggestionIfAbsent(db: Q, userId: string, programId: string, source: Provenance): Promise<string | null> {
  const id = newId();
  const at = nowIso();
  const res = await db
    .insertInto('program_suggestions')
    .values({
      id,
      user_id: userId,
      program_id: programId,
      status: 'active',
      source: serialiseProvenance(source),
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'program_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
}

const activeSuggestions = compiledOnce((db, userId: string) =>
  db
    .selectFrom('program_suggestions as s')
    .innerJoin('programs as p', 'p.id', 's.program_id')
    .leftJoin('pillars as pl', 'pl.id', 'p.pillar_id')
    .select([
      's.id',
      's.created_at',
      's.source',
      'p.id as program_id',
      'p.key as program_key',
      'p.title',
      'p.type',
      'p.level',
      'p.duration',
      'p.duration_unit',
      'p.short_text',
      'pl.slug as pillar_slug',
      'pl.name as pillar_name',
    ])
    .where('s.user_id', '=', userId)
    .where('s.status', '=', 'active')
    .where('p.archived', '=', 0)
    .orderBy('s.created_at', 'desc'),
);

/** The member's active suggestions with their programme; scoped to the member. */
export function listActiveSuggestions(db: Q, userId: string) {
  return activeSuggestions.all(db, userId);
}

export async function setSuggestionStatus(
  db: Q,
  userId: string,
  id: string,
  status: 'removed' | 'started',
  from: 'active',
): Promise<boolean> {
  const res = await db
    .updateTable('program_suggestions')
    .set({ status, updated_at: nowIso() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function findSuggestion(db: Q, userId: string, id: string) {
  return db.selectFrom('program_suggestions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function findSuggestionForProgram(db: Q, userId: string, programId: string) {
  return db
    .selectFrom('program_suggestions')
    .select(['id', 'status'])
    .where('user_id', '=', userId)
    .where('program_id', '=', programId)
    .executeTakeFirst();
}
