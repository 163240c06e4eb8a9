import { loginSchema } from '@wellpath/shared/user/schemas';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms';
import { useLoginMutation, useResendVerificationMutation } from '../api/account';
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
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const errors = form.formState.errors;
  const email = form.watch('email').trim();
  const login = useLoginMutation();
  const resend = useResendVerificationMutation();

  const unverified = isApiError(login.error) && login.error.status === 403 && login.error.verified === false;

  const onSubmit = form.handleSubmit((values) => {
    resend.reset();
    login.mutate(values);
  });

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
                onClick={() => resend.mutate(email)}
                disabled={resend.isPending || email === ''}
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
          {resend.data.message || MESSAGES.resendSent}
        </StatusMessage>
      )}
      {resend.isError && (
        <StatusMessage type="error" className="mb-5">
          {(isApiError(resend.error) && resend.error.serverMessage) || 'Failed to resend verification email'}
        </StatusMessage>
      )}

      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
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
