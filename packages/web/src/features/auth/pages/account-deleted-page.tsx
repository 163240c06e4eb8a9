import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_DATA_MESSAGES } from '@wellpath/shared/user/account-data';
import { useLocation } from 'react-router';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { useEndDeletedAccount, type DeletedAccountState } from '../api/account';
import { AuthCard } from '../components/auth-card';

/** Where a member lands once their account is deleted: what happened, and the way back to the home page. */
export function AccountDeletedPage() {
  const { t } = useLingui();
  const state = useLocation().state as Partial<DeletedAccountState> | null;
  useEndDeletedAccount(typeof state?.deletedUserId === 'string' ? state.deletedUserId : undefined);
  return (
    <AuthCard
      title={t`Goodbye`}
      footer={
        <TextLink to={paths.home.getHref()}>
          <Trans>Back to the home page</Trans>
        </TextLink>
      }
    >
      <StatusMessage type="success">{tr(ACCOUNT_DATA_MESSAGES.deleted)}</StatusMessage>
      <div className="mt-5 space-y-3 text-sm leading-6 text-slate-700">
        <p>
          <Trans>You have been signed out on every device, and a confirmation is on its way to your e-mail address.</Trans>
        </p>
        <p>
          <Trans>The clinic keeps only its access log: when members of the care team viewed or changed your record.</Trans>
        </p>
        <p>
          <Trans>Thank you for the time you spent with us. You are welcome back whenever you like, with a new account.</Trans>
        </p>
      </div>
    </AuthCard>
  );
}
