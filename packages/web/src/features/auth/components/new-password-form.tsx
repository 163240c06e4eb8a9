import { useLingui } from '@lingui/react/macro';
import { MESSAGES, resetPasswordFormSchema } from '@wellpath/shared/user/schemas';
import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { useId } from 'react';
import { usePasswordMinLength } from '@/api/password-policy';
import { usePasswordGuesses } from '@/lib/password-guesses';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';

interface NewPasswordFormProps {
  onSubmit: (values: { password: string; confirmPassword: string }) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Whose password it is, when the page knows (a staff invitation): their own words are easy to guess. */
  owner?: { email?: string; firstName?: string; lastName?: string };
}

/**
 * A new password, with the strength checker, and its confirmation (§5): submit stays disabled while
 * sending, while the password is weak, while confirm is empty or the two differ; an inline
 * 'Passwords do not match' shows under confirm once it is filled and different. A password that passes
 * the five checks but is easy to guess says why under the field and cannot be sent either.
 */
export function NewPasswordForm({ onSubmit, pending, submitLabel, pendingLabel, owner }: NewPasswordFormProps) {
  const { t } = useLingui();
  const meterId = useId();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const [password, confirm] = form.watch(['password', 'confirmPassword']);
  const minLength = usePasswordMinLength();
  const guesses = usePasswordGuesses(password, owner);
  const mismatch = confirm !== '' && password !== confirm;
  const disabled =
    pending ||
    !checkPasswordStrength(password, minLength).acceptable ||
    guesses?.acceptable === false ||
    confirm === '' ||
    password !== confirm;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
        required
        error={form.formState.errors.password?.message}
        aria-describedby={meterId}
        after={<PasswordStrengthMeter password={password} id={meterId} minLength={minLength} guesses={guesses} />}
        {...form.register('password')}
      />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? tr(MESSAGES.passwordsMismatch) : undefined}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" fullWidth size="lg" disabled={disabled} loading={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
