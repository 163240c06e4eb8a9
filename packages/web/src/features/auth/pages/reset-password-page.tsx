import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@wellpath/shared/user/schemas';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusMessage, type StatusType } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { tr } from '@/lib/i18n/translate';
import { useResetPasswordMutation } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

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
  const { t } = useLingui();
  const navigate = useNavigate();
  const [status, setStatus] = useState<{ type: StatusType; message: string } | null>(null);
  const reset = useResetPasswordMutation();

  const onSubmit = ({ password }: { password: string }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: (data) => setStatus({ type: 'success', message: data.message || tr(MESSAGES.passwordReset) }),
        onError: (error) =>
          setStatus({ type: 'error', message: (isApiError(error) && error.serverMessage) || t`Failed to reset password` }),
      },
    );

  return (
    <AuthCard
      title={t`Reset Password`}
      subtitle={status ? undefined : t`Choose a new password for your account.`}
      footer={
        <TextLink to={paths.auth.login.getHref()}>
          <Trans>Return to Login</Trans>
        </TextLink>
      }
    >
      {status ? (
        <div className="space-y-5">
          <StatusMessage type={status.type}>{status.message}</StatusMessage>
          {status.type === 'success' && (
            <Button fullWidth size="lg" onClick={() => void navigate(paths.auth.login.getHref())}>
              <Trans>Return to Login</Trans>
            </Button>
          )}
        </div>
      ) : (
        <NewPasswordForm onSubmit={onSubmit} pending={reset.isPending} submitLabel={t`Reset Password`} pendingLabel={t`Resetting...`} />
      )}
    </AuthCard>
  );
}
