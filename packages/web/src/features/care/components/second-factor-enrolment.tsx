import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SecondFactorEnrolSteps, StepHeading } from '@/components/ui/second-factor-enrol-steps';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RecoveryCodeList } from '@/components/ui/recovery-code-list';
import { StatusMessage } from '@/components/ui/status-message';
import type { ApiOutput } from '@/lib/api-client';
import { useSecondFactorConfirmMutation, useSecondFactorSetupMutation } from '../api/staff';

type Setup = ApiOutput<'POST /staff/second-factor/setup'>;

interface EnrolmentProps {
  /** The second factor is on: the recovery codes are on screen (the workspace must wait for them). */
  onConfirmed: () => void;
  /** "I have saved them": open the workspace. */
  onDone: () => void;
}

/**
 * The second factor, set up before the workspace opens: a key for an authenticator app (QR code or
 * typed), confirmed with a first code, then ten recovery codes shown once.
 */
export function SecondFactorEnrolment({ onConfirmed, onDone }: EnrolmentProps) {
  const setup = useSecondFactorSetupMutation();
  const [codes, setCodes] = useState<string[] | null>(null);

  let step;
  if (codes) step = <RecoveryCodes codes={codes} onDone={onDone} />;
  else if (setup.data)
    step = (
      <ScanStep
        setup={setup.data}
        onConfirmed={(recoveryCodes) => {
          setCodes(recoveryCodes);
          onConfirmed();
        }}
      />
    );
  else
    step = (
      <div className="space-y-4 text-slate-700">
        <p>
          <Trans>
            The care workspace holds members&apos; health information, so it asks for a second factor: an authenticator app on your phone
            (for example Google Authenticator, Microsoft Authenticator or 1Password) that shows a new 6-digit code every 30 seconds.
          </Trans>
        </p>
        <p>
          <Trans>You will enter a code from the app each time you log in. Setting it up takes about two minutes.</Trans>
        </p>
        {setup.isError && (
          <StatusMessage type="error">
            <Trans>The set-up could not start. Please try again.</Trans>
          </StatusMessage>
        )}
        <Button onClick={() => setup.mutate()} loading={setup.isPending} disabled={setup.isPending}>
          <Trans>Start set-up</Trans>
        </Button>
      </div>
    );

  return (
    <Card className="mx-auto w-full max-w-2xl p-5 sm:p-8">
      <div className="flex items-center gap-3">
        <ShieldCheck className="size-8 shrink-0 text-teal-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          <Trans>Set up your second factor</Trans>
        </h1>
      </div>
      <div className="mt-6">{step}</div>
    </Card>
  );
}

function ScanStep({ setup, onConfirmed }: { setup: Setup; onConfirmed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const confirm = useSecondFactorConfirmMutation();
  return (
    <SecondFactorEnrolSteps
      level="page"
      setup={setup}
      confirm={confirm}
      onConfirmed={onConfirmed}
      actions={(checking) => (
        <Button type="submit" loading={checking} disabled={checking}>
          {checking ? t`Checking...` : t`Confirm`}
        </Button>
      )}
    />
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section className="space-y-4">
      <StepHeading level="page">
        <Trans>Save your recovery codes</Trans>
      </StepHeading>
      <StatusMessage type="success">
        <Trans>Your second factor is on.</Trans>
      </StatusMessage>
      <p className="text-slate-700">
        <Trans>
          If you lose your phone, each of these codes lets you log in once instead of a 6-digit code. They are shown only now: download them
          or write them down, and keep them somewhere safe and private.
        </Trans>
      </p>
      <RecoveryCodeList codes={codes} title={t`WellPath care workspace: recovery codes`}>
        <Button onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </RecoveryCodeList>
    </section>
  );
}
