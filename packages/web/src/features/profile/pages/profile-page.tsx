import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@wellpath/shared/user/schemas';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useProfileQuery } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { AccessLogCard } from '../components/access-log-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { LanguageCard } from '../components/language-card';
import { ProfileConditions } from '../components/profile-conditions';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { SignedInDevicesCard } from '../components/signed-in-devices-card';
import { TwoStepCard } from '../components/two-step-card';
import { YourDataCard } from '../components/your-data-card';
import { RemindersCard } from '../components/reminders-card';
import { TimeZoneCard } from '../components/time-zone-card';

/**
 * The profile screen (/profile, §2): a read view and an edit view of the member's details, their
 * conditions, account security (the change-password card, two-step verification, signed-in devices)
 * and "Your data" (download, delete the account; then `onAccountDeleted` leaves the app).
 */
export function ProfilePage({ onAccountDeleted }: { onAccountDeleted: (userId: string) => Promise<void> }) {
  const profile = useProfileQuery();
  const { t } = useLingui();

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Profile`)}</title>
      <PageHeader
        title={t`Profile`}
        description={t`Your personal details, health conditions, language, reminder e-mails, account security, who on your care team has viewed your record, and your data.`}
      />

      {profile.isPending && <ProfileSkeleton />}
      {profile.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load profile</Trans>
        </StatusMessage>
      )}
      {profile.isSuccess && (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <PersonalDetailsCard profile={profile.data} />
            <ProfileConditions conditions={profile.data.conditions} />
            <SignedInDevicesCard />
            <AccessLogCard />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <LanguageCard />
            <TimeZoneCard saved={profile.data.time_zone} />
            <RemindersCard />
            <ChangePasswordCard owner={{ email: profile.data.email, firstName: profile.data.firstName, lastName: profile.data.lastName }} />
            <TwoStepCard />
            <YourDataCard userId={profile.data._id} onAccountDeleted={onAccountDeleted} />
          </div>
        </div>
      )}
    </div>
  );
}

function PersonalDetailsCard({ profile }: { profile: Profile }) {
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [saved, setSaved] = useState<string | null>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const returning = useRef(false);

  // Back in the read view: the success message takes focus if there is one, otherwise the Edit button.
  useEffect(() => {
    if (mode !== 'view' || !returning.current) return;
    returning.current = false;
    (savedRef.current ?? headerRef.current?.querySelector<HTMLButtonElement>('button'))?.focus();
  }, [mode, saved]);

  function backToView(message: string | null) {
    returning.current = true;
    setSaved(message);
    setMode('view');
  }

  return (
    <Card className="p-6">
      <div ref={headerRef} className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          {mode === 'edit' ? <Trans>Edit Personal Details</Trans> : <Trans>Personal Details</Trans>}
        </h2>
        {mode === 'view' && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSaved(null);
              setMode('edit');
            }}
          >
            <Pencil className="size-4" aria-hidden="true" />
            <Trans>Edit Profile</Trans>
          </Button>
        )}
      </div>

      {mode === 'view' ? (
        <>
          {saved && (
            <StatusMessage ref={savedRef} type="success" className="mt-4">
              {saved}
            </StatusMessage>
          )}
          <div className="mt-2">
            <ProfileDetails profile={profile} />
          </div>
        </>
      ) : (
        <div className="mt-5">
          <ProfileEditForm profile={profile} onSaved={(message) => backToView(message)} onCancel={() => backToView(null)} />
        </div>
      )}
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5" aria-busy="true">
      <p className="sr-only" role="status">
        <Trans>Loading...</Trans>
      </p>
      <Card className="space-y-5 p-6 lg:col-span-3">
        <Skeleton className="h-6 w-40" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-full sm:col-span-2" />
          </div>
        ))}
      </Card>
      <Card className="p-6 lg:col-span-2">
        <SkeletonGroup className="space-y-4" shapes={['h-6 w-44', 'h-10 w-full', 'h-10 w-full', 'h-10 w-full']} />
      </Card>
    </div>
  );
}
