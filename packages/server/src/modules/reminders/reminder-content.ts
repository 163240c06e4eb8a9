import { programmeMinutes, weeklySummaries, WEEKLY_MVPA_TARGET, type ProgrammeMinutesSource } from '@wellpath/shared/health/activity';
import { actionItemSchema, programExerciseSchema } from '@wellpath/shared/programs/definition';
import { storedTrackingSchema } from '@wellpath/shared/programs/tracking';
import { addDays, programEndDate, weekStart } from '@wellpath/shared/programs/progress';
import { asksOn, scheduleProgress, weekTarget, type Schedule, type SchedulePeriod } from '@wellpath/shared/programs/schedule';
import { localMoment, zonedInstant } from '@wellpath/shared/reminders/time-zone';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, EnrollmentRow } from '../../db/schema.js';
import { parseJsonColumn } from '../../lib/stored-row.js';
import { presentActivity } from '../healthtracking/vitals.presenter.js';
import { listActivities, listReadings } from '../healthtracking/vitals.service.js';
import { activitySource } from '../programs/programs.presenter.js';
import { listEnrollments, trackingFor, trackingOfProgrammes } from '../programs/programs.service.js';
import type { ReminderProgram } from './reminders.repository.js';

type Q = Kysely<Database> | Transaction<Database>;

// What each reminder says, gathered from the member's programmes, activities and readings for one of
// their days. Pure reads: the scheduler decides whether and when to send.

/** The programmes of the content, by id, with what the reminders need parsed once per pass. */
export type ProgramIndex = Map<
  string,
  ReminderProgram & { schedule: Schedule; actions: string[]; activity: ProgrammeMinutesSource | null }
>;

const actionItems = z.array(actionItemSchema);
const plannedExercises = z.array(programExerciseSchema);

export function indexPrograms(rows: ReminderProgram[], exercises: ReadonlyArray<{ id: string; key: string; name: string }>): ProgramIndex {
  const names = new Map(exercises.map((e) => [e.key, e.name]));
  const ids = new Map(exercises.map((e) => [e.key, e.id]));
  return new Map(
    rows.map((p) => {
      const items = parseJsonColumn(actionItems, p.action_items, 'programs.action_items').map((i) => i.title);
      const planned = parseJsonColumn(plannedExercises, p.exercises, 'programs.exercises').map((e) => names.get(e.exercise) ?? e.exercise);
      const schedule: Schedule = { per: p.schedule_per, target: p.schedule_target };
      return [p.id, { ...p, schedule, actions: [...planned, ...items], activity: activitySource(p, ids) }];
    }),
  );
}

export interface DueProgramme {
  programId: string;
  title: string;
  actions: string[];
}

interface Run {
  enrollment: EnrollmentRow;
  program: NonNullable<ReturnType<ProgramIndex['get']>>;
  endDate: string;
  days: string[];
}

async function runs(db: Q, userId: string, programs: ProgramIndex, statuses?: Array<'active' | 'completed' | 'left'>): Promise<Run[]> {
  const enrollments = await listEnrollments(db, userId, statuses);
  const entries = await trackingFor(
    db,
    userId,
    enrollments.map((e) => e.id),
  );
  return enrollments.flatMap((enrollment) => {
    const program = programs.get(enrollment.program_id);
    if (!program) return [];
    const days = entries.filter((t) => t.enrollment_id === enrollment.id).map((t) => t.date);
    return [{ enrollment, program, days, endDate: programEndDate(enrollment.start_day, program.duration, program.duration_unit) }];
  });
}

/** The programmes in progress that ask for a session on `date` and have not been tracked that day. */
export async function untrackedToday(
  db: Q,
  userId: string,
  date: string,
  programs: ProgramIndex,
  only?: 'blood-pressure',
): Promise<DueProgramme[]> {
  return (await runs(db, userId, programs, ['active']))
    .filter((r) => !only || r.program.readings === only)
    .filter((r) => !r.days.includes(date) && asksOn(r.days, r.program.schedule, r.enrollment.start_day, r.endDate, date))
    .map((r) => ({ programId: r.program.id, title: r.program.title, actions: r.program.actions }));
}

export interface WeeklyProgramme {
  programId: string;
  title: string;
  per: SchedulePeriod;
  /** Sessions (days) tracked that week against what the schedule asked of it, and the week before's count. */
  week: { done: number; target: number };
  previousDone: number | null;
  adherence: number;
  streak: number;
}

export interface BpAverage {
  systolic: number;
  diastolic: number;
  readings: number;
}

export interface WeeklyFigures {
  weekStart: string;
  weekEnd: string;
  programmes: WeeklyProgramme[];
  minutes: { week: number; previous: number; target: number };
  bloodPressure: { week: BpAverage | null; previous: BpAverage | null };
}

function tracked(days: string[], from: string, to: string): { done: number; days: number } {
  let span = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) span += 1;
  return { done: days.filter((d) => d >= from && d <= to).length, days: span };
}

function average(readings: Array<{ systolic: number; diastolic: number }>): BpAverage | null {
  if (readings.length === 0) return null;
  const mean = (k: 'systolic' | 'diastolic') => Math.round(readings.reduce((s, r) => s + r[k], 0) / readings.length);
  return { systolic: mean('systolic'), diastolic: mean('diastolic'), readings: readings.length };
}

/**
 * The week before the one holding `date` (Monday to Sunday, the member's days), and the week before
 * that for what changed: each programme run during it with that week's sessions against its schedule,
 * adherence and streak as of its Sunday; active minutes against 150; the blood pressure average.
 * Null when there is nothing at all to tell.
 */
export async function weeklyFigures(
  db: Q,
  userId: string,
  date: string,
  zone: string,
  programs: ProgramIndex,
): Promise<WeeklyFigures | null> {
  const monday = addDays(weekStart(date), -7);
  const sunday = addDays(monday, 6);
  const previousMonday = addDays(monday, -7);

  const programmes: WeeklyProgramme[] = [];
  for (const r of await runs(db, userId, programs)) {
    const { enrollment: e, program: p, days, endDate } = r;
    const endedOn = e.ended_at ? e.ended_at.slice(0, 10) : null;
    const lastDay = addDays(endDate, -1);
    if (e.start_day > sunday || lastDay < monday || (endedOn !== null && endedOn < monday)) continue;
    const from = e.start_day > monday ? e.start_day : monday;
    const to = lastDay < sunday ? lastDay : sunday;
    const week = tracked(days, from, to);
    const asOf = endedOn !== null && endedOn < sunday ? endedOn : sunday;
    const progress = scheduleProgress(days, p.schedule, e.start_day, endDate, asOf);
    const hadPrevious = e.start_day <= addDays(monday, -1);
    programmes.push({
      programId: p.id,
      title: p.title,
      per: p.schedule.per,
      week: { done: week.done, target: weekTarget(p.schedule, week.days) },
      previousDone: hadPrevious
        ? tracked(days, e.start_day > previousMonday ? e.start_day : previousMonday, addDays(monday, -1)).done
        : null,
      adherence: progress.adherence,
      streak: progress.current_streak,
    });
  }

  const withActivity = [...programs.values()].filter((p) => p.activity);
  const [activities, trackedDays, readings] = await Promise.all([
    listActivities(db, userId, previousMonday),
    trackingOfProgrammes(
      db,
      userId,
      withActivity.map((p) => p.id),
      previousMonday,
      sunday,
    ),
    listReadings(db, userId, zonedInstant(previousMonday, 0, zone).toISOString()),
  ]);
  // Minutes tracked in programmes count with the logged ones, once (decision 0074), as on the home and Activities.
  const programmeMinutesOf = trackedDays.flatMap((d) => {
    const source = programs.get(d.program_id)?.activity;
    if (!source) return [];
    const entry = {
      date: d.date,
      item_values: parseJsonColumn(storedTrackingSchema.item_values, d.item_values, 'tracking_entries.item_values'),
      exercise_tracking: parseJsonColumn(storedTrackingSchema.exercise_tracking, d.exercise_tracking, 'tracking_entries.exercise_tracking'),
    };
    return programmeMinutes(source, entry).map((m) => ({ ...m, program_id: d.program_id }));
  });
  const [previousWeek, lastWeek] = weeklySummaries(activities.map(presentActivity), sunday, 2, programmeMinutesOf);
  const dayOf = (r: { measured_at: string }) => localMoment(new Date(r.measured_at), zone).date;
  const inWeek = (from: string, to: string) => readings.filter((r) => dayOf(r) >= from && dayOf(r) <= to);
  const bloodPressure = { week: average(inWeek(monday, sunday)), previous: average(inWeek(previousMonday, addDays(monday, -1))) };
  const minutes = { week: lastWeek!.mvpa_minutes, previous: previousWeek!.mvpa_minutes, target: WEEKLY_MVPA_TARGET };

  const nothing = programmes.length === 0 && minutes.week === 0 && minutes.previous === 0 && !bloodPressure.week && !bloodPressure.previous;
  return nothing ? null : { weekStart: monday, weekEnd: sunday, programmes, minutes, bloodPressure };
}
