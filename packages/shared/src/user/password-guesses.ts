import type { SharedMessageId } from '../i18n/catalog/en.js';
import { msg } from '../i18n/message.js';

/**
 * How easily a password is guessed (decision 0072): zxcvbn-ts, with its common,
 * English and French dictionaries and the member's own name and address, estimates the guesses an
 * attacker needs and scores it 0 to 4; below 3 it is refused, with zxcvbn's feedback. This is a gate
 * beside the spec's five-check meter (password-strength.ts), which stays as it is.
 *
 * Zod-free and dictionary-free: the dictionaries (megabytes) are loaded by password-guesser.ts in the
 * browser, on the password pages only, and by a worker thread on the server.
 */

/** The lowest zxcvbn score accepted: "safely unguessable" against online attacks (about 10^8 guesses). */
export const MIN_GUESS_SCORE = 3;

/**
 * zxcvbn-ts settings both sides use. Only the first 64 characters are examined: its time grows fast
 * with length (seconds for 128 characters of substitutions), and 64 guessable characters are rare
 * while 64 hard ones are already far past the bar.
 */
export const GUESSER_SETTINGS = { maxLength: 64 } as const;

/** zxcvbn-ts's answer, as far as it is read here (its feedback as its translation keys). */
export interface RawGuess {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

/** The verdict: acceptable or not, and why not, as shared-catalogue messages (translate() them). */
export interface GuessVerdict {
  score: number;
  acceptable: boolean;
  warning: string | null;
  suggestions: string[];
}

const WARNINGS: Record<string, SharedMessageId> = {
  straightRow: 'account.guess.straightRow',
  keyPattern: 'account.guess.keyPattern',
  simpleRepeat: 'account.guess.simpleRepeat',
  extendedRepeat: 'account.guess.extendedRepeat',
  sequences: 'account.guess.sequences',
  recentYears: 'account.guess.recentYears',
  dates: 'account.guess.dates',
  topTen: 'account.guess.topTen',
  topHundred: 'account.guess.topHundred',
  common: 'account.guess.common',
  similarToCommon: 'account.guess.similarToCommon',
  wordByItself: 'account.guess.wordByItself',
  namesByThemselves: 'account.guess.namesByThemselves',
  commonNames: 'account.guess.commonNames',
  userInputs: 'account.guess.userInputs',
  pwned: 'account.guess.pwned',
};

const SUGGESTIONS: Record<string, SharedMessageId> = {
  l33t: 'account.suggest.l33t',
  reverseWords: 'account.suggest.reverseWords',
  allUppercase: 'account.suggest.allUppercase',
  capitalization: 'account.suggest.capitalization',
  dates: 'account.suggest.dates',
  recentYears: 'account.suggest.recentYears',
  associatedYears: 'account.suggest.associatedYears',
  sequences: 'account.suggest.sequences',
  repeated: 'account.suggest.repeated',
  longerKeyboardPattern: 'account.suggest.longerKeyboardPattern',
  anotherWord: 'account.suggest.anotherWord',
  useWords: 'account.suggest.useWords',
  noNeed: 'account.suggest.noNeed',
  pwned: 'account.suggest.pwned',
};

/** The message saying a password is refused for being easy to guess (before the feedback). */
export const EASY_TO_GUESS = msg('account.easyToGuess');

/** The verdict on zxcvbn-ts's answer; feedback keys it may add in a later version are left out. */
export function guessVerdict(raw: RawGuess): GuessVerdict {
  const acceptable = raw.score >= MIN_GUESS_SCORE;
  const warning = raw.feedback.warning ? WARNINGS[raw.feedback.warning] : undefined;
  return {
    score: raw.score,
    acceptable,
    // A strong password needs no advice (zxcvbn gives none above 2 anyway).
    warning: !acceptable && warning ? msg(warning) : null,
    suggestions: acceptable ? [] : raw.feedback.suggestions.flatMap((s) => (SUGGESTIONS[s] ? [msg(SUGGESTIONS[s])] : [])),
  };
}

/**
 * What the person is known by, for zxcvbn to treat as guessed already: their names, their address
 * and its parts (`avery.tremblay`, `avery`, `tremblay`, `example`).
 */
export function guessUserInputs(person: { email?: string | null; firstName?: string | null; lastName?: string | null }): string[] {
  const words = new Set<string>();
  const add = (text: string | null | undefined) => {
    const t = (text ?? '').trim().toLowerCase();
    if (t.length < 2) return;
    words.add(t);
    for (const part of t.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  };
  add(person.firstName);
  add(person.lastName);
  const email = (person.email ?? '').trim().toLowerCase();
  add(email);
  add(email.split('@')[0]);
  add(email.split('@')[1]?.split('.')[0]);
  return [...words];
}
