import { MESSAGES } from '@wellpath/shared/user/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useForgotPasswordMutation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email.trim());
  }

  const showForm = !request.isSuccess && !request.isError;

  return (
    <AuthCard
      title="Password Reset"
      subtitle={showForm ? "Enter the email address of your account and we'll send you a link to choose a new password." : undefined}
      footer={<TextLink to={paths.auth.login.getHref()}>Back to Login</TextLink>}
    >
      {request.isSuccess && <StatusMessage type="success">{request.data?.message || MESSAGES.forgotSent}</StatusMessage>}
      {request.isError && (
        <StatusMessage type="error">
          {(isApiError(request.error) && request.error.serverMessage) || 'Failed to process request'}
        </StatusMessage>
      )}
      {showForm && (
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
          <Button type="submit" fullWidth size="lg" disabled={request.isPending} loading={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
