import { describe, expect, it } from 'vitest';
import { loadPasswordGuesser } from './password-guesser.js';
import { guessUserInputs, guessVerdict, MIN_GUESS_SCORE } from './password-guesses.js';

describe('how easily a password is guessed', () => {
  it('accepts a score of 3 or 4 and refuses 0 to 2, with the feedback as catalogue messages', () => {
    for (const score of [0, 1, 2]) {
      expect(guessVerdict({ score, feedback: { warning: 'common', suggestions: ['anotherWord', 'capitalization'] } })).toEqual({
        score,
        acceptable: false,
        warning: '@@account.guess.common',
        suggestions: ['@@account.suggest.anotherWord', '@@account.suggest.capitalization'],
      });
    }
    expect(MIN_GUESS_SCORE).toBe(3);
    for (const score of [3, 4])
      expect(guessVerdict({ score, feedback: { warning: null, suggestions: [] } })).toEqual({
        score,
        acceptable: true,
        warning: null,
        suggestions: [],
      });
  });

  it('leaves out feedback keys it does not know (a later zxcvbn-ts may add some)', () => {
    expect(guessVerdict({ score: 1, feedback: { warning: 'somethingNew', suggestions: ['alsoNew', 'repeated'] } })).toEqual({
      score: 1,
      acceptable: false,
      warning: null,
      suggestions: ['@@account.suggest.repeated'],
    });
  });

  it('gives zxcvbn the person’s names and address and their parts', () => {
    expect(guessUserInputs({ email: ' Avery.Tremblay@Example.ca ', firstName: 'Avery', lastName: 'Tremblay-Roy' })).toEqual([
      'avery',
      'tremblay-roy',
      'tremblay',
      'roy',
      'avery.tremblay@example.ca',
      'example',
      'avery.tremblay',
    ]);
    expect(guessUserInputs({})).toEqual([]);
  });

  it('scores the passwords the review found accepted below 3, and the demo and test passwords at 3 or more', async () => {
    const guess = await loadPasswordGuesser();
    for (const weak of ['Welcome1!', 'Password123!', 'Qwerty123!']) expect(guess(weak, []).score, weak).toBeLessThan(3);
    for (const strong of ['Demo-Member-2026', 'Demo-Staff-2026', 'Maple-Leaf-2024', 'Cedar-Grove-Care-2026!', 'Spruce-Trail-2027!'])
      expect(guess(strong, guessUserInputs({ firstName: 'Avery', lastName: 'Tremblay' })).score, strong).toBeGreaterThanOrEqual(3);
    // Loading the dictionaries takes seconds on a busy machine.
  }, 30_000);
});
