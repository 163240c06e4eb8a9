import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { disableSecondFactorBodySchema, recoveryCodesBodySchema } from '@wellpath/shared/user/account-safety';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SecondFactorEnrolSteps, StepHeading } from '@/components/ui/second-factor-enrol-steps';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { RecoveryCodeList } from '@/components/ui/recovery-code-list';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import type { ApiOutput } from '@/lib/api-client';
import { failedSubmit, useZodForm } from '@/lib/forms';
import {
  useDisableSecondFactorMutation,
  useNewRecoveryCodesMutation,
  useSecondFactorConfirmMutation,
  useSecondFactorQuery,
  useSecondFactorSetupMutation,
} from '../api/account-safety';
import { CardHeading } from './card-heading';

type Setup = ApiOutput<'POST /user/second-factor/setup'>;
type Mode = { name: 'view'; message?: string } | { name: 'enrol'; setup: Setup } | { name: 'codes'; codes: string[]; fresh: boolean };

/**
 * "Two-step verification" on the profile: an optional second factor for members (the one staff use),
 * turned on with an authenticator app and a first code, with ten recovery codes shown once; new
 * codes, or off, with a code (and the password to turn it off).
 */
export function TwoStepCard() {
  const status = useSecondFactorQuery();
  const [mode, setMode] = useState<Mode>({ name: 'view' });
  const { t } = useLingui();

  let body;
  if (mode.name === 'enrol')
    body = (
      <EnrolStep
        setup={mode.setup}
        onConfirmed={(codes) => setMode({ name: 'codes', codes, fresh: true })}
        onCancel={() => setMode({ name: 'view' })}
      />
    );
  else if (mode.name === 'codes')
    body = <SaveRecoveryCodes codes={mode.codes} fresh={mode.fresh} onSaved={() => setMode({ name: 'view' })} />;
  else if (status.isPending)
    body = <SkeletonGroup className="space-y-3" label={t`Loading two-step verification`} shapes={['h-5 w-40', 'h-10 w-36']} />;
  else if (status.isError)
    body = (
      <StatusMessage type="error">
        <RetryError query={status}>
          <Trans>Failed to load two-step verification. Please try again later.</Trans>
        </RetryError>
      </StatusMessage>
    );
  else if (status.data.enabled)
    body = (
      <EnabledView
        codesLeft={status.data.recovery_codes_left}
        message={mode.message}
        onNewCodes={(codes) => setMode({ name: 'codes', codes, fresh: false })}
        onDisabled={(message) => setMode({ name: 'view', message })}
      />
    );
  else body = <DisabledView message={mode.message} onSetup={(setup) => setMode({ name: 'enrol', setup })} />;

  return (
    <Card className="p-6">
      <section aria-labelledby="two-step-heading">
        <CardHeading icon={ShieldCheck} id="two-step-heading">
          <Trans>Two-step verification</Trans>
        </CardHeading>
        <div className="mt-4">{body}</div>
      </section>
    </Card>
  );
}

/**
 * Ten recovery codes, shown once (after turning the second factor on, or new ones): download or write
 * them down. The staff account page (/care/account) shows new ones the same way.
 */
export function SaveRecoveryCodes({ codes, fresh, onSaved }: { codes: string[]; fresh: boolean; onSaved: () => void }) {
  const { t } = useLingui();
  return (
    <section className="space-y-4">
      <StepHeading level="card">
        <Trans>Save your recovery codes</Trans>
      </StepHeading>
      <StatusMessage type="success">
        {fresh ? (
          <Trans>Two-step verification is on.</Trans>
        ) : (
          <Trans>Your new recovery codes are ready; the old ones no longer work.</Trans>
        )}
      </StatusMessage>
      <p className="text-sm text-slate-700">
        <Trans>
          If you lose your phone, each code lets you log in once instead of a 6-digit code. They are shown only now: download them or write
          them down, and keep them somewhere safe and private.
        </Trans>
      </p>
      <RecoveryCodeList codes={codes} title={t`WellPath: recovery codes`}>
        <Button onClick={onSaved}>
          <Trans>I have saved them</Trans>
        </Button>
      </RecoveryCodeList>
    </section>
  );
}

function DisabledView({ message, onSetup }: { message?: string; onSetup: (setup: Setup) => void }) {
  const setup = useSecondFactorSetupMutation();
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {message && <StatusMessage type="success">{message}</StatusMessage>}
      <p>
        <Trans>
          <span className="font-medium text-slate-900">Off.</span> Add a second step to logging in: after your password, a 6-digit code from
          an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password). Someone who learns
          your password still cannot sign in.
        </Trans>
      </p>
      {setup.isError && (
        <StatusMessage type="error">
          <Trans>The set-up could not start. Please try again.</Trans>
        </StatusMessage>
      )}
      <Button onClick={() => setup.mutate(undefined, { onSuccess: onSetup })} loading={setup.isPending} disabled={setup.isPending}>
        <Trans>Turn on</Trans>
      </Button>
    </div>
  );
}

function EnrolStep({ setup, onConfirmed, onCancel }: { setup: Setup; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const confirm = useSecondFactorConfirmMutation();
  return (
    <SecondFactorEnrolSteps
      level="card"
      setup={setup}
      confirm={confirm}
      onConfirmed={onConfirmed}
      actions={(checking) => (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" loading={checking} disabled={checking}>
            {checking ? <Trans>Checking...</Trans> : <Trans>Confirm and turn on</Trans>}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={checking}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}
    />
  );
}

interface EnabledViewProps {
  codesLeft: number;
  message?: string;
  onNewCodes: (codes: string[]) => void;
  onDisabled: (message: string) => void;
}

function EnabledView({ codesLeft, message, onNewCodes, onDisabled }: EnabledViewProps) {
  const [form, setForm] = useState<'none' | 'codes' | 'disable'>('none');
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {message && <StatusMessage type="success">{message}</StatusMessage>}
      <SecondFactorOn codesLeft={codesLeft} />
      {form === 'none' && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setForm('codes')}>
            <Trans>New recovery codes</Trans>
          </Button>
          <Button variant="secondary" onClick={() => setForm('disable')}>
            <Trans>Turn off</Trans>
          </Button>
        </div>
      )}
      {form === 'codes' && <NewCodesForm onDone={onNewCodes} onCancel={() => setForm('none')} />}
      {form === 'disable' && <DisableForm onDone={onDisabled} onCancel={() => setForm('none')} />}
    </div>
  );
}

/** That the second factor is on, and how many recovery codes are left (a warning at two or fewer); members and staff. */
export function SecondFactorOn({ codesLeft }: { codesLeft: number }) {
  return (
    <>
      <p>
        <Trans>
          <span className="font-medium text-slate-900">On.</span> Logging in asks for a code from your authenticator app after your
          password.
        </Trans>
      </p>
      <p data-testid="recovery-codes-left" className={codesLeft <= 2 ? 'font-medium text-amber-800' : undefined}>
        {codesLeft <= 2 ? (
          <Plural
            value={codesLeft}
            one="# recovery code left. Get new ones so you are not locked out if you lose your phone."
            other="# recovery codes left. Get new ones so you are not locked out if you lose your phone."
          />
        ) : (
          <Plural value={codesLeft} one="# recovery code left." other="# recovery codes left." />
        )}
      </p>
    </>
  );
}

/** A code from the authenticator app or a recovery code (letters too: no number pad). */
function CodeField(props: UseFormRegisterReturn & { error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Code`}
      hint={t`The 6-digit code your authenticator app shows now, or one of your unused recovery codes.`}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={LIMITS.secondFactorCode}
      className="max-w-xs"
      required
      {...props}
    />
  );
}

/** New recovery codes for a code of the authenticator app (or a recovery code): members on their profile, staff on /care/account. */
export function NewCodesForm({ onDone, onCancel }: { onDone: (codes: string[]) => void; onCancel: () => void }) {
  const create = useNewRecoveryCodesMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useZodForm(recoveryCodesBodySchema, { defaultValues: { code: '' } });
  const { t } = useLingui();
  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    create.mutate(body, {
      onSuccess: (data) => onDone(data.recovery_codes),
      onError: (error) => {
        setOutcome(failedSubmit(error, t`New recovery codes could not be made. Please try again.`, { serverMessageOn: [400, 429] }));
        form.setValue('code', '');
      },
    });
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeading level="card">
        <Trans>New recovery codes</Trans>
      </StepHeading>
      <p>
        <Trans>Your current recovery codes stop working and ten new ones are shown once.</Trans>
      </p>
      <FormStatus outcome={outcome} />
      <CodeField error={form.formState.errors.code?.message} {...form.register('code')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={create.isPending} disabled={create.isPending}>
          <Trans>Get new codes</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: (message: string) => void; onCancel: () => void }) {
  const disable = useDisableSecondFactorMutation();
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const form = useZodForm(disableSecondFactorBodySchema, { defaultValues: { password: '', code: '' } });
  const { errors } = form.formState;
  const { t } = useLingui();
  const onSubmit = form.handleSubmit((body) => {
    setOutcome(null);
    disable.mutate(body, {
      onSuccess: (data) => onDone(data.message),
      onError: (error) => {
        setOutcome(
          failedSubmit(error, t`Two-step verification could not be turned off. Please try again.`, { serverMessageOn: [400, 429] }),
        );
        form.setValue('code', '');
      },
    });
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
      <StepHeading level="card">
        <Trans>Turn off two-step verification</Trans>
      </StepHeading>
      <p>
        <Trans>Logging in will need only your password. Enter your password and a code to confirm it is you.</Trans>
      </p>
      <FormStatus outcome={outcome} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        className="max-w-xs"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <CodeField error={errors.code?.message} {...form.register('code')} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" variant="danger" loading={disable.isPending} disabled={disable.isPending}>
          <Trans>Turn off</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={disable.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
