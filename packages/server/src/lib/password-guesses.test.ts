import { describe, expect, it } from 'vitest';
import { PasswordGuesses } from './password-guesses.js';

describe('password guesses (zxcvbn-ts in a worker thread)', () => {
  const guesses = new PasswordGuesses();

  it('refuses what is easy to guess, with its feedback as catalogue messages, and accepts what is not', async () => {
    const [common, own, strong] = await Promise.all([
      guesses.judge('Password123!', []),
      guesses.judge('Desrosiers2024!', ['marguerite', 'desrosiers']),
      guesses.judge('Spruce-Trail-2027!', ['marguerite', 'desrosiers']),
    ]);
    expect(common).toMatchObject({ acceptable: false, warning: '@@account.guess.similarToCommon' });
    expect(common.suggestions).toContain('@@account.suggest.anotherWord');
    expect(own).toMatchObject({ acceptable: false, warning: '@@account.guess.userInputs' });
    expect(strong).toEqual({ score: 4, acceptable: true, warning: null, suggestions: [] });
  });

  it('never holds up the event loop, even for the slowest passwords', async () => {
    const slow = 'p4$$w0rd'.repeat(16);
    let done = false;
    const judging = guesses.judge(slow, []).finally(() => (done = true));
    // The loop keeps turning while the worker judges: a judgement on this thread would have answered
    // before the loop's first turn, however fast or slow the machine.
    let turns = 0;
    while (!done) {
      turns += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await judging;
    expect(turns).toBeGreaterThan(1);
  });
});
