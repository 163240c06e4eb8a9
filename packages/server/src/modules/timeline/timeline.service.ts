import type { Role } from '@wellpath/shared/staff/roles';
import { canReadNote, NOTE_TYPES, type NoteType } from '@wellpath/shared/staff/notes';
import {
  TIMELINE_EXCERPT,
  TIMELINE_GROUP_OF,
  timelineEventSchema,
  timelineGroupsFor,
  type Timeline,
  type TimelineEvent,
  type TimelineEventKind,
  type TimelineGroup,
  type TimelineQuery,
} from '@wellpath/shared/staff/timeline';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { Db } from '../../db/connection.js';
import type { ContentBundle } from '../../content/loader.js';
import { contentTranslation } from '../../content/local-content.js';
import { smsg } from '../../i18n/index.js';
import { isIsoInstant, isRowId } from '../../lib/cursor.js';
import { presentEnteredBy } from '../../lib/entered-by.js';
import { parseColumn, StoredRowError } from '../../lib/stored-row.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { ACCESS_ACTIONS, type Actor, type AuditService } from '../audit/audit.service.js';
import { findUserById } from '../user/user.service.js';
import * as repo from './timeline.repository.js';

/** One stream of events: the events of one kind, a page at a time after a keyset, in the timeline's order. */
type Stream = (k: repo.Keyset, limit: number) => Promise<Array<TimelineEvent | Unreadable>>;

/** Where a page ends: the last event's instant, kind and row. */
interface Cursor {
  at: string;
  kind: TimelineEventKind;
  rowId: string;
}

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at}|${c.kind}|${c.rowId}`, 'utf8').toString('base64url');
}

/** The cursor a previous page handed out, or undefined for anything else (a NUL, a forged instant, an unknown kind...). */
function decodeCursor(text: string): Cursor | undefined {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (parts.length !== 3) return undefined;
  const [at, kind, rowId] = parts as [string, string, string];
  if (!isIsoInstant(at) || !isRowId(rowId) || !(kind in TIMELINE_GROUP_OF)) return undefined;
  const cursor = { at, kind: kind as TimelineEventKind, rowId };
  return encodeCursor(cursor) === text ? cursor : undefined;
}

/**
 * A stream's start after the cursor. The timeline's order is newest first, then by kind (A to Z),
 * then by row (newest id first, as the database orders them): after (at, kind, row) come the older
 * events, the later kinds at the same instant, and the same kind's rows after that row.
 */
function keysetFor(kind: TimelineEventKind, cursor: Cursor | undefined): repo.Keyset {
  if (!cursor) return undefined;
  if (kind === cursor.kind) return { at: cursor.at, rowId: cursor.rowId };
  return { at: cursor.at, inclusive: kind > cursor.kind };
}

/**
 * The member's timeline on their record (issue 34, decision 0090): readings, labs, surveys, alerts
 * and their handling, medications, messages, programme requests, programmes, notes and targets, newest
 * first, a page at a time. Each kind is one query on the rows its module keeps, a page after the
 * cursor; the pages are merged here. A reader sees only what their role reads (health data needs the
 * health permission, a coach reads coaching notes only), and
 * each read is in the access log.
 */
export class TimelineService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly content: ContentBundle,
    private readonly log?: { error(details: object, message: string): void },
  ) {}

  /**
   * The content an event names, in a language (decision 0106): a survey's and a programme's title
   * by key, a catalogue medication's name by its catalogue key, the stored English where the content
   * has none (a medication the member typed keeps its words); a response's score range is a stored
   * copy of the content's English, put into the language as the surveys module does (`summaryIn`).
   */
  private namesIn(locale: Locale) {
    const local = this.content.byLocale[locale];
    const surveys = new Map(local.surveys.map((s) => [s.key, s.title]));
    const programmes = new Map(local.programs.map((p) => [p.key, p.title]));
    const medications = new Map(local.medications.map((m) => [m.key, m.name]));
    const texts = contentTranslation(this.content, locale).texts;
    return {
      survey: (key: string, stored: string) => surveys.get(key) ?? stored,
      range: (stored: string | null) => (stored === null ? null : (texts.get(stored) ?? stored)),
      programme: (key: string, stored: string) => programmes.get(key) ?? stored,
      medication: (key: string | null, stored: string) => (key === null ? stored : (medications.get(key) ?? stored)),
    };
  }

  async read(actor: Actor, memberId: string, query: TimelineQuery, locale: Locale): Promise<Timeline> {
    const member = await findUserById(this.db, memberId);
    if (!member || member.role !== 'member') throw notFound(smsg('api.memberNotFound'));
    const groups = timelineGroupsFor(actor.role as Role);
    const chosen = query.kinds?.length ? groups.filter((g) => query.kinds!.includes(g)) : groups;
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !cursor) throw badRequest(smsg('api.invalidCursor'), [smsg('api.cursorNextPage')]);
    await this.audit.record(actor, memberId, ACCESS_ACTIONS.viewedTimeline);

    const streams = this.streams(actor, memberId, new Set(chosen), this.namesIn(locale));
    // One more than the page, from each stream: the merge then knows whether anything follows.
    const pages = await Promise.all(
      [...streams].map(([kind, stream]) => stream(keysetFor(kind, cursor), query.limit + 1).then((events) => ({ kind, events }))),
    );
    const merged = pages
      .flatMap(({ events }) => events)
      // Stable: each stream's rows keep the database's order within an instant.
      .sort((a, b) => (a.at === b.at ? (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) : a.at < b.at ? 1 : -1));
    const page = merged.slice(0, query.limit);
    const last = page.at(-1);
    const events: TimelineEvent[] = [];
    let unreadable = 0;
    for (const e of page) {
      if (!('unreadable' in e)) {
        events.push(e);
        continue;
      }
      // One bad row must not hide the rest of the member's care (as the alerts list, decision 0082).
      unreadable += 1;
      this.log?.error(
        { event: e.id, column: e.unreadable.column, problems: e.unreadable.problems },
        'a timeline event could not be read and was left out',
      );
    }
    return {
      events,
      unreadable,
      next_cursor: merged.length > query.limit && last ? encodeCursor({ at: last.at, kind: last.kind, rowId: rowIdOf(last) }) : null,
      groups,
    };
  }

  /** The streams of the chosen groups, by event kind. */
  private streams(
    actor: Actor,
    memberId: string,
    chosen: ReadonlySet<TimelineGroup>,
    names: ReturnType<TimelineService['namesIn']>,
  ): Map<TimelineEventKind, Stream> {
    const db = this.db;
    const role = actor.role as Role;
    const noteTypes = NOTE_TYPES.filter((type: NoteType) => canReadNote(role, type));
    const all: Array<[TimelineEventKind, Stream]> = [
      stream(
        'reading',
        (k, n) => repo.readings(db, memberId, k, n),
        (r) => ({
          systolic: r.systolic,
          diastolic: r.diastolic,
          pulse: r.pulse,
          entered_by: presentEnteredBy(r.entered_by, 'bp_readings.entered_by')?.name ?? null,
        }),
      ),
      stream(
        'body',
        (k, n) => repo.bodyMeasurements(db, memberId, k, n),
        (r) => ({ measure: r.kind, value: r.value }),
      ),
      stream(
        'lab_report',
        (k, n) => repo.labReports(db, memberId, k, n),
        (r) => ({
          lab_name: r.lab_name,
          results: Number(r.results ?? 0),
          entered_by: presentEnteredBy(r.entered_by, 'lab_reports.entered_by')?.name ?? null,
        }),
      ),
      stream(
        'survey',
        (k, n) => repo.surveys(db, memberId, k, n),
        (r) => ({
          survey_title: names.survey(r.survey_key, r.survey_title),
          score: r.score,
          range_text: names.range(r.range_text),
        }),
      ),
      stream(
        'alert_raised',
        (k, n) => repo.alertsRaised(db, memberId, k, n),
        (r) => ({ alert_kind: r.alert_kind }),
      ),
      stream(
        'alert_acknowledged',
        (k, n) => repo.alertsHandled(db, memberId, 'acknowledged', k, n),
        (r) => ({
          alert_kind: r.alert_kind,
          by: fullName(r.by_first_name, r.by_last_name),
        }),
      ),
      stream(
        'alert_resolved',
        (k, n) => repo.alertsHandled(db, memberId, 'resolved', k, n),
        (r) => ({
          alert_kind: r.alert_kind,
          by: fullName(r.by_first_name, r.by_last_name),
        }),
      ),
      stream(
        'medication_started',
        (k, n) => repo.medicationDays(db, memberId, 'started', k, n),
        (r) => ({ name: names.medication(r.catalogue_key, r.name) }),
      ),
      stream(
        'medication_stopped',
        (k, n) => repo.medicationDays(db, memberId, 'stopped', k, n),
        (r) => ({ name: names.medication(r.catalogue_key, r.name) }),
      ),
      stream(
        'message',
        (k, n) => repo.messages(db, memberId, k, n),
        (r) => ({
          thread_id: r.thread_id,
          subject: r.subject,
          author_role: r.author_role,
          by: r.author_role === 'staff' ? fullName(r.by_first_name, r.by_last_name) : null,
        }),
      ),
      stream(
        'request',
        (k, n) => repo.requests(db, memberId, 'created', k, n),
        (r) => ({ topic: r.topic }),
      ),
      stream(
        'request_answered',
        (k, n) => repo.requests(db, memberId, 'answered', k, n),
        (r) => ({
          topic: r.topic,
          status: r.status,
          by: fullName(r.by_first_name, r.by_last_name),
        }),
      ),
      stream(
        'programme_started',
        (k, n) => repo.programmes(db, memberId, 'started', k, n),
        (r) => ({ programme: names.programme(r.programme_key, r.programme) }),
      ),
      stream(
        'programme_ended',
        (k, n) => repo.programmes(db, memberId, 'ended', k, n),
        (r) => ({
          programme: names.programme(r.programme_key, r.programme),
          status: r.status,
        }),
      ),
      stream(
        'note',
        (k, n) => repo.notes(db, memberId, noteTypes, k, n),
        (r) => ({
          note_type: r.type,
          by: r.author_name,
          excerpt: r.body.length > TIMELINE_EXCERPT ? `${r.body.slice(0, TIMELINE_EXCERPT - 1).trimEnd()}…` : r.body,
        }),
      ),
      stream(
        'target',
        (k, n) => repo.targets(db, memberId, k, n),
        (r) => ({ target_kind: r.kind, by: r.set_by_name || null }),
      ),
    ];
    return new Map(all.filter(([kind]) => chosen.has(TIMELINE_GROUP_OF[kind])));
  }
}

/** A row that could not be read as an event: left out of the page, counted, and logged by kind, row and column. */
interface Unreadable {
  id: string;
  kind: TimelineEventKind;
  at: string;
  unreadable: StoredRowError;
}

/** One stream: its rows (each with its id, instant and day when it is a day's), and what each shows. */
function stream<R extends { id: string; at: string; day?: string | null }>(
  kind: TimelineEventKind,
  fetch: (k: repo.Keyset, limit: number) => Promise<R[]>,
  fields: (row: R) => Record<string, unknown>,
): [TimelineEventKind, Stream] {
  return [
    kind,
    async (k, limit) =>
      (await fetch(k, limit)).map((row) => {
        const id = `${kind}:${row.id}`;
        try {
          return parseColumn(timelineEventSchema, { id, kind, at: row.at, day: row.day ?? null, ...fields(row) }, `timeline.${kind}`);
        } catch (err) {
          if (!(err instanceof StoredRowError)) throw err;
          return { id, kind, at: row.at, unreadable: err };
        }
      }),
  ];
}

/** The row an event comes from: its id after the kind. */
function rowIdOf(event: { id: string; kind: TimelineEventKind }): string {
  return event.id.slice(event.kind.length + 1);
}
