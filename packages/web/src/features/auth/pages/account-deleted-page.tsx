import { ACCOUNT_DATA_MESSAGES } from '@wellpath/shared/user/account-data';
import { useLocation } from 'react-router';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useEndDeletedAccount, type DeletedAccountState } from '../api/account';
import { AuthCard } from '../components/auth-card';

/** Where a member lands once their account is deleted: what happened, and the way back to the home page. */
export function AccountDeletedPage() {
  const state = useLocation().state as Partial<DeletedAccountState> | null;
  useEndDeletedAccount(typeof state?.deletedUserId === 'string' ? state.deletedUserId : undefined);
  return (
    <AuthCard title="Goodbye" footer={<TextLink to={paths.home.getHref()}>Back to the home page</TextLink>}>
      <StatusMessage type="success">{ACCOUNT_DATA_MESSAGES.deleted}</StatusMessage>
      <div className="mt-5 space-y-3 text-sm leading-6 text-slate-700">
        <p>You have been signed out on every device, and a confirmation is on its way to your e-mail address.</p>
        <p>The clinic keeps only its access log: when members of the care team viewed or changed your record.</p>
        <p>Thank you for the time you spent with us. You are welcome back whenever you like, with a new account.</p>
      </div>
    </AuthCard>
  );
}
