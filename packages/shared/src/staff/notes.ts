import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { LIMITS } from '../limits.js';
import { can, type Role } from './roles.js';

// The care team's notes on a member's chart (issue 34, decision 0087). Clinical notes (a call, a
// visit, a review or another contact) are written by the roles that read health data; coaching notes
// by coaches. The member never sees either in the app (they are in their export).

export const CLINICAL_NOTE_TYPES = ['call', 'visit', 'review', 'other'] as const;
export const NOTE_TYPES = [...CLINICAL_NOTE_TYPES, 'coaching'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** How long its author may still edit a note after writing it; after that, only addenda. */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a role may read notes of this type: clinical ones need the health permission, coaching ones any staff role. */
export function canReadNote(role: Role, type: NoteType): boolean {
  return type === 'coaching' ? can(role, 'members:read') : can(role, 'health:read');
}

/** The types a role writes: clinicians and administrators the clinical ones, coaches coaching notes. */
export function noteTypesFor(role: Role): readonly NoteType[] {
  if (can(role, 'health:read')) return CLINICAL_NOTE_TYPES;
  return can(role, 'members:read') ? ['coaching'] : [];
}

const noteText = z
  .string({ error: msg('care.noteTextRequired') })
  .trim()
  .min(1, msg('care.noteTextRequired'))
  .max(LIMITS.careNote, msg('care.noteTextTooLong', { max: LIMITS.careNote }));

const day = z.string({ error: msg('care.noteDateInvalid') }).refine((s) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s < '1900-01-01') return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}, msg('care.noteDateInvalid'));

export const noteBodySchema = z.object({
  type: z.enum(NOTE_TYPES, { error: msg('care.noteTypeInvalid', { types: NOTE_TYPES.join(', ') }) }),
  /** The day of the call, visit or review the note is about. */
  noted_on: day,
  text: noteText,
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const addendumBodySchema = z.object({ text: noteText });

export const noteParamsSchema = z.object({
  id: z.string().min(1).max(LIMITS.id),
  noteId: z.string().min(1).max(LIMITS.id),
});

export const noteListQuerySchema = z.object({
  /** From a previous page's next_cursor. */
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const authorSchema = z.object({ _id: z.string(), name: z.string(), role: z.string() });

export const addendumSchema = z.object({ _id: z.string(), text: z.string(), author: authorSchema, created_at: z.string() });

export const careNoteSchema = z.object({
  _id: z.string(),
  type: z.enum(NOTE_TYPES),
  noted_on: z.string(),
  text: z.string(),
  author: authorSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when its author may edit it. */
  editable_until: z.string(),
  /** The reader may edit it now (its author, within 24 hours). */
  can_edit: z.boolean(),
  /** Oldest first; never edited or deleted. */
  addenda: z.array(addendumSchema),
});
export type CareNote = z.infer<typeof careNoteSchema>;

export const careNoteListSchema = z.object({
  notes: z.array(careNoteSchema),
  next_cursor: z.string().nullable(),
  /** The note types the reader may write. */
  can_write: z.array(z.enum(NOTE_TYPES)),
});
