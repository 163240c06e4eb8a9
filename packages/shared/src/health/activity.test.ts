import { describe, expect, it } from 'vitest';
import { weeklySummaries } from './activity.js';

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
  it('returns empty weeks too, oldest first', () => {
    const weeks = weeklySummaries([], '2026-11-22', 4);
    expect(weeks.map((w) => w.week_start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks.every((w) => w.mvpa_minutes === 0)).toBe(true);
  });
});
