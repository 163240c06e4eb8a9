import { Trans, useLingui } from '@lingui/react/macro';
import { ROLE_LABELS } from '@wellpath/shared/staff/roles';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { RetryError } from '@/components/ui/retry-error';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { tr } from '@/lib/i18n/translate';
import { useAcceptStaffInvitationMutation, useStaffInvitationQuery } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** /staff-invitation/:token: an invited staff member chooses their password (the second factor comes at first login). */
export function StaffInvitationPage() {
  const { token = '' } = useParams();
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Invitation token={token} />
    </div>
  );
}

function GoToLogin() {
  return (
    <Link to={paths.auth.login.getHref()} className={buttonClasses({ size: 'lg', fullWidth: true })}>
      <Trans>Go to login</Trans>
    </Link>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useLingui();
  const invitation = useStaffInvitationQuery(token);
  const accept = useAcceptStaffInvitationMutation();
  const [done, setDone] = useState<string | null>(null);

  if (done !== null) {
    return (
      <AuthCard title={t`Your password is set`}>
        <div className="space-y-5">
          <StatusMessage type="success">{done}</StatusMessage>
          <GoToLogin />
        </div>
      </AuthCard>
    );
  }

  if (invitation.isPending) {
    return (
      <AuthCard title={t`Care team invitation`}>
        <div className="flex items-center gap-3 text-teal-700">
          <Spinner label={t`Checking your invitation`} />
          <span className="text-slate-700">
            <Trans>Checking your invitation...</Trans>
          </span>
        </div>
      </AuthCard>
    );
  }

  if (invitation.isError) {
    const invalid = isApiError(invitation.error) && invitation.error.status >= 400 && invitation.error.status < 500;
    return (
      <AuthCard
        title={t`Care team invitation`}
        footer={
          <TextLink to={paths.auth.login.getHref()}>
            <Trans>Go to login</Trans>
          </TextLink>
        }
      >
        <StatusMessage type="error">
          {invalid ? (
            <p>
              {(isApiError(invitation.error) && invitation.error.serverMessage) ||
                t`This invitation link is invalid, has already been used or has expired. Ask your administrator for a new one.`}
            </p>
          ) : (
            <RetryError query={invitation}>
              <Trans>We couldn&apos;t check your invitation. Please try again.</Trans>
            </RetryError>
          )}
        </StatusMessage>
      </AuthCard>
    );
  }

  const { firstName, role, email } = invitation.data;
  const roleLabel = tr(ROLE_LABELS[role]);
  return (
    <AuthCard
      title={t`Care team invitation`}
      subtitle={t`Welcome, ${firstName}: choose your password for the care workspace (${roleLabel})`}
      footer={
        <TextLink to={paths.auth.login.getHref()}>
          <Trans>Go to login</Trans>
        </TextLink>
      }
    >
      <p className="mb-5 text-sm text-slate-700">
        <Trans>
          You will log in with <span className="font-semibold break-all text-slate-900">{email}</span>. After this, your first login sets up
          the second step: a code from an authenticator app on your phone.
        </Trans>
      </p>
      {accept.isError && (
        <StatusMessage type="error" className="mb-5">
          {(isApiError(accept.error) && accept.error.serverMessage) || t`Failed to set your password. Please try again.`}
        </StatusMessage>
      )}
      <NewPasswordForm
        onSubmit={(values) => accept.mutate({ token, ...values }, { onSuccess: (data) => setDone(data.message) })}
        pending={accept.isPending}
        submitLabel={t`Set my password`}
        pendingLabel={t`Saving...`}
        owner={{ email, firstName }}
      />
    </AuthCard>
  );
}
