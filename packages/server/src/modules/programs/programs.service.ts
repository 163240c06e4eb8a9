import { programEndDate } from '@wellpath/shared/programs/progress';
import { latestDayFor, memberToday } from '@wellpath/shared/reminders/time-zone';
import { smsg } from '../../i18n/index.js';
import { programmeMinutes, type ProgrammeMinutes, type ProgrammeMinutesSource } from '@wellpath/shared/health/activity';
import { itemIndex, normalizeTracking, type NormalizedTracking, type TrackBody } from '@wellpath/shared/programs/tracking';
import { PROGRAM_LIMIT_CODE, type Program, type ProgramProgress } from '@wellpath/shared/programs/wire';
import type { Db } from '../../db/connection.js';
import type { EnrollmentRow, TrackingEntryRow } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { findPillarByIdOrSlug } from '../lifestyle/lifestyle.service.js';
import * as suggestions from './suggestions.repository.js';
import * as repo from './programs.repository.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import {
  allDays,
  choiceTexts,
  presentProgram,
  presentProgress,
  programTarget,
  storedChoices,
  storedDayValues,
  recentHistoryFrom,
  activitySource,
  type ChoiceTexts,
  type ExerciseIndex,
} from './programs.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { allExerciseNames, listEnrollments, trackingFor, trackingOfProgrammes } from './programs.repository.js';

export const PROGRAM_LIMIT_MESSAGE = smsg('api.programLimit');

/**
 * The signed-in member's day (decision 0073): `today` in their time zone once it is known (the day
 * their device claims until then), and the last day they may track, which is the same day once the
 * zone is known.
 */
export interface MemberDay {
  today: string;
  latest: string;
}

/** The member's day for a request: their time zone, else the day their device sends (`?today=`). */
export function memberDay(member: { timeZone: string | null }, claimed?: string, now = new Date()): MemberDay {
  return { today: memberToday(member.timeZone, claimed, now), latest: latestDayFor(member.timeZone, now) };
}

/**
 * The programmes in one language (decision 0079): each row with its texts, its pillar's name and its
 * exercises' names as the content reads in that language, by programme id.
 */
interface LocalPrograms {
  programs: Map<string, repo.ProgramListRow>;
  targets: Map<string, ReturnType<typeof programTarget>>;
  exercises: ExerciseIndex;
  choices: Map<string, ChoiceTexts>;
}

/** The programmes and exercise names of the content, parsed once: they only change at start (content sync). */
interface ProgramContent {
  /** The same programmes read in each language. */
  local: Record<Locale, LocalPrograms>;
  /**
   * A radio option's text in any language to its key, by programme id and item index: a choice comes
   * as the member saw it and is stored by key (decision 0079).
   */
  choiceKeys: Map<string, Map<number, Map<string, string>>>;
  programs: Map<string, repo.ProgramListRow>;
  byKey: Map<string, repo.ProgramListRow>;
  targets: Map<string, ReturnType<typeof programTarget>>;
  exercises: ExerciseIndex;
  /** The programmes whose tracking holds activity minutes (decision 0074), by id. */
  activity: Map<string, ProgrammeMinutesSource>;
}

/** Activity minutes of a programme's tracked day, with the programme they come from. */
export type TrackedActivity = ProgrammeMinutes & { program_id: string; program_title: string };

/** A normalised day of tracking as its row stores it. */
function trackingColumns(e: NormalizedTracking) {
  return {
    date: e.date,
    completed_items: JSON.stringify(e.completed_items),
    item_values: JSON.stringify(e.item_values),
    exercise_tracking: JSON.stringify(e.exercise_tracking),
  };
}

/** Rows (in their order) by enrolment. */
function groupByEnrollment<T extends { enrollment_id: string }>(rows: T[]): Map<string, T[]> {
  const by = new Map<string, T[]>();
  for (const r of rows) {
    const list = by.get(r.enrollment_id);
    if (list) list.push(r);
    else by.set(r.enrollment_id, [r]);
  }
  return by;
}

/** The programmes as `bundle` (the content in one language) words them; a programme it lacks keeps its row's texts. */
function localPrograms(rows: repo.ProgramListRow[], names: ExerciseIndex, bundle: ContentBundle): LocalPrograms {
  const defs = new Map(bundle.programs.map((p) => [p.key, p]));
  const exerciseNames = new Map(bundle.exercises.map((e) => [e.key, e.name]));
  const pillarNames = new Map(bundle.pillars.map((p) => [p.slug, p.name]));
  const exercises: ExerciseIndex = new Map([...names].map(([key, e]) => [key, { id: e.id, name: exerciseNames.get(key) ?? e.name }]));
  const programs = new Map<string, repo.ProgramListRow>();
  const targets = new Map<string, ReturnType<typeof programTarget>>();
  const choices = new Map<string, ChoiceTexts>();
  for (const row of rows) {
    const def = defs.get(row.key);
    const local = def
      ? {
          ...row,
          title: def.title,
          short_text: def.shortText,
          description: def.description,
          pillar_name: (row.pillar_slug && pillarNames.get(row.pillar_slug)) ?? row.pillar_name,
          action_items: JSON.stringify(def.action_items),
        }
      : row;
    const target = programTarget(local, exercises);
    programs.set(row.id, local);
    targets.set(row.id, target);
    choices.set(row.id, choiceTexts(target.action_items, storedChoices(row)));
  }
  return { programs, targets, exercises, choices };
}

/** Each programme's radio options, in every language, to their keys. */
function choiceKeysOf(rows: repo.ProgramListRow[], local: Record<Locale, LocalPrograms>): ProgramContent['choiceKeys'] {
  const out: ProgramContent['choiceKeys'] = new Map();
  for (const row of rows) {
    const byItem = new Map<number, Map<string, string>>();
    // English first: a text that is one option in English and another's French stays the English one's.
    for (const locale of ['en', 'fr'] as const) {
      for (const [i, texts] of local[locale].choices.get(row.id) ?? []) {
        const keys = byItem.get(i) ?? new Map<string, string>();
        for (const [key, text] of texts) if (!keys.has(text)) keys.set(text, key);
        byItem.set(i, keys);
      }
    }
    out.set(row.id, byItem);
  }
  return out;
}

export class ProgramService {
  private content?: Promise<ProgramContent>;

  constructor(
    private readonly db: Db,
    /** The content in each language (`byLocale`), for the programmes' texts in the reader's. */
    private readonly bundle: ContentBundle,
  ) {}

  /** Read on first use after start and kept; content is synced to the database before the app starts. */
  private programContent(): Promise<ProgramContent> {
    this.content ??= (async () => {
      const [rows, names] = await Promise.all([repo.allPrograms(this.db), repo.allExerciseNames(this.db)]);
      const exercises: ExerciseIndex = new Map(names.map((e) => [e.key, { id: e.id, name: e.name }]));
      const local = {
        en: localPrograms(rows, exercises, this.bundle.byLocale.en),
        fr: localPrograms(rows, exercises, this.bundle.byLocale.fr),
      };
      return {
        local,
        choiceKeys: choiceKeysOf(rows, local),
        programs: new Map(rows.map((r) => [r.id, r])),
        byKey: new Map(rows.map((r) => [r.key, r])),
        targets: new Map(rows.map((r) => [r.id, programTarget(r, exercises)])),
        exercises,
        activity: new Map(
          rows.flatMap((r) => {
            const source = activitySource(r, new Map([...exercises].map(([key, e]) => [key, e.id])));
            return source ? [[r.id, source] as const] : [];
          }),
        ),
      };
    })().catch((err: unknown) => {
      this.content = undefined;
      throw err;
    });
    return this.content;
  }

  /** A programme by id or key, archived ones too (from memory). */
  private async program(idOrKey: string, opts: { allowArchived: boolean }) {
    const content = await this.programContent();
    const row = content.programs.get(idOrKey) ?? content.byKey.get(idOrKey);
    if (!row || (row.archived && !opts.allowArchived)) throw notFound(smsg('api.programNotFound'));
    return row;
  }

  /**
   * The progress of some runs. Every figure counts every tracked day, but a list (`recent`) carries the
   * answers of the last RECENT_TRACKING_DAYS days only, so only those rows are read whole; the days
   * before come as dates alone (a member two years in has 1,400 days per programme).
   */
  private async progressOf(
    userId: string,
    enrollments: EnrollmentRow[],
    programs: Map<string, repo.ProgramListRow>,
    today: string,
    history: 'recent' | 'all',
    choices: Map<string, ChoiceTexts>,
  ): Promise<Map<string, ProgramProgress>> {
    const ids = enrollments.map((e) => e.id);
    let daysBy: Map<string, Array<{ date: string }>>;
    let rowsBy: Map<string, TrackingEntryRow[]>;
    if (history === 'recent' && enrollments.length > 0) {
      const from = enrollments.map((e) => recentHistoryFrom(e, today)).reduce((a, b) => (b < a ? b : a));
      const days = await repo.trackedDaysFrom(this.db, userId, ids, from);
      daysBy = groupByEnrollment(days);
      rowsBy = groupByEnrollment(days.filter((d) => d.recent));
    } else {
      rowsBy = groupByEnrollment(await repo.trackingFor(this.db, userId, ids));
      daysBy = rowsBy;
    }
    const now = new Date();
    const progress = new Map<string, ProgramProgress>();
    for (const e of enrollments) {
      const p = programs.get(e.program_id);
      const days = (daysBy.get(e.id) ?? []).map((d) => d.date);
      if (p) progress.set(e.id, presentProgress(e, p, allDays(days, rowsBy.get(e.id) ?? []), today, now, history, choices.get(p.id)));
    }
    return progress;
  }

  /**
   * Runs (of some statuses, or one by id) with their progress as lists show it (recent days whole),
   * in one query. Active runs all list from the same day (they have no end), so the enrolments and
   * their days come together; past runs end on different days and keep `progressOf`'s two queries.
   */
  private async runsWithRecentProgress(
    userId: string,
    read: { statuses: ['active'] } | ((from: string) => Promise<repo.RunWithDays[]>),
    programs: Map<string, repo.ProgramListRow>,
    today: string,
    choices: Map<string, ChoiceTexts>,
  ): Promise<{ enrollments: EnrollmentRow[]; progress: Map<string, ProgramProgress> }> {
    const from = recentHistoryFrom({ ended_at: null }, today);
    const runs = typeof read === 'function' ? await read(from) : await repo.enrollmentsWithDays(this.db, userId, read, from);
    const enrollments = runs.map((r) => r.enrollment);
    // A run fetched by id that has ended since (a finish racing this call) lists from its own end; a run
    // whose programme's end is past the days the query listed (its duration changed in the content
    // since it was read) has them read whole.
    const listedEnough = (r: repo.RunWithDays) => {
      const p = programs.get(r.enrollment.program_id);
      return !p || programEndDate(r.enrollment.start_day, p.duration, p.duration_unit) <= r.coversUntil;
    };
    if (runs.some((r) => r.enrollment.ended_at !== null || !listedEnough(r))) {
      return { enrollments, progress: await this.progressOf(userId, enrollments, programs, today, 'recent', choices) };
    }
    const now = new Date();
    const progress = new Map<string, ProgramProgress>();
    for (const r of runs) {
      const p = programs.get(r.enrollment.program_id);
      if (p)
        progress.set(
          r.enrollment.id,
          presentProgress(
            r.enrollment,
            p,
            { days: r.dates, count: r.count, last: r.last, rows: r.rows },
            today,
            now,
            'recent',
            choices.get(p.id),
          ),
        );
    }
    return { enrollments, progress };
  }

  /**
   * The activity minutes the member tracked in programmes from `from` to `to` (their days), which
   * count toward the weekly active minutes with the activities they log (decision 0074); each with
   * its programme's title in `locale`.
   */
  async trackedActivity(userId: string, from: string, to: string, locale: Locale = 'en'): Promise<TrackedActivity[]> {
    const content = await this.programContent();
    const titles = content.local[locale].programs;
    const days = await repo.trackingOfProgrammes(this.db, userId, [...content.activity.keys()], from, to);
    return days.flatMap((d) => {
      const source = content.activity.get(d.program_id);
      if (!source) return [];
      const entry = {
        date: d.date,
        ...storedDayValues(d),
      };
      const title = titles.get(d.program_id)?.title ?? content.programs.get(d.program_id)?.title ?? '';
      return programmeMinutes(source, entry).map((m) => ({ ...m, program_id: d.program_id, program_title: title }));
    });
  }

  /** Each programme whose content marks activity minutes (decision 0074), by id: what the outcomes count (decision 0127). */
  async activitySources(): Promise<ReadonlyMap<string, ProgrammeMinutesSource>> {
    return (await this.programContent()).activity;
  }

  /** The catalogue, optionally by pillar (id or slug) and type, with where the member stands on each. */
  async catalogue(userId: string, filter: { pillar?: string; type?: 'standard' | 'exercise' }, locale: Locale = 'en'): Promise<Program[]> {
    let pillarId: string | undefined;
    if (filter.pillar) {
      const pillar = await findPillarByIdOrSlug(this.db, filter.pillar);
      if (!pillar) throw notFound(smsg('api.pillarNotFound'));
      pillarId = pillar.id;
    }
    const [rows, enrollments] = await Promise.all([
      repo.listPrograms(this.db, { pillarId, type: filter.type }),
      repo.listEnrollments(this.db, userId),
    ]);
    const { local } = await this.programContent();
    const { programs, exercises, targets } = local[locale];
    return rows.map((r) => presentProgram(programs.get(r.id) ?? r, exercises, memberStatus(enrollments, r.id), targets.get(r.id)));
  }

  async detail(userId: string, idOrKey: string, today: string, locale: Locale = 'en') {
    const row = await this.program(idOrKey, { allowArchived: true });
    const local = (await this.programContent()).local[locale];
    const enrollments = (await repo.listEnrollments(this.db, userId)).filter((e) => e.program_id === row.id);
    if (row.archived && enrollments.length === 0) throw notFound(smsg('api.programNotFound'));
    const progress = await this.progressOf(userId, enrollments, new Map([[row.id, row]]), today, 'all', local.choices);
    const active = enrollments.find((e) => e.status === 'active');
    return {
      program: presentProgram(
        local.programs.get(row.id) ?? row,
        local.exercises,
        memberStatus(enrollments, row.id),
        local.targets.get(row.id),
      ),
      progress: active ? progress.get(active.id)! : null,
      past: enrollments.filter((e) => e.status !== 'active').map((e) => progress.get(e.id)!),
    };
  }

  /**
   * Programmes in progress (§7) or finished/left ones, each with its progress: two queries (the
   * member's enrolments, then their tracking entries), the programmes and exercise names from memory.
   * The progress counts every tracked day but lists only the recent ones (RECENT_TRACKING_DAYS): a
   * member two years in would otherwise download every day of it on each home load.
   */
  async withProgress(userId: string, which: 'active' | 'past', today: string, locale: Locale = 'en') {
    const content = await this.programContent();
    const local = content.local[locale];
    const { enrollments, progress } =
      which === 'active'
        ? await this.runsWithRecentProgress(userId, { statuses: ['active'] }, content.programs, today, local.choices)
        : await (async () => {
            const past = await repo.listEnrollments(this.db, userId, ['completed', 'left']);
            return { enrollments: past, progress: await this.progressOf(userId, past, content.programs, today, 'recent', local.choices) };
          })();
    return enrollments.flatMap((e) => {
      const p = local.programs.get(e.program_id);
      return p ? [{ program: presentProgram(p, local.exercises, e.status, local.targets.get(p.id)), progress: progress.get(e.id)! }] : [];
    });
  }

  /** Starts a programme; a third active one is refused with PROGRAM_LIMIT_REACHED, safely under concurrent starts. */
  async start(userId: string, idOrKey: string, fromSuggestion: boolean, today: string, locale: Locale = 'en') {
    const row = await this.program(idOrKey, { allowArchived: false });
    const enrollmentId = newId();
    await this.db.transaction().execute(async (trx) => {
      if (await repo.findActiveEnrollment(trx, userId, row.id)) throw conflict(smsg('api.programAlreadyActive'), 'PROGRAM_ALREADY_ACTIVE');
      let suggestionId: string | null = null;
      if (fromSuggestion) {
        const s = await suggestions.findSuggestionForProgram(trx, userId, row.id);
        if (s?.status === 'active') suggestionId = s.id;
      }
      const startedAt = nowIso();
      await repo.insertEnrollment(trx, {
        id: enrollmentId,
        userId,
        programId: row.id,
        startedAt,
        // The member's own day (decision 0073): the care team and the member see the same first day.
        startDay: today,
        suggestionId,
      });
      if (!(await repo.claimSlot(trx, userId, enrollmentId))) throw conflict(PROGRAM_LIMIT_MESSAGE, PROGRAM_LIMIT_CODE);
      if (suggestionId) await suggestions.setSuggestionStatus(trx, userId, suggestionId, 'started', 'active');
    });
    return (await this.detail(userId, row.id, today, locale)) as { program: Program; progress: ProgramProgress };
  }

  private async activeEnrollment(userId: string, idOrKey: string) {
    const row = await this.program(idOrKey, { allowArchived: true });
    const enrollment = await repo.findActiveEnrollment(this.db, userId, row.id);
    if (!enrollment) throw notFound(smsg('api.programNotActive'));
    return { row, enrollment };
  }

  /**
   * Records (or replaces) the entry of one day; bad input changes nothing. The common case is one
   * round trip (repo.trackActiveRun): the write, which finds the active run itself and checks the
   * run's first day, and the run with its days. When that write finds nothing to write (no active run,
   * a day before the start) or the input is wrong, the checks run one by one as below, for their exact
   * answer.
   */
  async track(userId: string, idOrKey: string, given: TrackBody, { today, latest }: MemberDay, locale: Locale = 'en') {
    const row = await this.program(idOrKey, { allowArchived: true });
    const content = await this.programContent();
    const target = content.targets.get(row.id) ?? programTarget(row, content.exercises);
    const choices = content.local[locale].choices;
    // A choice as the member saw it (either language) is checked as the English option of its key, and stored as the key.
    const keys = content.choiceKeys.get(row.id) ?? new Map<number, Map<string, string>>();
    const body = { ...given, item_values: inEnglish(given.item_values, keys, content.local.en.choices.get(row.id)) };
    const stored = (entry: NormalizedTracking) => trackingColumns({ ...entry, item_values: byKey(entry.item_values, keys) });
    if (!(row.type === 'standard' && body.exercise_tracking.length > 0)) {
      const result = normalizeTracking(body, target, { startDay: '', latestToday: latest });
      if (!('errors' in result)) {
        // Tracking changes no enrolment: the run and its days as they now are (recent days in the answer).
        const { enrollments, progress } = await this.runsWithRecentProgress(
          userId,
          async (from) => {
            const run = await repo.trackActiveRun(this.db, userId, row.id, stored(result.entry), from);
            return run ? [run] : [];
          },
          new Map([[row.id, row]]),
          today,
          choices,
        );
        if (enrollments[0]) return progress.get(enrollments[0].id)!;
      }
    }
    const { enrollment } = await this.activeEnrollment(userId, idOrKey);
    if (row.type === 'standard' && body.exercise_tracking.length > 0)
      throw badRequest(smsg('api.trackingNotSaved'), [smsg('api.noExercisesToTrack')]);
    const result = normalizeTracking(body, target, { startDay: enrollment.start_day, latestToday: latest });
    if ('errors' in result) throw badRequest(smsg('api.trackingNotSaved'), result.errors);
    await repo.upsertTracking(this.db, userId, enrollment.id, stored(result.entry));
    const progress = await this.progressOf(userId, [enrollment], new Map([[row.id, row]]), today, 'recent', choices);
    return progress.get(enrollment.id)!;
  }

  async finish(userId: string, idOrKey: string, today: string, locale: Locale = 'en') {
    const { row, enrollment } = await this.activeEnrollment(userId, idOrKey);
    const progress = (await this.detail(userId, row.id, today, locale)).progress!;
    if (!progress.can_finish) throw badRequest(smsg('api.finishFrom', { date: progress.end_date }));
    await repo.endEnrollment(this.db, userId, enrollment.id, 'completed');
    return this.detail(userId, row.id, today, locale);
  }

  /**
   * Takes back a Finish (the member's undo, or a reopen later): the programme's latest run, when it
   * was completed, is in progress again with its tracking, if a slot is free. A run the member left,
   * or an older one, is not reopened: Start Again begins a new run.
   */
  async reopen(userId: string, idOrKey: string, today: string, locale: Locale = 'en') {
    const row = await this.program(idOrKey, { allowArchived: false });
    await this.db.transaction().execute(async (trx) => {
      if (await repo.findActiveEnrollment(trx, userId, row.id)) throw conflict(smsg('api.programAlreadyActive'), 'PROGRAM_ALREADY_ACTIVE');
      const latest = await repo.latestEnrollment(trx, userId, row.id);
      if (latest?.status !== 'completed') throw notFound(smsg('api.noFinishedRun'));
      if (!(await repo.reopenEnrollment(trx, userId, latest.id))) throw conflict(smsg('api.programChanged'));
      if (!(await repo.claimSlot(trx, userId, latest.id))) throw conflict(PROGRAM_LIMIT_MESSAGE, PROGRAM_LIMIT_CODE);
    });
    return this.detail(userId, row.id, today, locale);
  }

  async leave(userId: string, idOrKey: string, today: string, locale: Locale = 'en') {
    const { row, enrollment } = await this.activeEnrollment(userId, idOrKey);
    await repo.endEnrollment(this.db, userId, enrollment.id, 'left');
    return this.detail(userId, row.id, today, locale);
  }
}

/** Each radio choice of a body in the English the checks compare, whichever language it came in. */
function inEnglish(
  values: TrackBody['item_values'],
  keys: ReadonlyMap<number, ReadonlyMap<string, string>>,
  english: ChoiceTexts | undefined,
): TrackBody['item_values'] {
  const out = { ...values };
  for (const [k, v] of Object.entries(values)) {
    const i = itemIndex(k);
    const key = typeof v === 'string' && i !== null ? keys.get(i)?.get(v) : undefined;
    const text = key === undefined || i === null ? undefined : english?.get(i)?.get(key);
    if (text !== undefined) out[k] = text;
  }
  return out;
}

/** The checked values with each radio choice as its option's key (decision 0079). */
function byKey(
  values: Record<string, string | number>,
  keys: ReadonlyMap<number, ReadonlyMap<string, string>>,
): Record<string, string | number> {
  const out = { ...values };
  for (const [k, v] of Object.entries(values)) {
    const key = typeof v === 'string' ? keys.get(Number(k))?.get(v) : undefined;
    if (key !== undefined) out[k] = key;
  }
  return out;
}

function memberStatus(enrollments: EnrollmentRow[], programId: string): Program['member_status'] {
  const mine = enrollments.filter((e) => e.program_id === programId);
  if (mine.some((e) => e.status === 'active')) return 'active';
  return mine[0]?.status ?? 'available';
}
