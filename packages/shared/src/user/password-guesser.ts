import { GUESSER_SETTINGS, type RawGuess } from './password-guesses.js';

/** Judges a password against the dictionaries and the person's own words (password-guesses.ts). */
export type PasswordGuesser = (password: string, userInputs: string[]) => RawGuess;

/**
 * zxcvbn-ts with its common, English and French dictionaries, loaded on first use: in the browser
 * they are chunks of their own, fetched by the password pages only. (The server's worker thread,
 * lib/password-guesses.ts, loads the same packages with the same settings.)
 */
export async function loadPasswordGuesser(): Promise<PasswordGuesser> {
  const [{ ZxcvbnFactory }, common, en, fr] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-fr'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    ...GUESSER_SETTINGS,
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => zxcvbn.check(password, userInputs);
}
