import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { secondFactorCodeBodySchema } from '@wellpath/shared/user/second-factor';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthenticatorKey } from '@/components/ui/authenticator-key';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { failedSubmit, useZodForm } from '@/lib/forms';

/**
 * Where the steps stand: a page of their own (the care team's enrolment, `h2`) or a card of the
 * profile (`h3`, smaller text).
 */
export type EnrolLevel = 'page' | 'card';

/** A step's heading that takes focus when the step appears, so the change is read out. */
export function StepHeading({ level, children }: { level: EnrolLevel; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return level === 'page' ? (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
      {children}
    </h2>
  ) : (
    <h3 ref={ref} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
      {children}
    </h3>
  );
}

/** The confirm call of a second factor (the member's or the care team's): a first code in, ten recovery codes out. */
interface ConfirmCall {
  mutate: (
    body: { code: string },
    callbacks: { onSuccess: (data: { recovery_codes: string[] }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface EnrolStepsProps {
  level: EnrolLevel;
  /** The new key, as the setup call answered it. */
  setup: { secret: string; qr_code: string };
  confirm: ConfirmCall;
  onConfirmed: (codes: string[]) => void;
  /** The form's buttons, given whether the code is being checked. */
  actions: (checking: boolean) => ReactNode;
}

/** Setting up a second factor: 1. add the key to an authenticator app, 2. confirm it with the code it shows. */
export function SecondFactorEnrolSteps({ level, setup, confirm, onConfirmed, actions }: EnrolStepsProps) {
  const { t } = useLingui();
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
  const page = level === 'page';

  return (
    <div className={page ? 'space-y-8' : 'space-y-6'}>
      <section className="space-y-4">
        <StepHeading level={level}>
          <Trans>1. Add WellPath to your authenticator app</Trans>
        </StepHeading>
        <p className={page ? 'text-slate-700' : 'text-sm text-slate-700'}>
          <Trans>Open the app, choose to add an account, and scan this QR code.</Trans>
        </p>
        <AuthenticatorKey secret={setup.secret} qrCode={setup.qr_code} />
      </section>
      <section className="space-y-4">
        {page ? (
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>2. Enter the code the app shows</Trans>
          </h2>
        ) : (
          <h3 className="text-base font-semibold text-slate-900">
            <Trans>2. Enter the code the app shows</Trans>
          </h3>
        )}
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
          {actions(confirm.isPending)}
        </form>
      </section>
    </div>
  );
}
