import { describe, expect, it } from 'vitest';
import { overlapsLog, programmeMinutes, weeklySummaries } from './activity.js';

describe('weekly sums', () => {
  const activities = [
    { date: '2026-11-15', minutes: 60, intensity: 'moderate', type: 'walking' }, // Sunday: previous week
    { date: '2026-11-16', minutes: 30, intensity: 'moderate', type: 'walking' }, // Monday
    { date: '2026-11-18', minutes: 40, intensity: 'vigorous', type: 'running' },
    { date: '2026-11-18', minutes: 20, intensity: 'light', type: 'yoga' },
    { date: '2026-11-19', minutes: 30, intensity: 'moderate', type: 'strength' },
    { date: '2026-11-19', minutes: 15, intensity: 'moderate', type: 'strength' },
    { date: '2026-11-22', minutes: 25, intensity: 'light', type: 'other', strength: true }, // Sunday: this week
  ];
  it('adds moderate-to-vigorous minutes and counts distinct strength days per week', () => {
    const [previous, current] = weeklySummaries(activities, '2026-11-22', 2);
    expect(previous).toEqual({ week_start: '2026-11-09', mvpa_minutes: 60, total_minutes: 60, strength_days: 0, sessions: 1 });
    expect(current).toEqual({ week_start: '2026-11-16', mvpa_minutes: 115, total_minutes: 160, strength_days: 2, sessions: 6 });
  });
  it('counts an activity held by two sources once, the larger, and every activity of one source', () => {
    const twice = [
      { date: '2026-11-16', minutes: 30, intensity: 'moderate', type: 'walking', source: 'manual' },
      { date: '2026-11-16', minutes: 32, intensity: 'moderate', type: 'walking', source: 'apple_health' },
      { date: '2026-11-16', minutes: 31, intensity: 'moderate', type: 'walking', source: 'google_fit' },
      // two runs of one source on one day are two runs
      { date: '2026-11-17', minutes: 20, intensity: 'vigorous', type: 'running', source: 'apple_health' },
      { date: '2026-11-17', minutes: 25, intensity: 'vigorous', type: 'running', source: 'apple_health' },
      { date: '2026-11-17', minutes: 40, intensity: 'vigorous', type: 'running', source: 'manual' },
    ];
    const [week] = weeklySummaries(twice, '2026-11-22', 1);
    expect(week).toEqual({ week_start: '2026-11-16', mvpa_minutes: 32 + 45, total_minutes: 77, strength_days: 0, sessions: 3 });
  });
  it('returns empty weeks too, oldest first', () => {
    const weeks = weeklySummaries([], '2026-11-22', 4);
    expect(weeks.map((w) => w.week_start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks.every((w) => w.mvpa_minutes === 0)).toBe(true);
  });
});

describe('programme minutes (decision 0074)', () => {
  const walkTo150 = {
    action_items: [
      {
        type: 'number',
        activity: { type: 'walking' as const, intensity_from: 1, intensities: ['light', 'moderate', 'vigorous'] as const },
      },
      {
        type: 'radio',
        options: ['Easy (I could sing)', 'Brisk (I could talk but not sing)', 'Very brisk (hard to say more than a few words)'],
      },
      { type: 'checkmark' },
    ],
    exercises: [],
  };
  const intervals = {
    action_items: [{ type: 'checkmark' }],
    exercises: [
      { exercise_id: 'ex-walk', unit: 'minutes', activity: { type: 'walking' as const, intensity: 'moderate' as const } },
      { exercise_id: 'ex-jacks', unit: 'seconds' },
    ],
  };
  const day = (
    item_values: Record<string, string | number>,
    exercise_tracking: Parameters<typeof programmeMinutes>[1]['exercise_tracking'] = [],
  ) => ({
    date: '2026-11-29',
    item_values,
    exercise_tracking,
  });

  it('reads the minutes a programme marks as activity, at the intensity of the member’s answer', () => {
    expect(programmeMinutes(walkTo150, day({ 0: 30, 1: 'Brisk (I could talk but not sing)' }))).toEqual([
      { date: '2026-11-29', type: 'walking', intensity: 'moderate', minutes: 30 },
    ]);
    expect(programmeMinutes(walkTo150, day({ 0: 30, 1: 'Very brisk (hard to say more than a few words)' }))[0]!.intensity).toBe('vigorous');
    // No answer on how brisk: light, so not counted as moderate-to-vigorous.
    expect(programmeMinutes(walkTo150, day({ 0: 30 }))[0]!.intensity).toBe('light');
    expect(programmeMinutes(walkTo150, day({ 1: 'Brisk (I could talk but not sing)' }))).toEqual([]);
    expect(programmeMinutes(walkTo150, day({ 0: 0, 1: 'Brisk (I could talk but not sing)' }))).toEqual([]);
  });

  it('adds an exercise’s completed sets in minutes, and nothing of unmarked exercises', () => {
    const sets = [
      { amount: 5, unit: 'minutes', completed: true },
      { amount: 5, unit: 'minutes', completed: false },
    ];
    expect(
      programmeMinutes(
        intervals,
        day({}, [
          { exercise_id: 'ex-walk', sets_completed: sets },
          { exercise_id: 'ex-jacks', sets_completed: [{ amount: 30, unit: 'seconds', completed: true }] },
        ]),
      ),
    ).toEqual([{ date: '2026-11-29', type: 'walking', intensity: 'moderate', minutes: 5 }]);
  });

  it('counts 30 brisk programme minutes toward the week', () => {
    const [week] = weeklySummaries([], '2026-11-29', 1, [{ date: '2026-11-28', type: 'walking', intensity: 'moderate', minutes: 30 }]);
    expect(week).toMatchObject({ mvpa_minutes: 30, total_minutes: 30, sessions: 1 });
  });

  it('never counts one walk twice: the larger of the log and the programme, per day and type', () => {
    const programme = [{ program_id: 'walk', date: '2026-11-28', type: 'walking' as const, intensity: 'moderate' as const, minutes: 30 }];
    const logged = (minutes: number, intensity = 'moderate', type = 'walking') => [{ date: '2026-11-28', type, minutes, intensity }];
    expect(weeklySummaries(logged(30), '2026-11-29', 1, programme)[0]).toMatchObject({ mvpa_minutes: 30, total_minutes: 30, sessions: 1 });
    expect(weeklySummaries(logged(45), '2026-11-29', 1, programme)[0]).toMatchObject({ mvpa_minutes: 45, sessions: 1 });
    expect(weeklySummaries(logged(10), '2026-11-29', 1, programme)[0]).toMatchObject({ mvpa_minutes: 30, total_minutes: 30 });
    // A light walk logged the same day: all minutes 30, moderate-to-vigorous still the programme's 30.
    expect(weeklySummaries(logged(30, 'light'), '2026-11-29', 1, programme)[0]).toMatchObject({ mvpa_minutes: 30, total_minutes: 30 });
    // Another type the same day, or walking another day, adds up.
    expect(weeklySummaries(logged(20, 'moderate', 'cycling'), '2026-11-29', 1, programme)[0]).toMatchObject({
      mvpa_minutes: 50,
      sessions: 2,
    });
    // Two programmes tracking walking on one day: the larger.
    const both = [
      ...programme,
      { program_id: 'intervals', date: '2026-11-28', type: 'walking' as const, intensity: 'moderate' as const, minutes: 10 },
    ];
    expect(weeklySummaries([], '2026-11-29', 1, both)[0]).toMatchObject({ mvpa_minutes: 30, sessions: 1 });
  });

  it('tells which programme minutes overlap a logged activity', () => {
    expect(overlapsLog({ date: '2026-11-28', type: 'walking' }, [{ date: '2026-11-28', type: 'walking' }])).toBe(true);
    expect(overlapsLog({ date: '2026-11-28', type: 'walking' }, [{ date: '2026-11-27', type: 'walking' }])).toBe(false);
  });
});
