import { guessUserInputs, guessVerdict, type GuessVerdict } from '@wellpath/shared/user/password-guesses';
import type { PasswordGuesser } from '@wellpath/shared/user/password-guesser';
import { useEffect, useMemo, useState } from 'react';

let loading: Promise<PasswordGuesser> | undefined;

/**
 * zxcvbn-ts and its dictionaries (decision 0072): chunks of their own, fetched the first time a
 * password page asks, never by the landing or the sign-in pages. A failed fetch is tried again next time.
 */
function loadGuesser(): Promise<PasswordGuesser> {
  loading ??= import('@wellpath/shared/user/password-guesser')
    .then((m) => m.loadPasswordGuesser())
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

/** A pause in typing before judging: a judgement takes milliseconds to (rarely) most of a second. */
const PAUSE_MS = 250;

/**
 * How easily `password` is guessed, given whose it is (names and address, as far as the page knows
 * them): undefined while the person types, before the dictionaries are here, or if they could not be
 * fetched (the server judges anyway). The dictionaries start loading when the page opens.
 */
export function usePasswordGuesses(
  password: string,
  owner: { email?: string | null; firstName?: string | null; lastName?: string | null } = {},
): GuessVerdict | undefined {
  const inputs = guessUserInputs(owner).join('\n');
  const [judged, setJudged] = useState<{ password: string; inputs: string; verdict: GuessVerdict }>();
  useEffect(() => {
    void loadGuesser().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      loadGuesser().then(
        (guess) => {
          if (current) setJudged({ password, inputs, verdict: guessVerdict(guess(password, inputs ? inputs.split('\n') : [])) });
        },
        () => undefined,
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);
  return useMemo(
    () => (judged && judged.password === password && judged.inputs === inputs ? judged.verdict : undefined),
    [judged, password, inputs],
  );
}
