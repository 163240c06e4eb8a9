import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@wellpath/shared/staff/wire';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { apiQuery } from '@/api/resources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { CardHeading } from '../components/card-heading';
import { ChangePasswordCard } from '../components/change-password-card';
import { SignedInDevicesCard } from '../components/signed-in-devices-card';
import { NewCodesForm, SaveRecoveryCodes, SecondFactorOn } from '../components/two-step-card';

/**
 * /care/account: the staff member's own account (decision 0094), with the profile's cards and calls:
 * change the password, see and sign out the devices signed in, get new recovery codes. Their second
 * factor stays on; a lost phone is for an administrator to reset from /care/staff.
 */
export function StaffAccountPage() {
  const { t } = useLingui();
  // The workspace's layout has read it already: the same query, from the cache.
  const me = useQuery(apiQuery('GET /staff/me'));
  const title = t`Your account`;

  return (
    <div className="space-y-8">
      <title>{pageTitle(title)}</title>
      <PageHeader
        title={title}
        description={t`Your password, the devices signed in to your account, and your recovery codes for the second factor.`}
      />
      {me.isPending && <SkeletonGroup className="space-y-4" label={t`Loading your account`} shapes={['h-40', 'h-40']} />}
      {me.isError && (
        <StatusMessage type="error">
          <RetryError query={me}>
            <Trans>Failed to load your account. Please try again later.</Trans>
          </RetryError>
        </StatusMessage>
      )}
      {me.isSuccess && (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <SignedInDevicesCard />
            <RecoveryCodesCard me={me.data} />
          </div>
          <div className="lg:col-span-2">
            <ChangePasswordCard owner={{ email: me.data.email, firstName: me.data.firstName, lastName: me.data.lastName }} />
          </div>
        </div>
      )}
    </div>
  );
}

type Mode = { name: 'view' } | { name: 'form' } | { name: 'codes'; codes: string[] };

/** The second factor of a staff member: always on; how many recovery codes are left, and ten new ones for a code. */
function RecoveryCodesCard({ me }: { me: StaffMe }) {
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  let body;
  if (mode.name === 'codes') body = <SaveRecoveryCodes codes={mode.codes} fresh={false} onSaved={() => setMode({ name: 'view' })} />;
  else
    body = (
      <div className="space-y-4 text-sm text-slate-700">
        <SecondFactorOn codesLeft={me.second_factor.recovery_codes_left} />
        <p>
          <Trans>
            Lost your phone and your codes? An administrator can reset your second factor: you then set it up again at your next login.
          </Trans>
        </p>
        {mode.name === 'form' ? (
          <NewCodesForm onDone={(codes) => setMode({ name: 'codes', codes })} onCancel={() => setMode({ name: 'view' })} />
        ) : (
          <Button variant="secondary" onClick={() => setMode({ name: 'form' })}>
            <Trans>New recovery codes</Trans>
          </Button>
        )}
      </div>
    );
  return (
    <Card className="p-6">
      <section aria-labelledby="second-factor-heading">
        <CardHeading icon={ShieldCheck} id="second-factor-heading">
          <Trans>Second factor</Trans>
        </CardHeading>
        <div className="mt-4">{body}</div>
      </section>
    </Card>
  );
}
