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
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    await guesses.judge(slow, []);
    clearInterval(timer);
    // The loop kept turning while the worker judged (a judgement on this thread would freeze it).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor((Date.now() - started) / 5 / 4));
  });
});
