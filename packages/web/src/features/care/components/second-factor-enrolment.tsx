import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { secondFactorCodeBodySchema } from '@wellpath/shared/staff/wire';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthenticatorKey } from '@/components/ui/authenticator-key';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { RecoveryCodeList } from '@/components/ui/recovery-code-list';
import { StatusMessage } from '@/components/ui/status-message';
import type { ApiOutput } from '@/lib/api-client';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useSecondFactorConfirmMutation, useSecondFactorSetupMutation } from '../api/staff';

type Setup = ApiOutput<'POST /staff/second-factor/setup'>;

/** A step's heading that takes focus when the step appears, so the change is read out. */
function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h2>
  );
}

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
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useZodForm(secondFactorCodeBodySchema, { defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    confirm.mutate(body, {
      onSuccess: (data) => onConfirmed(data.recovery_codes),
      onError: (error) => {
        setOutcome(failedSubmit(error, t`The code could not be checked. Please try again.`));
        form.setValue('code', '');
      },
    });
  });

  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <StepHeading>
          <Trans>1. Add WellPath to your authenticator app</Trans>
        </StepHeading>
        <p className="text-slate-700">
          <Trans>Open the app, choose to add an account, and scan this QR code.</Trans>
        </p>
        <AuthenticatorKey secret={setup.secret} qrCode={setup.qr_code} />
      </section>

      <section className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>2. Enter the code the app shows</Trans>
        </h2>
        <FormStatus outcome={outcome} />
        <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label={t`6-digit code`}
            hint={t`The code changes every 30 seconds: enter the one showing now.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.secondFactorCode}
            className="max-w-xs"
            required
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" loading={confirm.isPending} disabled={confirm.isPending}>
            {confirm.isPending ? t`Checking...` : t`Confirm`}
          </Button>
        </form>
      </section>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section className="space-y-4">
      <StepHeading>
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
