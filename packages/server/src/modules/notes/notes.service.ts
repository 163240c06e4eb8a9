import type { z } from 'zod';
import {
  canReadNote,
  NOTE_EDIT_WINDOW_MS,
  NOTE_TYPES,
  noteTypesFor,
  type CareNote,
  type careNoteListSchema,
  type NoteBody,
} from '@wellpath/shared/staff/notes';
import type { Role } from '@wellpath/shared/staff/roles';
import type { Db } from '../../db/connection.js';
import type { CareNoteAddendumTable, CareNoteTable } from '../../db/schema.js';
import { smsg } from '../../i18n/index.js';
import { nowIso } from '../../lib/clock.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { lockEvent } from '../alerts/alerts.service.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { findUserById } from '../user/user.service.js';
import { editableUntil, presentNote } from './notes.presenter.js';
import * as repo from './notes.repository.js';

/** A note or addendum with the same text from the same author within this long is one sent again (decision 0065). */
export const SAME_NOTE_MS = 10 * 60_000;

const NOTE_NOT_FOUND = smsg('chart.noteNotFound');

/** The staff member writing or reading, and their role (what decides which notes they see). */
export interface NoteReader {
  actor: Actor;
  role: Role;
}

function assertNotFuture(day: string): void {
  // Canada is behind UTC: no clinic's today is after the UTC one.
  if (day > new Date().toISOString().slice(0, 10)) throw badRequest(smsg('chart.noteNotSaved'), [smsg('chart.noteInFuture')]);
}

/**
 * The care team's notes on a member's chart (issue 34, decision 0087). Clinical notes (call, visit,
 * review, other) are written and read by the roles with health access (clinicians, administrators);
 * coaching notes are written by coaches and read by every staff role. A note is editable by its
 * author for 24 hours, then amended only by addenda, which are never edited; nothing is deleted. The
 * member never reads them in the app (their export holds them). Every read and write is in the
 * access log, a write in the same transaction.
 */
export class NoteService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  private async assertMember(id: string): Promise<void> {
    const user = await findUserById(this.db, id);
    if (!user || user.role !== 'member') throw notFound(smsg('api.memberNotFound'));
  }

  private assertWrites(role: Role, type: NoteBody['type']): void {
    if (!noteTypesFor(role).includes(type)) throw forbidden(smsg('chart.noteTypeForbidden'));
  }

  /** A note of the member the reader may read, or 404 (a coach is not told a clinical note exists). */
  private async readableNote(reader: NoteReader, memberId: string, noteId: string): Promise<CareNoteTable> {
    const row = await repo.findNote(this.db, memberId, noteId);
    if (!row || !canReadNote(reader.role, row.type as NoteBody['type'])) throw notFound(NOTE_NOT_FOUND);
    return row;
  }

  private async present(reader: NoteReader, row: CareNoteTable): Promise<CareNote> {
    return presentNote(row, await repo.listAddenda(this.db, row.user_id, [row.id]), reader.actor.userId, new Date());
  }

  /** A page of the member's notes the reader may read, newest contact first; recorded in the access log. */
  async list(reader: NoteReader, memberId: string, query: { cursor?: string; limit: number }): Promise<z.infer<typeof careNoteListSchema>> {
    await this.assertMember(memberId);
    const types = NOTE_TYPES.filter((type) => canReadNote(reader.role, type));
    let after: repo.NoteKey | undefined;
    if (query.cursor) {
      // The opaque cursor is the last note of the previous page (one this reader could read).
      const id = decodeIdCursor(query.cursor);
      const row = id === undefined ? undefined : await repo.findNote(this.db, memberId, id);
      if (!row || !types.includes(row.type as NoteBody['type'])) throw badRequest(smsg('api.invalidCursor'), [smsg('api.cursorNextPage')]);
      after = row;
    }
    const rows = await repo.listNotes(this.db, memberId, types, query.limit + 1, after);
    const page = rows.slice(0, query.limit);
    const addenda = await repo.listAddenda(
      this.db,
      memberId,
      page.map((r) => r.id),
    );
    await this.audit.record(reader.actor, memberId, ACCESS_ACTIONS.viewedNotes);
    const now = new Date();
    const last = page[page.length - 1];
    return {
      notes: page.map((r) =>
        presentNote(
          r,
          addenda.filter((a) => a.note_id === r.id),
          reader.actor.userId,
          now,
        ),
      ),
      next_cursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
      can_write: [...noteTypesFor(reader.role)],
    };
  }

  /** Writes a note; the same note sent again within SAME_NOTE_MS answers the first. */
  async add(reader: NoteReader, memberId: string, body: NoteBody): Promise<CareNote> {
    await this.assertMember(memberId);
    this.assertWrites(reader.role, body.type);
    assertNotFuture(body.noted_on);
    const at = nowIso();
    const { actor } = reader;
    const row: CareNoteTable = {
      id: newId(),
      user_id: memberId,
      author_id: actor.userId,
      author_name: actor.name,
      author_role: actor.role,
      type: body.type,
      noted_on: body.noted_on,
      body: body.text,
      created_at: at,
      updated_at: at,
    };
    const stored = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `care-note:${memberId}`);
      const same = await repo.findSameNote(trx, row, new Date(Date.now() - SAME_NOTE_MS).toISOString());
      if (same) return same;
      await repo.insertNote(trx, row);
      await this.audit.record(actor, memberId, ACCESS_ACTIONS.wroteNote, `note ${row.id}`, trx);
      return row;
    });
    return this.present(reader, stored);
  }

  /** Edits a note: its author only, within 24 hours of writing it (409 after: an addendum instead). */
  async edit(reader: NoteReader, memberId: string, noteId: string, body: NoteBody): Promise<CareNote> {
    assertNotFuture(body.noted_on);
    const row = await this.readableNote(reader, memberId, noteId);
    if (row.author_id !== reader.actor.userId) throw forbidden(smsg('chart.noteNotYours'));
    this.assertWrites(reader.role, body.type);
    const now = new Date();
    if (now.toISOString() >= editableUntil(row.created_at)) throw conflict(smsg('chart.noteEditClosed'), 'NOTE_EDIT_CLOSED');
    const writtenAfter = new Date(now.getTime() - NOTE_EDIT_WINDOW_MS).toISOString();
    const ok = await this.db.transaction().execute(async (trx) => {
      const changed = await repo.updateNote(
        trx,
        { userId: memberId, id: noteId, authorId: reader.actor.userId, writtenAfter },
        { type: body.type, noted_on: body.noted_on, body: body.text, updated_at: nowIso(now) },
      );
      if (changed) await this.audit.record(reader.actor, memberId, ACCESS_ACTIONS.editedNote, `note ${noteId}`, trx);
      return changed;
    });
    // The window closed between the read and the write.
    if (!ok) throw conflict(smsg('chart.noteEditClosed'), 'NOTE_EDIT_CLOSED');
    return this.present(reader, (await repo.findNote(this.db, memberId, noteId))!);
  }

  /** Adds an addendum to a note the reader may write (by its type); the same one sent again answers the first. */
  async addAddendum(reader: NoteReader, memberId: string, noteId: string, text: string): Promise<CareNote> {
    const note = await this.readableNote(reader, memberId, noteId);
    this.assertWrites(reader.role, note.type as NoteBody['type']);
    const { actor } = reader;
    const row: CareNoteAddendumTable = {
      id: newId(),
      note_id: noteId,
      user_id: memberId,
      author_id: actor.userId,
      author_name: actor.name,
      author_role: actor.role,
      body: text,
      created_at: nowIso(),
    };
    await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `care-note:${memberId}`);
      if (await repo.findSameAddendum(trx, row, new Date(Date.now() - SAME_NOTE_MS).toISOString())) return;
      await repo.insertAddendum(trx, row);
      await this.audit.record(actor, memberId, ACCESS_ACTIONS.addedAddendum, `note ${noteId}`, trx);
    });
    return this.present(reader, note);
  }
}
