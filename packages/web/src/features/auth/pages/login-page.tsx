import { MESSAGES } from '@wellpath/shared/user/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useLoginMutation } from '../api/login';
import { useResendVerificationMutation } from '../api/resend-verification';
import { AuthCard } from '../components/auth-card';

const NETWORK_ERROR = 'We could not reach the server. Please check your connection and try again.';

/** Which message a failed login shows (§8). */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 403 && error.verified === false) return MESSAGES.unverified;
    if (error.status === 429) return error.serverMessage ?? MESSAGES.invalidCredentials;
    if (error.status === 0) return NETWORK_ERROR;
  }
  return MESSAGES.invalidCredentials;
}

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginMutation();
  const resend = useResendVerificationMutation();

  const unverified = isApiError(login.error) && login.error.status === 403 && login.error.verified === false;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    resend.reset();
    login.mutate({ email: email.trim(), password });
  }

  return (
    <AuthCard
      title="Login"
      subtitle="Welcome back. Log in to continue your health journey."
      footer={
        <>
          New to WellPath? <TextLink to={paths.auth.register.getHref()}>Create Account</TextLink>
        </>
      }
    >
      {login.isError && (
        <StatusMessage type="error" className="mb-5">
          <p>{loginErrorMessage(login.error)}</p>
          {unverified && (
            <div className="mt-3">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => resend.mutate(email.trim())}
                disabled={resend.isPending || email.trim() === ''}
                loading={resend.isPending}
              >
                Resend verification email
              </Button>
            </div>
          )}
        </StatusMessage>
      )}
      {resend.isSuccess && (
        <StatusMessage type="success" className="mb-5">
          {resend.data?.message || MESSAGES.resendSent}
        </StatusMessage>
      )}
      {resend.isError && (
        <StatusMessage type="error" className="mb-5">
          {(isApiError(resend.error) && resend.error.serverMessage) || 'Failed to resend verification email'}
        </StatusMessage>
      )}

      <form onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="flex justify-end">
          <TextLink to={paths.auth.forgotPassword.getHref()} className="text-sm">
            Forgot Password
          </TextLink>
        </div>
        <Button type="submit" fullWidth size="lg" disabled={login.isPending} loading={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
    </AuthCard>
  );
}
