import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@/lib/i18n/translate';
import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { MESSAGES, passwordChangeSchema } from '@wellpath/shared/user/schemas';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useApiMutation } from '@/api/resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { usePasswordMinLength } from '@/api/password-policy';
import { usePasswordGuesses } from '@/lib/password-guesses';
import type { ApiInput } from '@/lib/api-client';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { CardHeading } from './card-heading';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The change-password card of the profile screen (§2, §5, §8): `PUT /api/user/password`; this session
 * stays, the others end. A new password built from the member's own name or address, or otherwise
 * easy to guess, says why under the field and cannot be sent.
 */
export function ChangePasswordCard({ owner }: { owner: { email: string; firstName: string; lastName: string } }) {
  const form = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });
  const { errors, touchedFields } = form.formState;
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const meterId = useId();
  const { t } = useLingui();
  const change = useApiMutation('PUT /user/password', (body: ApiInput<'PUT /user/password'>['body']) => [{ body }]);

  // §5: the strength message once the member has left the field, the mismatch as soon as confirm is typed; submit disabled while weak.
  const [newPassword, confirmPassword] = form.watch(['newPassword', 'confirmPassword']);
  const minLength = usePasswordMinLength();
  const guesses = usePasswordGuesses(newPassword, owner);
  const weak = !checkPasswordStrength(newPassword, minLength).acceptable || guesses?.acceptable === false;
  const mismatch = confirmPassword !== '' && newPassword !== confirmPassword;

  const onSubmit = form.handleSubmit(
    (body) => {
      setOutcome(null);
      change.mutate(body, {
        onSuccess: () => {
          form.reset(EMPTY);
          setOutcome({ type: 'success', message: tr(MESSAGES.passwordUpdated) });
        },
        onError: (error) => setOutcome(failedSubmit(error, t`Failed to update password`)),
      });
    },
    () => setOutcome(null),
  );

  return (
    <Card className="p-6">
      <CardHeading icon={KeyRound} id="change-password-heading">
        <Trans>Change Password</Trans>
      </CardHeading>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>After the change, you stay signed in here and are signed out on your other devices.</Trans>
      </p>

      <FormStatus outcome={outcome} className="mt-5" />

      <form
        onChange={clearSuccess}
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby="change-password-heading"
        noValidate
        className="mt-5"
      >
        <fieldset disabled={change.isPending} className="space-y-5">
          <TextField
            label={t`Current Password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <TextField
            label={t`New Password`}
            type="password"
            autoComplete="new-password"
            required
            error={
              errors.newPassword?.message ?? (touchedFields.newPassword && newPassword !== '' && weak ? MESSAGES.weakPassword : undefined)
            }
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={newPassword} id={meterId} minLength={minLength} guesses={guesses} />}
            {...form.register('newPassword')}
          />
          <TextField
            label={t`Confirm New Password`}
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message ?? (mismatch ? MESSAGES.newPasswordsMismatch : undefined)}
            {...form.register('confirmPassword')}
          />
        </fieldset>
        <Button type="submit" fullWidth className="mt-6" disabled={weak || change.isPending} loading={change.isPending}>
          {change.isPending ? <Trans>Updating...</Trans> : <Trans>Update Password</Trans>}
        </Button>
      </form>
    </Card>
  );
}
