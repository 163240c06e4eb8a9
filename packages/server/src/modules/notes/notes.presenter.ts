import { z } from 'zod';
import { NOTE_EDIT_WINDOW_MS, NOTE_TYPES, type CareNote } from '@wellpath/shared/staff/notes';
import type { CareNoteAddendumTable, CareNoteTable } from '../../db/schema.js';
import { parseColumn } from '../../lib/stored-row.js';

const noteType = z.enum(NOTE_TYPES);

/** Until when its author may edit a note written at `createdAt`. */
export const editableUntil = (createdAt: string) => new Date(new Date(createdAt).getTime() + NOTE_EDIT_WINDOW_MS).toISOString();

/** A note with its addenda as the reader `readerId` sees it at `now`. */
export function presentNote(row: CareNoteTable, addenda: CareNoteAddendumTable[], readerId: string, now: Date): CareNote {
  const until = editableUntil(row.created_at);
  return {
    _id: row.id,
    type: parseColumn(noteType, row.type, 'care_notes.type'),
    noted_on: row.noted_on,
    text: row.body,
    author: { _id: row.author_id, name: row.author_name, role: row.author_role },
    created_at: row.created_at,
    updated_at: row.updated_at,
    editable_until: until,
    can_edit: row.author_id === readerId && now.toISOString() < until,
    addenda: addenda.map((a) => ({
      _id: a.id,
      text: a.body,
      author: { _id: a.author_id, name: a.author_name, role: a.author_role },
      created_at: a.created_at,
    })),
  };
}
