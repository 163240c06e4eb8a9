import type { Kysely, Transaction } from 'kysely';
import type { CareNoteAddendumTable, CareNoteTable, Database } from '../../db/schema.js';
import { findSentAgain } from '../../db/same-row.js';

type Q = Kysely<Database> | Transaction<Database>;

// The care team's notes on a member (decision 0087): always read through the member's id. There is
// no delete here: a note goes only with the member's account (account-data's erasure).

/** The place of a note in the list (newest contact first): a page continues after it. */
export interface NoteKey {
  noted_on: string;
  created_at: string;
  id: string;
}

/** The member's notes of these types, newest contact first (then newest written, ties by id), `limit` of them after `after`. */
export function listNotes(db: Q, userId: string, types: readonly string[], limit: number, after?: NoteKey) {
  let q = db
    .selectFrom('care_notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('type', 'in', [...types]);
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('noted_on', '<', after.noted_on),
        eb.and([eb('noted_on', '=', after.noted_on), eb('created_at', '<', after.created_at)]),
        eb.and([eb('noted_on', '=', after.noted_on), eb('created_at', '=', after.created_at), eb('id', '>', after.id)]),
      ]),
    );
  return q.orderBy('noted_on', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

export function findNote(db: Q, userId: string, id: string) {
  return db.selectFrom('care_notes').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

/** The addenda of these notes, oldest first. */
export function listAddenda(db: Q, userId: string, noteIds: string[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('care_note_addenda')
    .selectAll()
    .where('user_id', '=', userId)
    .where('note_id', 'in', noteIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertNote(db: Q, row: CareNoteTable): Promise<void> {
  await db.insertInto('care_notes').values(row).execute();
}

/** Changes a note's type, day and text; only while `editableAfter` is before its creation, and only its author's. */
export async function updateNote(
  db: Q,
  key: { userId: string; id: string; authorId: string; writtenAfter: string },
  changes: Pick<CareNoteTable, 'type' | 'noted_on' | 'body' | 'updated_at'>,
): Promise<boolean> {
  const res = await db
    .updateTable('care_notes')
    .set(changes)
    .where('user_id', '=', key.userId)
    .where('id', '=', key.id)
    .where('author_id', '=', key.authorId)
    .where('created_at', '>', key.writtenAfter)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertAddendum(db: Q, row: CareNoteAddendumTable): Promise<void> {
  await db.insertInto('care_note_addenda').values(row).execute();
}

/**
 * The same author's note on this member with this type, day and text written since `since`: the same
 * note sent again (a retry, a second click). Pass the transaction holding the member's note lock.
 */
export function findSameNote(db: Q, r: Pick<CareNoteTable, 'user_id' | 'author_id' | 'type' | 'noted_on' | 'body'>, since: string) {
  const { user_id, author_id, type, noted_on, body } = r;
  return findSentAgain(db, 'care_notes', { user_id, author_id, type, noted_on, body }, since);
}

/** The same author's addendum to this note with this text written since `since` (see findSameNote). */
export function findSameAddendum(db: Q, r: Pick<CareNoteAddendumTable, 'note_id' | 'author_id' | 'body'>, since: string) {
  return findSentAgain(db, 'care_note_addenda', { note_id: r.note_id, author_id: r.author_id, body: r.body }, since);
}
