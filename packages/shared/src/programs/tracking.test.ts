import { describe, expect, it } from 'vitest';
import { en } from '../i18n/catalog/en.js';
import { fr } from '../i18n/catalog/fr.js';
import { translate, type Translator } from '../i18n/message.js';
import { normalizeTracking, parseAmount, parseWeight, trackBodySchema, type TrackingTarget } from './tracking.js';

/** The English of the catalogue's messages (these have plain placeholders, no plurals). */
const english: Translator = {
  _: (id, values = {}) => en[id as keyof typeof en].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])),
};

const target: TrackingTarget = {
  action_items: [
    { type: 'checkmark', title: 'Warm up', description: '' },
    { type: 'number', title: 'Minutes walked', description: '', min: 0, max: 240 },
    { type: 'radio', title: 'Effort', description: '', options: ['Easy', 'Moderate', 'Hard'] },
    { type: 'text', title: 'Notes', description: '', max_length: 10 },
  ],
  exercises: [{ exercise_id: 'ex1', sets: 2, unit: 'reps' }],
};
const window = { startDay: '2026-01-10', latestToday: '2026-01-20' };
const run = (body: object) => {
  const result = normalizeTracking(trackBodySchema.parse(body), target, window);
  return 'errors' in result ? { errors: result.errors.map((e) => translate(e, english)) } : result;
};

describe('tracking validation', () => {
  it('normalises the standard payload (indexes) and drops empty values', () => {
    expect(run({ date: '2026-01-12', completed_items: [0, 2], item_values: { 1: 30, 2: 'Easy', 3: '' } })).toEqual({
      entry: { date: '2026-01-12', completed_items: [0, 2], item_values: { 1: 30, 2: 'Easy' }, exercise_tracking: [] },
    });
  });

  it('normalises the exercise payload (action_N keys) with sets', () => {
    const r = run({
      date: '2026-01-12',
      completed_items: { action_0: true, action_2: false },
      item_values: { action_2: 'Hard' },
      exercise_tracking: [
        {
          exercise_id: 'ex1',
          sets_completed: [
            { amount: '10', weight: '12.5', notes: ' ok ', unit: 'reps', completed: true },
            { amount: '', weight: '' },
          ],
        },
      ],
    });
    expect(r).toEqual({
      entry: {
        date: '2026-01-12',
        completed_items: [0],
        item_values: { 2: 'Hard' },
        exercise_tracking: [
          {
            exercise_id: 'ex1',
            sets_completed: [
              { amount: 10, weight: 12.5, notes: 'ok', unit: 'reps', completed: true },
              { amount: 0, weight: null, notes: '', unit: 'reps', completed: false },
            ],
          },
        ],
      },
    });
  });

  it('names every problem', () => {
    const r = run({
      date: '2026-01-21',
      completed_items: [7],
      item_values: { 0: 'x', 1: 241, 2: 'Extreme', 3: 'far too long text', action_9: 1 },
      exercise_tracking: [
        { exercise_id: 'nope', sets_completed: [] },
        { exercise_id: 'ex1', sets_completed: [{}, {}, {}] },
      ],
    });
    expect('errors' in r && r.errors).toEqual([
      'The date cannot be in the future',
      '"7" is not an action item of this programme',
      '"Warm up" is a check mark and takes no value',
      '"Minutes walked" must be between 0 and 240',
      '"Effort" must be one of: Easy, Moderate, Hard',
      '"Notes" must be at most 10 characters',
      '"action_9" is not an action item of this programme',
      'Exercise "nope" is not part of this programme',
      'No more than 2 sets can be recorded for this exercise',
    ]);
  });

  it('refuses a date before the start, fractional numbers and bad weights', () => {
    expect(run({ date: '2026-01-09' })).toEqual({ errors: ['The date cannot be before you started this programme (2026-01-10)'] });
    expect(run({ date: '2026-01-12', item_values: { 1: 2.5 } })).toEqual({ errors: ['"Minutes walked" must be a whole number'] });
    expect(
      run({ date: '2026-01-12', exercise_tracking: [{ exercise_id: 'ex1', sets_completed: [{ amount: 5, weight: 'heavy' }] }] }),
    ).toEqual({ errors: ['Set 1: the weight must be a number of kilograms from 0 to 1000'] });
    expect(run({ date: '2026-01-12', exercise_tracking: [{ exercise_id: 'ex1', sets_completed: [{ amount: '12.5' }] }] })).toEqual({
      errors: ['Set 1: the amount must be a whole number from 0 to 100000'],
    });
  });

  it('says each problem in French too', () => {
    const french: Translator = {
      _: (id, values = {}) => fr[id as keyof typeof fr].replace(/\{(\w+)\}/g, (_, key: string) => String(values[key])),
    };
    const r = normalizeTracking(trackBodySchema.parse({ date: '2026-01-12', item_values: { 1: 241 } }), target, window);
    expect('errors' in r && r.errors.map((e) => translate(e, french))).toEqual(['«\u00a0Minutes walked\u00a0» doit être entre 0 et 240']);
  });

  it('refuses impossible dates at the schema', () => {
    expect(trackBodySchema.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(trackBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('amount and weight parsing', () => {
  it('parses amount as an integer defaulting to 0, weight as a decimal or null', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount(' 12 ')).toBe(12);
    expect(parseAmount('12.0')).toBe(12);
    // A decimal amount is refused, not cut to 12.
    expect(parseAmount('12.7')).toBeNull();
    expect(parseAmount(12.5)).toBeNull();
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBeNull();
    expect(parseWeight('7,5')).toBe(7.5);
    expect(parseWeight('')).toBeNull();
    expect(parseWeight(null)).toBeNull();
    expect(parseWeight('x')).toBe('invalid');
  });
});
