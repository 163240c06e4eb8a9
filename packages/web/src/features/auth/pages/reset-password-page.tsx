import { MESSAGES, resetPasswordFormSchema } from '@wellpath/shared/user/schemas';
import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { useId, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { usePasswordMinLength } from '@/api/password-policy';
import { StatusMessage, type StatusType } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms';
import { useResetPasswordMutation } from '../api/account';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordPage() {
  const { token } = useParams();
  if (!token) return <Navigate to={paths.auth.login.getHref()} replace />;
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <ResetPasswordForm token={token} />
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const meterId = useId();
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const [status, setStatus] = useState<{ type: StatusType; message: string } | null>(null);
  const reset = useResetPasswordMutation();

  // §5: submit stays disabled while the password is weak, confirm is empty or the two differ.
  const [password, confirm] = form.watch(['password', 'confirmPassword']);
  const minLength = usePasswordMinLength();
  const mismatch = confirm !== '' && password !== confirm;
  const disabled = reset.isPending || !checkPasswordStrength(password, minLength).acceptable || confirm === '' || password !== confirm;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (data) => setStatus({ type: 'success', message: data.message || MESSAGES.passwordReset }),
        onError: (error) => setStatus({ type: 'error', message: (isApiError(error) && error.serverMessage) || 'Failed to reset password' }),
      },
    ),
  );

  return (
    <AuthCard
      title="Reset Password"
      subtitle={status ? undefined : 'Choose a new password for your account.'}
      footer={<TextLink to={paths.auth.login.getHref()}>Return to Login</TextLink>}
    >
      {status ? (
        <div className="space-y-5">
          <StatusMessage type={status.type}>{status.message}</StatusMessage>
          {status.type === 'success' && (
            <Button fullWidth size="lg" onClick={() => void navigate(paths.auth.login.getHref())}>
              Return to Login
            </Button>
          )}
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            required
            error={form.formState.errors.password?.message}
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={password} id={meterId} minLength={minLength} />}
            {...form.register('password')}
          />
          <TextField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            required
            error={mismatch ? MESSAGES.passwordsMismatch : undefined}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" fullWidth size="lg" disabled={disabled} loading={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
