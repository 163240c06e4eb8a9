import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { EASY_TO_GUESS, type GuessVerdict } from '@wellpath/shared/user/password-guesses';
import { checkPasswordStrength, type StrengthLabel } from '@wellpath/shared/user/password-strength';
import { tr } from '@/lib/i18n/translate';
import { ProgressBar } from './progress-bar';
import { cn } from '@/lib/class-names';

const tone: Record<StrengthLabel, { bar: string; text: string }> = {
  'Very Weak': { bar: 'bg-red-600', text: 'text-red-700' },
  Weak: { bar: 'bg-orange-500', text: 'text-orange-700' },
  Medium: { bar: 'bg-amber-500', text: 'text-amber-800' },
  Strong: { bar: 'bg-green-600', text: 'text-green-700' },
  'Very Strong': { bar: 'bg-green-700', text: 'text-green-800' },
};

/** The shared rule's labels, in the app's language. */
const LABELS: Record<StrengthLabel, MessageDescriptor> = {
  'Very Weak': msg`Very Weak`,
  Weak: msg`Weak`,
  Medium: msg`Medium`,
  Strong: msg`Strong`,
  'Very Strong': msg`Very Strong`,
};

interface PasswordStrengthMeterProps {
  password: string;
  /** Lets the password input point at the requirements with aria-describedby. */
  id?: string;
  /** The server's minimum length (usePasswordMinLength); 8 by default. */
  minLength?: number;
  /** How easily it is guessed (usePasswordGuesses): why not, under the checks, when it is. */
  guesses?: GuessVerdict;
}

/** The highest the bar and label go for a password easy to guess: never "Strong" above the refusal. */
const GUESSABLE_CEILING = { score: 2, label: 'Weak' } as const;

/**
 * The five checks of the shared strength rule (§5), a bar and the strength label; and, for a password
 * that passes them but is easy to guess, what makes it so (decision 0072). Such a password is refused
 * however many checks it passes, so the bar and label then go no higher than Weak.
 */
export function PasswordStrengthMeter({ password, id, minLength, guesses }: PasswordStrengthMeterProps) {
  const strength = checkPasswordStrength(password, minLength);
  const easyToGuess = password !== '' && guesses !== undefined && !guesses.acceptable;
  const shown = easyToGuess && strength.score > GUESSABLE_CEILING.score ? GUESSABLE_CEILING : strength;
  const colours = tone[shown.label];
  const { t, i18n } = useLingui();
  const label = i18n._(LABELS[shown.label]);
  const min = minLength ?? 8;
  // The five checks by id; an unknown one keeps the shared rule's own words.
  const checkLabel = (check: { id: string; label: string }): string => {
    switch (check.id) {
      case 'length':
        return t`At least ${min} characters`;
      case 'uppercase':
        return t`An uppercase letter`;
      case 'lowercase':
        return t`A lowercase letter`;
      case 'digit':
        return t`A number`;
      case 'special':
        return t`A special character`;
      default:
        return check.label;
    }
  };
  return (
    <div id={id} className="mt-3 space-y-2" data-testid="password-strength">
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-700">
          <Trans>Password strength</Trans>
        </span>
        <span className={cn('font-semibold', colours.text)} aria-live="polite">
          {label}
        </span>
      </div>
      <ProgressBar value={(shown.score / 5) * 100} label={t`Password strength`} valueText={label} barClassName={colours.bar} />
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={t`Password requirements`}>
        {strength.checks.map((check) => (
          <li key={check.id} className={cn('flex items-center gap-1.5', check.passed ? 'text-green-800' : 'text-slate-600')}>
            {check.passed ? (
              <Check className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <X className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            )}
            <span>{checkLabel(check)}</span>
            <span className="sr-only">{check.passed ? t`(met)` : t`(not met)`}</span>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {easyToGuess && (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="password-guesses">
            <p className="font-semibold">{tr(EASY_TO_GUESS)}</p>
            {guesses.warning && <p className="mt-1">{tr(guesses.warning)}</p>}
            {guesses.suggestions.length > 0 && (
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {guesses.suggestions.map((s) => (
                  <li key={s}>{tr(s)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
