import type { ProgrammeMinutesSource } from '@wellpath/shared/health/activity';
import { z } from 'zod';
import { actionItemSchema, choiceKey, programExerciseSchema, type ActionItem } from '@wellpath/shared/programs/definition';
import { addDays, programEndDate, RECENT_TRACKING_DAYS, timeProgressPercent } from '@wellpath/shared/programs/progress';
import { scheduleProgress, type Schedule } from '@wellpath/shared/programs/schedule';
import { actionKey, storedTrackingSchema, type NormalizedTracking } from '@wellpath/shared/programs/tracking';
import { programSchema, type Program, type ProgramProgress, type TrackingEntry } from '@wellpath/shared/programs/wire';
import type { EnrollmentRow, TrackingEntryRow } from '../../db/schema.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import type { ProgramListRow } from './programs.repository.js';

/** Exercise names and ids by content key. */
export type ExerciseIndex = Map<string, { id: string; name: string }>;

/** A programme's stored action items and exercises (content/sync.ts), checked as the content has them. */
const storedItems = z.array(actionItemSchema);
const storedExercises = z.array(programExerciseSchema);

/** A programme's stored action items (`programs.action_items`), read through their schema. */
const storedActionItems = (text: string): ActionItem[] => parseJsonColumn(storedItems, text, 'programs.action_items');

/** A programme's stored action items as the member's choices were keyed by (decision 0079). */
export const storedChoices = (row: Pick<ProgramListRow, 'action_items'>): ActionItem[] => storedActionItems(row.action_items);

/**
 * A tracked day's values (`tracking_entries`' JSON columns), read through the schemas of what
 * normalizeTracking stored (decision 0082).
 */
export function storedDayValues(
  row: Pick<TrackingEntryRow, 'item_values' | 'exercise_tracking'>,
): Pick<NormalizedTracking, 'item_values' | 'exercise_tracking'> {
  return {
    item_values: parseJsonColumn(storedTrackingSchema.item_values, row.item_values, 'tracking_entries.item_values'),
    exercise_tracking: parseJsonColumn(storedTrackingSchema.exercise_tracking, row.exercise_tracking, 'tracking_entries.exercise_tracking'),
  };
}

export function scheduleOf(row: Pick<ProgramListRow, 'schedule_per' | 'schedule_target'>): Schedule {
  return row.schedule_per === 'week' ? { per: 'week', target: row.schedule_target } : { per: 'day', target: 1 };
}

/**
 * A programme's activity minutes as its content marks them (decision 0074), exercises by the id the
 * tracking names; null when it marks none.
 */
export function activitySource(
  row: Pick<ProgramListRow, 'action_items' | 'exercises'>,
  exerciseIds: ReadonlyMap<string, string>,
): ProgrammeMinutesSource | null {
  // A radio answer is stored by its option's key (decision 0079): the intensities are read by those keys.
  const items: ProgrammeMinutesSource['action_items'] = storedActionItems(row.action_items).map((i) =>
    i.type === 'radio' ? { ...i, options: i.options.map(choiceKey) } : i,
  );
  const planned = parseJsonColumn(storedExercises, row.exercises, 'programs.exercises').map((e) => ({
    exercise_id: exerciseIds.get(e.exercise) ?? e.exercise,
    unit: e.unit,
    activity: e.activity,
  }));
  return items.some((i) => i.activity) || planned.some((e) => e.activity) ? { action_items: items, exercises: planned } : null;
}

export function programTarget(row: ProgramListRow, exercises: ExerciseIndex) {
  const items = storedActionItems(row.action_items);
  const planned = parseJsonColumn(storedExercises, row.exercises, 'programs.exercises').map((e) => {
    const ex = exercises.get(e.exercise);
    return { exercise_id: ex?.id ?? e.exercise, name: ex?.name ?? e.exercise, sets: e.sets, reps: e.reps, unit: e.unit };
  });
  return { action_items: items, exercises: planned };
}

/** A programme's level as the wire names it. */
const programLevel = programSchema.shape.level.unwrap();

export function presentProgram(
  row: ProgramListRow,
  exercises: ExerciseIndex,
  memberStatus: Program['member_status'],
  /** The programme's target when already parsed (the service keeps the content's in memory). */
  target = programTarget(row, exercises),
): Program {
  return {
    _id: row.id,
    key: row.key,
    title: row.title,
    type: row.type,
    level: row.level === null ? null : programLevel.parse(row.level),
    duration: row.duration,
    duration_unit: row.duration_unit,
    schedule: scheduleOf(row),
    shortText: row.short_text,
    description: row.description,
    pillar:
      row.pillar_id && row.pillar_name && row.pillar_slug ? { _id: row.pillar_id, name: row.pillar_name, slug: row.pillar_slug } : null,
    action_items: target.action_items.map((a) => ({ ...a })),
    exercises: target.exercises,
    member_status: memberStatus,
  };
}

/**
 * A programme's radio options in one language by item index and option key (decision 0079): a
 * member's choice is stored as the key and answered as the option's text in the reader's language.
 */
export type ChoiceTexts = ReadonlyMap<number, ReadonlyMap<string, string>>;

/** The choice texts of a programme's items (in the language the items are written in). */
export function choiceTexts(items: readonly ActionItem[], english: readonly ActionItem[]): ChoiceTexts {
  const out = new Map<number, Map<string, string>>();
  items.forEach((item, i) => {
    const en = english[i];
    if (item.type !== 'radio' || en?.type !== 'radio') return;
    out.set(i, new Map(en.options.map((text, j) => [choiceKey(text), item.options[j] ?? text])));
  });
  return out;
}

export function presentEntry(row: TrackingEntryRow, type: 'standard' | 'exercise', choices: ChoiceTexts = new Map()): TrackingEntry {
  const completed = parseJsonColumn(storedTrackingSchema.completed_items, row.completed_items, 'tracking_entries.completed_items');
  const { item_values: values, exercise_tracking } = storedDayValues(row);
  for (const [k, v] of Object.entries(values)) {
    const text = typeof v === 'string' ? choices.get(Number(k))?.get(v) : undefined;
    if (text !== undefined) values[k] = text;
  }
  const exercise = type === 'exercise';
  return {
    date: row.date,
    completed_items: exercise ? Object.fromEntries(completed.map((i) => [actionKey(i), true])) : completed,
    item_values: exercise ? Object.fromEntries(Object.entries(values).map(([k, v]) => [actionKey(Number(k)), v])) : values,
    exercise_tracking,
    updated_at: row.updated_at,
  };
}

/** The day a run's figures are "as of": today, or the day it ended. */
const asOfDay = (e: Pick<EnrollmentRow, 'ended_at'>, today: string) => (e.ended_at ? e.ended_at.slice(0, 10) : today);

/** The first day of tracking a list of runs carries for a run (RECENT_TRACKING_DAYS up to its "as of" day). */
export function recentHistoryFrom(e: Pick<EnrollmentRow, 'ended_at'>, today: string): string {
  return addDays(asOfDay(e, today), 1 - RECENT_TRACKING_DAYS);
}

/** What presentProgress needs of a run's days when it has every one of them (ordered). */
export function allDays(days: string[], rows: TrackingEntryRow[]) {
  return { days, count: new Set(days).size, last: days.reduce<string | null>((l, d) => (l === null || d > l ? d : l), null), rows };
}

export function presentProgress(
  e: EnrollmentRow,
  program: Pick<ProgramListRow, 'duration' | 'duration_unit' | 'type' | 'schedule_per' | 'schedule_target'>,
  /**
   * The days tracked in the run (ordered): at least every one from its start to its end date, which
   * are all its figures look at; how many it has tracked in all and the latest; and the entries to
   * list (ordered): all of them, or for `recent` at least those from `recentHistoryFrom` on.
   */
  tracking: { days: string[]; count: number; last: string | null; rows: TrackingEntryRow[] },
  today: string,
  now: Date,
  /** `recent`: only the last RECENT_TRACKING_DAYS days of tracking (lists); `all`: every day (a programme's page). */
  history: 'recent' | 'all' = 'all',
  /** The programme's radio options in the reader's language, by key. */
  choices: ChoiceTexts = new Map(),
): ProgramProgress {
  const endDate = programEndDate(e.start_day, program.duration, program.duration_unit);
  const { days } = tracking;
  const asOf = asOfDay(e, today);
  const active = e.status === 'active';
  const schedule = scheduleProgress(days, scheduleOf(program), e.start_day, endDate, asOf);
  return {
    _id: e.id,
    program_id: e.program_id,
    status: e.status,
    started_at: e.started_at,
    start_day: e.start_day,
    end_date: endDate,
    ended_at: e.ended_at,
    percent: timeProgressPercent(e.started_at, program.duration, program.duration_unit, e.ended_at ? new Date(e.ended_at) : now),
    days_tracked: tracking.count,
    last_tracked: tracking.last,
    adherence: schedule.adherence,
    periods_met: schedule.periods_met,
    periods_counted: schedule.periods_counted,
    current_streak: active ? schedule.current_streak : 0,
    this_week: active ? schedule.this_week : null,
    can_finish: active && today >= endDate,
    ...trackingHistory(tracking.rows, tracking.count, program.type, history === 'recent' ? recentHistoryFrom(e, today) : null, choices),
  };
}

/**
 * The entries (ordered by date) from `from` on, or all of them; `tracking_history_from` is null when
 * none of the run's `tracked` days was left out.
 */
function trackingHistory(
  rows: TrackingEntryRow[],
  tracked: number,
  type: 'standard' | 'exercise',
  from: string | null,
  choices: ChoiceTexts,
) {
  const cut = from === null ? 0 : rows.findIndex((t) => t.date >= from);
  const kept = cut === -1 ? [] : rows.slice(cut);
  return {
    tracking_history: kept.map((t) => presentEntry(t, type, choices)),
    tracking_history_from: kept.length < tracked ? from : null,
  };
}
