import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { tr } from '@/lib/i18n/translate';
import { useVerifyEmailQuery } from '../api/account';

export function VerifyEmailPage() {
  const { token } = useParams();
  if (!token) return <Navigate to={paths.home.getHref()} replace />;
  return <VerifyEmail token={token} />;
}

function VerifyEmail({ token }: { token: string }) {
  const { t } = useLingui();
  const verification = useVerifyEmailQuery(token);

  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <title>{pageTitle(t`Verify Email`)}</title>
      <Card className="w-full max-w-md p-8 text-center">
        {verification.isPending && (
          <div role="status" className="flex flex-col items-center gap-4 text-teal-700">
            <Spinner size="lg" />
            <p className="text-base font-medium text-slate-800">
              <Trans>Verifying your email...</Trans>
            </p>
          </div>
        )}
        {verification.isSuccess && (
          <div className="flex flex-col items-center gap-4">
            <CircleCheck className="size-14 text-green-700" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Email Verified!</Trans>
            </h1>
            <p className="text-slate-700">{verification.data.message || tr(MESSAGES.emailVerified)}</p>
            <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'lg', fullWidth: true })}>
              <Trans>Proceed to Login</Trans>
            </Link>
          </div>
        )}
        {verification.isError && (
          <div className="flex flex-col items-center gap-4">
            <CircleAlert className="size-14 text-red-700" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-slate-900">
              <Trans>Verification Failed</Trans>
            </h1>
            <p role="alert" className="text-red-800">
              {(isApiError(verification.error) && verification.error.serverMessage) || t`Failed to verify email`}
            </p>
            <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary', size: 'lg', fullWidth: true })}>
              <Trans>Return to Home</Trans>
            </Link>
          </div>
        )}
      </Card>
    </div>
  );
}
