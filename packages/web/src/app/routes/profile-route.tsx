import { useAccountDeletedExit } from '@/features/auth/api/account';
import { ProfilePage } from '@/features/profile/pages/profile-page';

/** The profile with the way out of a deleted account (features do not import each other). */
export function ProfileRoute() {
  const onAccountDeleted = useAccountDeletedExit();
  return <ProfilePage onAccountDeleted={onAccountDeleted} />;
}
