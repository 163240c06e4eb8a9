import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberSession } from '@wellpath/shared/user/account-safety';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { failedSubmit } from '@/lib/forms';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '../api/account-safety';
import { CardHeading } from './card-heading';

const PHONE = /iPhone|iPad|Android/;

/**
 * "Signed-in devices" on the profile: every live session of the member (the browser and system read
 * from its user agent, the IP it was last used from, when), this one marked; any other can be signed
 * out, or all of them at once.
 */
export function SignedInDevicesCard() {
  const sessions = useSessionsQuery();
  const endOne = useEndSessionMutation();
  const endOthers = useEndOtherSessionsMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const { t } = useLingui();

  function end(session: MemberSession) {
    setOutcome(null);
    const device = session.device;
    endOne.mutate(session._id, {
      onSuccess: () => setOutcome({ type: 'success', message: t`${device} is signed out.` }),
      onError: (error) =>
        setOutcome(failedSubmit(error, t`That device could not be signed out. Please try again.`, { serverMessageOn: [404] })),
    });
  }

  function endAllOthers() {
    setOutcome(null);
    endOthers.mutate(undefined, {
      onSuccess: (data) => setOutcome({ type: 'success', message: data.message }),
      onError: (error) => setOutcome(failedSubmit(error, t`The other devices could not be signed out. Please try again.`)),
      onSettled: () => setConfirmAll(false),
    });
  }

  return (
    <Card className="p-6">
      <section aria-labelledby="devices-heading">
        <CardHeading icon={Laptop} id="devices-heading">
          <Trans>Signed-in devices</Trans>
        </CardHeading>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Where your account is signed in now. If you do not recognise one, sign it out and change your password.</Trans>
        </p>
        <FormStatus outcome={outcome} className="mt-4" />
        <div className="mt-4">
          <AsyncSection
            query={sessions}
            loading={<SkeletonGroup className="space-y-3" label={t`Loading your signed-in devices`} shapes={['h-14', 'h-14']} />}
            error={
              <RetryError query={sessions}>
                <Trans>Failed to load your signed-in devices. Please try again later.</Trans>
              </RetryError>
            }
          >
            {(list) => (
              <>
                <ul className="divide-y divide-slate-200">
                  {list.map((session) => (
                    <DeviceRow
                      key={session._id}
                      session={session}
                      onEnd={() => end(session)}
                      busy={endOne.isPending && endOne.variables === session._id}
                      disabled={endOne.isPending || endOthers.isPending}
                    />
                  ))}
                </ul>
                {list.some((s) => !s.current) && (
                  <Button
                    variant="secondary"
                    className="mt-4 w-full sm:w-auto"
                    onClick={() => setConfirmAll(true)}
                    disabled={endOthers.isPending}
                  >
                    <Trans>Sign out of all other devices</Trans>
                  </Button>
                )}
              </>
            )}
          </AsyncSection>
        </div>
      </section>
      <Modal
        open={confirmAll}
        title={t`Sign out of all other devices?`}
        confirmLabel={t`Sign out`}
        confirmVariant="danger"
        busy={endOthers.isPending}
        onCancel={() => setConfirmAll(false)}
        onConfirm={endAllOthers}
      >
        <Trans>Every device except this one is signed out at once, and needs your password (and code) to sign in again.</Trans>
      </Modal>
    </Card>
  );
}

function DeviceRow({ session, onEnd, busy, disabled }: { session: MemberSession; onEnd: () => void; busy: boolean; disabled: boolean }) {
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  const { t } = useLingui();
  const device = session.device;
  const ip = session.ip;
  const lastUsed = formatDateTime(session.last_used_at);
  const signedIn = formatDateTime(session.signed_in_at);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0" data-testid="device-row">
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {session.device}
          {session.current && (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">
              <Trans>This device</Trans>
            </span>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {ip ? (
            <Trans>
              Last used <time dateTime={session.last_used_at}>{lastUsed}</time> · IP address {ip}
            </Trans>
          ) : (
            <Trans>
              Last used <time dateTime={session.last_used_at}>{lastUsed}</time>
            </Trans>
          )}
        </p>
        <p className="text-xs text-slate-600">
          {session.remembered ? (
            <Trans>
              Signed in <time dateTime={session.signed_in_at}>{signedIn}</time> · kept signed in
            </Trans>
          ) : (
            <Trans>
              Signed in <time dateTime={session.signed_in_at}>{signedIn}</time>
            </Trans>
          )}
        </p>
      </div>
      {!session.current && (
        <Button variant="secondary" size="sm" onClick={onEnd} loading={busy} disabled={disabled} aria-label={t`Sign out ${device}`}>
          <Trans>Sign out</Trans>
        </Button>
      )}
    </li>
  );
}
