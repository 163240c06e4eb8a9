import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage, type StatusType } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [status, setStatus] = useState<{ type: StatusType; message: string } | null>(null);
  const reset = useResetPasswordMutation();

  const strength = checkPasswordStrength(password);
  const mismatch = confirm !== '' && password !== confirm;
  const disabled = reset.isPending || !strength.acceptable || confirm === '' || password !== confirm;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setStatus({ type: 'error', message: MESSAGES.passwordsMismatch });
      return;
    }
    if (!strength.acceptable) {
      setStatus({ type: 'error', message: MESSAGES.weakPassword });
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: (data) => setStatus({ type: 'success', message: data?.message || MESSAGES.passwordReset }),
        onError: (error) => setStatus({ type: 'error', message: (isApiError(error) && error.serverMessage) || 'Failed to reset password' }),
      },
    );
  }

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
        <form onSubmit={onSubmit} className="space-y-5">
          <TextField
            label="New Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={password} id={meterId} />}
          />
          <TextField
            label="Confirm Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={mismatch ? MESSAGES.passwordsMismatch : undefined}
          />
          <Button type="submit" fullWidth size="lg" disabled={disabled} loading={reset.isPending}>
            {reset.isPending ? 'Resetting...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
