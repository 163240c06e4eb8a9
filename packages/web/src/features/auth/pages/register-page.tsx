import { PostalCodeField, ProvinceSelect } from '@/components/ui/address-fields';
import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { formatPostalCode } from '@wellpath/shared/user/postal-code';
import { MESSAGES, registerSchema } from '@wellpath/shared/user/schemas';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink, textLinkClasses } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { latestBirthDateForAge } from '@/lib/dates';
import { useProvincesQuery } from '../api/get-provinces';
import { useRegisterMutation, type RegistrationPayload } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';

interface RegisterForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  acceptReleaseOfInformation: boolean;
  acceptTermsAndConditions: boolean;
  acceptPrivacyPolicy: boolean;
}

type TextKey = Exclude<keyof RegisterForm, `accept${string}`>;
type AgreementKey = Extract<keyof RegisterForm, `accept${string}`>;

const EMPTY_FORM: RegisterForm = {
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

function toPayload(form: RegisterForm): RegistrationPayload {
  return {
    email: form.email.trim(),
    password: form.password,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: form.dateOfBirth,
    address: { street: form.street.trim(), city: form.city.trim(), province: form.province, postalCode: form.postalCode },
    acceptReleaseOfInformation: form.acceptReleaseOfInformation,
    acceptTermsAndConditions: form.acceptTermsAndConditions,
    acceptPrivacyPolicy: form.acceptPrivacyPolicy,
  };
}

/** Field errors from the shared registration schema, keyed by form field (first message wins). */
function fieldErrorsOf(payload: RegistrationPayload): Partial<Record<TextKey, string>> {
  const result = registerSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Partial<Record<TextKey, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in EMPTY_FORM && !key.startsWith('accept') && !errors[key as TextKey]) {
      errors[key as TextKey] = issue.message;
    }
  }
  return errors;
}

function NewTabLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

export function RegisterPage() {
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<TextKey, string>>>({});
  const [status, setStatus] = useState<Status | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const meterId = useId();
  const registration = useRegisterMutation();
  const { provinces, isLoading: provincesLoading } = useProvincesQuery();
  const maxBirthDate = useMemo(() => latestBirthDateForAge(), []);

  const allAccepted = form.acceptReleaseOfInformation && form.acceptTermsAndConditions && form.acceptPrivacyPolicy;

  // Bring the outcome into view (and to screen readers) once it is known.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  function setText(key: TextKey) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = key === 'postalCode' ? formatPostalCode(event.target.value) : event.target.value;
      setForm((f) => ({ ...f, [key]: value }));
      if (fieldErrors[key]) setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
    };
  }

  function setAgreement(key: AgreementKey) {
    return (event: ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: event.target.checked }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkPasswordStrength(form.password).acceptable) {
      setStatus({ type: 'error', message: MESSAGES.weakPassword, errors: [] });
      return;
    }
    if (!allAccepted) {
      setStatus({ type: 'error', message: MESSAGES.agreements, errors: [] });
      return;
    }
    const payload = toPayload(form);
    const errors = fieldErrorsOf(payload);
    setFieldErrors(errors);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      setStatus(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    registration.mutate(payload, {
      onSuccess: () => {
        setForm(EMPTY_FORM);
        setStatus({ type: 'success', message: MESSAGES.registered });
      },
      onError: (error) => {
        const serverErrors = isApiError(error) ? error.errors : [];
        setStatus({
          type: 'error',
          message: (isApiError(error) && error.serverMessage) || 'Registration failed',
          errors: serverErrors,
        });
      },
    });
  }

  return (
    <AuthCard
      wide
      title="Create your account"
      subtitle="Join the programme in a few minutes. We'll send you an email to confirm your address."
      footer={
        <>
          Already have an account? <TextLink to={paths.auth.login.getHref()}>Login</TextLink>
        </>
      }
    >
      {status && (
        <StatusMessage ref={statusRef} type={status.type} className="mb-6">
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
              Proceed to Login
            </Link>
          )}
        </StatusMessage>
      )}

      <form ref={formRef} onSubmit={onSubmit} className="space-y-6">
        <fieldset disabled={registration.isPending} className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">Account</legend>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={setText('email')}
            error={fieldErrors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={setText('password')}
            error={fieldErrors.password}
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={form.password} id={meterId} />}
          />
        </fieldset>

        <fieldset disabled={registration.isPending} className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">About you</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First Name"
              name="firstName"
              autoComplete="given-name"
              required
              value={form.firstName}
              onChange={setText('firstName')}
              error={fieldErrors.firstName}
            />
            <TextField
              label="Last Name"
              name="lastName"
              autoComplete="family-name"
              required
              value={form.lastName}
              onChange={setText('lastName')}
              error={fieldErrors.lastName}
            />
          </div>
          <TextField
            label="Date of Birth"
            type="date"
            name="dateOfBirth"
            autoComplete="bday"
            required
            max={maxBirthDate}
            hint="You must be at least 18 years old."
            value={form.dateOfBirth}
            onChange={setText('dateOfBirth')}
            error={fieldErrors.dateOfBirth}
          />
        </fieldset>

        <fieldset disabled={registration.isPending} className="space-y-5">
          <legend className="text-base font-semibold text-slate-900">Address</legend>
          <TextField
            label="Street Address"
            name="street"
            autoComplete="street-address"
            optional
            value={form.street}
            onChange={setText('street')}
            error={fieldErrors.street}
          />
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              label="City"
              name="city"
              autoComplete="address-level2"
              optional
              value={form.city}
              onChange={setText('city')}
              error={fieldErrors.city}
            />
            <ProvinceSelect
              provinces={provinces}
              loading={provincesLoading}
              value={form.province}
              onChange={setText('province')}
              error={fieldErrors.province}
            />
            <PostalCodeField value={form.postalCode} onChange={setText('postalCode')} error={fieldErrors.postalCode} />
          </div>
        </fieldset>

        <fieldset disabled={registration.isPending} className="space-y-3">
          <legend className="text-base font-semibold text-slate-900">Agreements</legend>
          <CheckboxField
            name="acceptReleaseOfInformation"
            checked={form.acceptReleaseOfInformation}
            onChange={setAgreement('acceptReleaseOfInformation')}
            label={
              <>
                I have read and accept the <NewTabLink to={paths.legal.releaseOfInformation.getHref()}>Release of Information</NewTabLink>
              </>
            }
          />
          <CheckboxField
            name="acceptTermsAndConditions"
            checked={form.acceptTermsAndConditions}
            onChange={setAgreement('acceptTermsAndConditions')}
            label={
              <>
                I have read and accept the <NewTabLink to={paths.legal.termsAndConditions.getHref()}>Terms and Conditions</NewTabLink>
              </>
            }
          />
          <CheckboxField
            name="acceptPrivacyPolicy"
            checked={form.acceptPrivacyPolicy}
            onChange={setAgreement('acceptPrivacyPolicy')}
            label={
              <>
                I have read and accept the <NewTabLink to={paths.legal.privacyPolicy.getHref()}>Privacy Policy</NewTabLink>
              </>
            }
          />
          {!allAccepted && <p className="pt-1 text-sm text-slate-600">Please accept all three agreements to create your account.</p>}
        </fieldset>

        <Button type="submit" fullWidth size="lg" disabled={!allAccepted || registration.isPending} loading={registration.isPending}>
          {registration.isPending ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
