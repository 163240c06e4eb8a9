import { MESSAGES, registerFieldsSchema } from '@wellpath/shared/user/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useProvincesQuery } from '@/api/provinces';
import { AddressFieldset } from '@/components/ui/address-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { DateOfBirthField, NameFields } from '@/components/ui/person-fields';
import { usePasswordMinLength } from '@/api/password-policy';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink, textLinkClasses } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { useZodForm } from '@/lib/forms';
import { usePasswordGuesses } from '@/lib/password-guesses';
import { useRegisterMutation } from '../api/account';
import { AuthCard } from '../components/auth-card';

const EMPTY_FORM = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  street: '',
  city: '',
  province: '',
  postalCode: '',
  acceptReleaseOfInformation: false,
  acceptTermsAndConditions: false,
  acceptPrivacyPolicy: false,
};

type Status = { type: 'success'; message: string } | { type: 'error'; message: string; errors: string[] };

function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </Link>
  );
}

function ToLogin() {
  return (
    <Trans>
      Already have an account? <TextLink to={paths.auth.login.getHref()}>Login</TextLink>
    </Trans>
  );
}

/** The form's fields as the register call takes them. */
function registerBody(v: z.output<typeof registerFieldsSchema>): Parameters<ReturnType<typeof useRegisterMutation>['mutate']>[0] {
  return {
    email: v.email,
    password: v.password,
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth,
    address: { street: v.street, city: v.city, province: v.province, postalCode: v.postalCode },
    acceptReleaseOfInformation: v.acceptReleaseOfInformation === true,
    acceptTermsAndConditions: v.acceptTermsAndConditions === true,
    acceptPrivacyPolicy: v.acceptPrivacyPolicy === true,
  };
}

export function RegisterPage() {
  const { t } = useLingui();
  const form = useZodForm(registerFieldsSchema, { defaultValues: EMPTY_FORM });
  const errors = form.formState.errors;
  const [status, setStatus] = useState<Status | null>(null);
  const meterId = useId();
  const registration = useRegisterMutation();
  const { provinces, isLoading: provincesLoading } = useProvincesQuery();

  // §5: submit is disabled until all three agreements are ticked.
  const agreements = form.watch(['acceptReleaseOfInformation', 'acceptTermsAndConditions', 'acceptPrivacyPolicy']);
  const allAccepted = agreements.every((accepted) => accepted === true);
  const [password, email, firstName, lastName] = form.watch(['password', 'email', 'firstName', 'lastName']);
  const minLength = usePasswordMinLength();
  // A password the five checks accept may still be easy to guess (the member's own name, a common one).
  const guesses = usePasswordGuesses(password, { email, firstName, lastName });

  const onSubmit = form.handleSubmit(
    (v) => {
      setStatus(null);
      if (guesses?.acceptable === false) {
        form.setError('password', { message: tr(MESSAGES.weakPassword) }, { shouldFocus: true });
        return;
      }
      registration.mutate(registerBody(v), {
        onSuccess: () => {
          form.reset(EMPTY_FORM);
          setStatus({ type: 'success', message: tr(MESSAGES.registered) });
        },
        onError: (error) =>
          setStatus({
            type: 'error',
            message: (isApiError(error) && error.serverMessage) || t`Registration failed`,
            errors: isApiError(error) ? error.errors : [],
          }),
      });
    },
    // Field errors show under their fields; the agreements' rule is the form's own message.
    () => setStatus(allAccepted ? null : { type: 'error', message: tr(MESSAGES.agreements), errors: [] }),
  );

  return (
    <AuthCard
      wide
      title={t`Create your account`}
      subtitle={t`Join the programme in a few minutes. We'll send you an email to confirm your address.`}
      headerAction={<LanguageSwitch />}
      footer={<ToLogin />}
    >
      {status && <RegisterStatus status={status} />}

      <form onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <fieldset disabled={registration.isPending} className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">
            <Trans>Account</Trans>
          </legend>
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={password} id={meterId} minLength={minLength} guesses={guesses} />}
            {...form.register('password')}
          />
        </fieldset>

        <fieldset disabled={registration.isPending} className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">
            <Trans>About you</Trans>
          </legend>
          <NameFields
            firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
            lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
          />
          <DateOfBirthField
            hint={t`You must be at least 18 years old.`}
            error={errors.dateOfBirth?.message}
            {...form.register('dateOfBirth')}
          />
        </fieldset>

        <AddressFieldset
          disabled={registration.isPending}
          required={false}
          street={{ error: errors.street?.message, ...form.register('street') }}
          city={{ error: errors.city?.message, ...form.register('city') }}
          province={{ error: errors.province?.message, ...form.register('province') }}
          postalCode={{ error: errors.postalCode?.message, ...form.register('postalCode') }}
          provinces={provinces}
          provincesLoading={provincesLoading}
        />

        <AgreementsFieldset
          disabled={registration.isPending}
          allAccepted={allAccepted}
          releaseOfInformation={form.register('acceptReleaseOfInformation')}
          termsAndConditions={form.register('acceptTermsAndConditions')}
          privacyPolicy={form.register('acceptPrivacyPolicy')}
        />

        <Button type="submit" fullWidth size="lg" disabled={!allAccepted || registration.isPending} loading={registration.isPending}>
          {registration.isPending ? t`Registering...` : t`Register`}
        </Button>
      </form>
    </AuthCard>
  );
}

/** The outcome of sending the form: the server's errors listed, or the way on to login. */
function RegisterStatus({ status }: { status: Status }) {
  const ref = useRef<HTMLDivElement>(null);
  // Bring the outcome into view (and to screen readers) once it is known.
  useEffect(() => {
    ref.current?.focus();
  }, [status]);
  return (
    <StatusMessage ref={ref} type={status.type} className="mb-6">
      {status.type === 'error' && status.errors.length > 0 ? (
        <ul className="list-disc space-y-1 pl-4">
          {status.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : (
        <p>{status.message}</p>
      )}
      {status.type === 'success' && (
        <Link to={paths.auth.login.getHref()} className={cn(buttonClasses({ size: 'sm' }), 'mt-3')}>
          <Trans>Proceed to Login</Trans>
        </Link>
      )}
    </StatusMessage>
  );
}

/** §5: the three agreements, each opening its document in a new tab. */
function AgreementsFieldset({
  disabled,
  allAccepted,
  releaseOfInformation,
  termsAndConditions,
  privacyPolicy,
}: {
  disabled: boolean;
  allAccepted: boolean;
  releaseOfInformation: UseFormRegisterReturn;
  termsAndConditions: UseFormRegisterReturn;
  privacyPolicy: UseFormRegisterReturn;
}) {
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">
        <Trans>Agreements</Trans>
      </legend>
      <CheckboxField
        label={
          <Trans>
            I have read and accept the <NewTabLink to={paths.legal.releaseOfInformation.getHref()}>Release of Information</NewTabLink>
          </Trans>
        }
        {...releaseOfInformation}
      />
      <CheckboxField
        label={
          <Trans>
            I have read and accept the <NewTabLink to={paths.legal.termsAndConditions.getHref()}>Terms and Conditions</NewTabLink>
          </Trans>
        }
        {...termsAndConditions}
      />
      <CheckboxField
        label={
          <Trans>
            I have read and accept the <NewTabLink to={paths.legal.privacyPolicy.getHref()}>Privacy Policy</NewTabLink>
          </Trans>
        }
        {...privacyPolicy}
      />
      {!allAccepted && (
        <p className="pt-1 text-sm text-slate-600">
          <Trans>Please accept all three agreements to create your account.</Trans>
        </p>
      )}
    </fieldset>
  );
}
