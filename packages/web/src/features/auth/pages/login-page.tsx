import { loginSchema } from '@wellpath/shared/user/schemas';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { LIMITS } from '@wellpath/shared/limits';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { StatusMessage } from '@/components/ui/status-message';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { tr } from '@/lib/i18n/translate';
import { useZodForm } from '@/lib/forms';
import { useLoginMutation, useResendVerificationMutation } from '../api/account';
import { AuthCard } from '../components/auth-card';
import { dismissSessionEndedNotice, sessionEndedNotice } from '../session-return';

/** Staff with a second factor: the server asks for their code (TOTP_REQUIRED), or refuses it (TOTP_INVALID). */
function secondFactorCode(error: unknown): 'TOTP_REQUIRED' | 'TOTP_INVALID' | undefined {
  if (!isApiError(error) || error.status !== 401) return undefined;
  return error.code === 'TOTP_REQUIRED' || error.code === 'TOTP_INVALID' ? error.code : undefined;
}

const CODE_REFUSED = msg`That code is not right. Please try again.`;
const NETWORK_ERROR = msg`We could not reach the server. Please check your connection and try again.`;

/** Which message a failed login shows (§8); none when the server only asks for the second factor. */
function loginErrorMessage(error: unknown, i18n: I18n): string | null {
  const secondFactor = secondFactorCode(error);
  if (secondFactor === 'TOTP_REQUIRED') return null;
  if (isApiError(error)) {
    if (secondFactor === 'TOTP_INVALID') return error.serverMessage ?? i18n._(CODE_REFUSED);
    if (error.status === 403 && error.verified === false) return tr(MESSAGES.unverified);
    if (error.status === 429) return error.serverMessage ?? tr(MESSAGES.invalidCredentials);
    if (error.status === 0) return i18n._(NETWORK_ERROR);
  }
  return tr(MESSAGES.invalidCredentials);
}

type ResendMutation = ReturnType<typeof useResendVerificationMutation>;

/** What the last attempt said: the session that ended, a refused login (with "resend" when unverified), and the resend's outcome. */
function LoginNotices({
  sessionEnded,
  errorMessage,
  unverified,
  email,
  resend,
}: {
  sessionEnded: boolean;
  errorMessage: string | null;
  unverified: boolean;
  email: string;
  resend: ResendMutation;
}) {
  const { t } = useLingui();
  return (
    <>
      {sessionEnded && (
        <div role="status" className="mb-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <Trans>Your session has ended. Please log in again.</Trans>
          </p>
        </div>
      )}
      {errorMessage !== null && (
        <StatusMessage type="error" className="mb-5">
          <p>{errorMessage}</p>
          {unverified && (
            <div className="mt-3">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => resend.mutate(email)}
                disabled={resend.isPending || email === ''}
                loading={resend.isPending}
              >
                <Trans>Resend verification email</Trans>
              </Button>
            </div>
          )}
        </StatusMessage>
      )}
      {resend.isSuccess && (
        <StatusMessage type="success" className="mb-5">
          {resend.data.message || tr(MESSAGES.resendSent)}
        </StatusMessage>
      )}
      {resend.isError && (
        <StatusMessage type="error" className="mb-5">
          {(isApiError(resend.error) && resend.error.serverMessage) || t`Failed to resend verification email`}
        </StatusMessage>
      )}
    </>
  );
}

/** The staff member's second factor: the authenticator's 6 digits, or a recovery code. */
function SecondFactorCodeField({
  recoveryCode,
  error,
  registration,
  onToggle,
}: {
  recoveryCode: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn<'code'>;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <div>
      <TextField
        label={recoveryCode ? t`Recovery code` : t`6-digit code`}
        hint={t`Enter the code from your authenticator app, or one of your recovery codes`}
        // A recovery code has letters: a phone's number pad cannot type it.
        inputMode={recoveryCode ? 'text' : 'numeric'}
        autoComplete={recoveryCode ? 'off' : 'one-time-code'}
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={LIMITS.secondFactorCode}
        error={error}
        {...registration}
      />
      <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={onToggle}>
        {recoveryCode ? t`Use the code from my authenticator app` : t`Use a recovery code instead`}
      </Button>
    </div>
  );
}

export function LoginPage() {
  const { t, i18n } = useLingui();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '', remember: false, code: '' } });
  const errors = form.formState.errors;
  const email = form.watch('email').trim();
  const login = useLoginMutation();
  const resend = useResendVerificationMutation();
  // Read once: the notice stays on this page while it is open, and is not shown again afterwards.
  const [sessionEnded] = useState(sessionEndedNotice);
  const [askCode, setAskCode] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState(false);

  useEffect(() => {
    if (sessionEnded) dismissSessionEndedNotice();
  }, [sessionEnded]);

  // The code field takes the focus as it appears.
  useEffect(() => {
    if (askCode) form.setFocus('code');
  }, [askCode, form]);

  const unverified = isApiError(login.error) && login.error.status === 403 && login.error.verified === false;
  const errorMessage = login.isError ? loginErrorMessage(login.error, i18n) : null;

  const onSubmit = form.handleSubmit(({ email, password, remember, code }) => {
    resend.reset();
    const givenCode = code?.trim() ?? '';
    if (askCode && givenCode === '') {
      form.setError('code', { message: t`Enter the 6-digit code from your authenticator app` }, { shouldFocus: true });
      return;
    }
    login.mutate(
      { email, password, ...(remember ? { remember: true } : {}), ...(askCode ? { code: givenCode } : {}) },
      {
        onError: (error) => {
          const secondFactor = secondFactorCode(error);
          if (secondFactor !== undefined) setAskCode(true);
          // A refused code is spent: the field empties for the next one.
          if (secondFactor === 'TOTP_INVALID') {
            form.setValue('code', '');
            form.setFocus('code');
          }
        },
      },
    );
  });

  return (
    <AuthCard
      title={t`Login`}
      subtitle={t`Welcome back. Log in to continue your health journey.`}
      headerAction={<LanguageSwitch />}
      footer={
        <Trans>
          New to WellPath? <TextLink to={paths.auth.register.getHref()}>Create Account</TextLink>
        </Trans>
      }
    >
      <LoginNotices sessionEnded={sessionEnded} errorMessage={errorMessage} unverified={unverified} email={email} resend={resend} />

      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <TextField label={t`Email`} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <TextLink to={paths.auth.forgotPassword.getHref()} className="text-sm">
            <Trans>Forgot Password</Trans>
          </TextLink>
        </div>
        {askCode && (
          <SecondFactorCodeField
            recoveryCode={recoveryCode}
            error={errors.code?.message}
            registration={form.register('code')}
            onToggle={() => {
              setRecoveryCode((r) => !r);
              form.setFocus('code');
            }}
          />
        )}
        <CheckboxField
          label={t`Keep me signed in on this device`}
          hint={t`You stay signed in for up to 90 days (30 days without a visit ends it). Otherwise you are signed out after 30 minutes without activity, or 12 hours. Not for a shared computer.`}
          {...form.register('remember')}
        />
        <Button type="submit" fullWidth size="lg" disabled={login.isPending} loading={login.isPending}>
          {login.isPending ? t`Logging in...` : t`Login`}
        </Button>
      </form>
    </AuthCard>
  );
}
