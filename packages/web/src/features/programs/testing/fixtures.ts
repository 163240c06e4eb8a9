import { addDays } from '@wellpath/shared/programs/progress';
import type { Program, ProgramProgress, TrackingEntry } from '@wellpath/shared/programs/wire';
import { today } from '@/lib/dates';
import type { ApiOutput } from '@/lib/api-client';

/** Test data for the programmes area (component tests only). */
export function standardProgram(overrides: Partial<Program> = {}): Program {
  return {
    _id: 'p-std',
    key: 'smoke-free-start',
    title: 'Smoke-Free Start',
    type: 'standard',
    level: null,
    duration: 8,
    duration_unit: 'weeks',
    schedule: { per: 'day', target: 1 },
    shortText: 'An eight-week plan to stay smoke-free.',
    description: '<p>Quitting is the best thing you can do.</p>',
    pillar: { _id: 'pl1', name: 'Risky Substances', slug: 'risky-substances' },
    action_items: [
      { title: 'Smoke-free today', description: 'Not a single puff.', type: 'checkmark' },
      {
        title: 'Cigarettes smoked today',
        description: 'Enter 0 for a smoke-free day.',
        type: 'number',
        min: 0,
        max: 60,
        unit: 'cigarettes',
      },
      { title: 'How strong were your cravings today?', description: '', type: 'radio', options: ['None', 'Mild', 'Strong'] },
      { title: 'What helped today?', description: '', type: 'text', max_length: 500 },
    ],
    exercises: [],
    member_status: 'active',
    ...overrides,
  };
}

export function exerciseProgram(overrides: Partial<Program> = {}): Program {
  return {
    ...standardProgram(),
    _id: 'p-ex',
    key: 'strength-foundations',
    title: 'Strength Foundations',
    type: 'exercise',
    level: 'beginner',
    schedule: { per: 'week', target: 2 },
    pillar: { _id: 'pl2', name: 'Physical Activity', slug: 'physical-activity' },
    action_items: [
      { title: 'Warmed up for 5 minutes', description: '', type: 'checkmark' },
      { title: 'How hard did it feel?', description: '', type: 'radio', options: ['Easy', 'Moderate', 'Hard'] },
    ],
    exercises: [
      { exercise_id: 'ex-squat', name: 'Bodyweight Squat', sets: 2, reps: 10, unit: 'reps' },
      { exercise_id: 'ex-walk', name: 'Brisk Walk', sets: 1, reps: 20, unit: 'minutes' },
      { exercise_id: 'ex-plank', name: 'Plank', sets: 3, reps: 30, unit: 'seconds' },
      { exercise_id: 'ex-row', name: 'Rowing Machine', sets: 1, reps: 500, unit: 'meters' },
      { exercise_id: 'ex-bike', name: 'Stationary Bike', sets: 1, reps: 100, unit: 'calories' },
    ],
    ...overrides,
  };
}

/** A run started `startedDaysAgo` days before the member's today. */
export function progressFor(program: Program, history: TrackingEntry[] = [], startedDaysAgo = 3): ProgramProgress {
  const start = addDays(today(), -startedDaysAgo);
  return {
    _id: `run-${program._id}`,
    program_id: program._id,
    status: 'active',
    started_at: `${start}T12:00:00.000Z`,
    start_day: start,
    end_date: addDays(start, 56),
    ended_at: null,
    percent: 5,
    days_tracked: history.length,
    last_tracked:
      history
        .map((h) => h.date)
        .sort()
        .at(-1) ?? null,
    adherence: 0.5,
    periods_met: 1,
    periods_counted: 2,
    current_streak: history.length,
    this_week: { done: history.length, target: program.schedule.per === 'week' ? program.schedule.target : 7 },
    can_finish: false,
    tracking_history: history,
    tracking_history_from: null,
  };
}

export function entry(date: string, fields: Partial<TrackingEntry> = {}): TrackingEntry {
  return { date, completed_items: [], item_values: {}, exercise_tracking: [], updated_at: `${date}T20:00:00.000Z`, ...fields };
}

export const exercisesResponse: ApiOutput<'GET /exercises'> = {
  exercises: [
    {
      _id: 'ex-squat',
      key: 'bodyweight-squat',
      name: 'Bodyweight Squat (library)',
      category: 'strength',
      level: 'beginner',
      default_unit: 'reps',
      summary: '',
      muscles: [],
      equipment: [],
      instructions: [],
      safety: null,
      illustration: null,
    },
  ],
};
