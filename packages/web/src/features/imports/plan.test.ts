import { describe, expect, it } from 'vitest';
import type { ImportValue } from '@wellpath/shared/health/imports';
import { batchesOf, defaultChoice, summarise } from './plan';

// The preview's counts by kind and the batches sent: the same file and choice make the same batches,
// whatever the app has already (a stopped import resumes at the right batch).

const weight = (day: string, value: number): ImportValue => ({ kind: 'weight', value, measured_at: `${day}T08:00:00Z` });
const steps = (day: string, n: number): ImportValue => ({ kind: 'steps', date: day, steps: n });

describe('the import plan', () => {
  const values = [weight('2026-11-02', 81.6), steps('2026-11-02', 4514), weight('2023-03-02', 84.1), steps('2026-11-03', 412)];

  it('counts each kind, its dates, what the app has and what the chosen dates send', () => {
    const choice = defaultChoice('2026-11-21', ['weight', 'steps']);
    expect(choice.from).toBe('2024-11-21');
    const refused = [{ kind: 'blood_pressure' as const, reason: 'future', count: 2, example: '2027-01-01' }];
    expect(summarise(values, [true, false, false, false], refused, choice)).toEqual([
      { kind: 'weight', count: 2, first: '2023-03-02', last: '2026-11-02', already: 1, toSend: 0, refused: [] },
      { kind: 'blood_pressure', count: 0, first: null, last: null, already: 0, toSend: 0, refused },
      { kind: 'steps', count: 2, first: '2026-11-02', last: '2026-11-03', already: 0, toSend: 2, refused: [] },
    ]);
  });

  it('sends the chosen kinds and dates newest first, in batches of 500 that do not depend on what the app has', () => {
    const many = Array.from({ length: 1203 }, (_, i) =>
      steps(new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString().slice(0, 10), i),
    );
    const choice = { kinds: new Set(['steps'] as const), from: '2023-01-01', to: '2026-11-21' };
    const batches = batchesOf([...many, weight('2026-01-01', 80)], choice);
    expect(batches.map((b) => b.length)).toEqual([500, 500, 203]);
    expect(batches[0]![0]).toEqual(many.at(-1));
    expect(batches[2]!.at(-1)).toEqual(steps('2023-01-01', 0));
    expect(batchesOf([...many].reverse(), choice)).toEqual(batches);
    expect(batchesOf(values, { kinds: new Set(['weight'] as const), from: '2024-01-01', to: '2026-11-21' })).toEqual([
      [weight('2026-11-02', 81.6)],
    ]);
  });
});
