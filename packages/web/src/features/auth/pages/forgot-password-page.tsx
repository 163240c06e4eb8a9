import { Trans, useLingui } from '@lingui/react/macro';
import { emailOnlySchema } from '@wellpath/shared/user/schemas';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import { useForgotPasswordMutation } from '../api/account';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const form = useZodForm(emailOnlySchema, { defaultValues: { email: '' } });
  const request = useForgotPasswordMutation();

  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));
  const showForm = !request.isSuccess && !request.isError;

  return (
    <AuthCard
      title={t`Password Reset`}
      subtitle={showForm ? t`Enter the email address of your account and we'll send you a link to choose a new password.` : undefined}
      footer={
        <TextLink to={paths.auth.login.getHref()}>
          <Trans>Back to Login</Trans>
        </TextLink>
      }
    >
      {request.isSuccess && <StatusMessage type="success">{request.data.message || tr(MESSAGES.forgotSent)}</StatusMessage>}
      {request.isError && (
        <StatusMessage type="error">
          {(isApiError(request.error) && request.error.serverMessage) || t`Failed to process request`}
        </StatusMessage>
      )}
      {showForm && (
        <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth size="lg" disabled={request.isPending} loading={request.isPending}>
            {request.isPending ? t`Sending...` : t`Send Reset Link`}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
