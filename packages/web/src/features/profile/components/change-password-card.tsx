import { checkPasswordStrength } from '@wellpath/shared/user/password-strength';
import { MESSAGES } from '@wellpath/shared/user/messages';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { PasswordStrengthMeter } from '@/components/ui/password-strength-meter';
import { StatusMessage } from '@/components/ui/status-message';
import { isApiError } from '@/lib/api-client';
import { useChangePasswordMutation } from '../api/change-password';

type Status = { type: 'success'; messages: string[] } | { type: 'error'; messages: string[] };

/** The change-password card of the profile screen (§2, §5, §8). */
export function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Field messages wait until the member has left the field (or tried to submit), not on the first keystroke.
  const [newTouched, setNewTouched] = useState(false);
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [currentMissing, setCurrentMissing] = useState(false);
  const meterId = useId();
  const change = useChangePasswordMutation();

  const strength = checkPasswordStrength(newPassword);
  const weak = !strength.acceptable;
  const mismatch = newPassword !== confirmPassword && (confirmPassword !== '' || confirmTouched);

  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (currentPassword === '') {
      setCurrentMissing(true);
      formRef.current?.querySelector<HTMLInputElement>('[name="currentPassword"]')?.focus();
      return;
    }
    if (weak) {
      setNewTouched(true);
      formRef.current?.querySelector<HTMLInputElement>('[name="newPassword"]')?.focus();
      return;
    }
    if (newPassword !== confirmPassword) {
      setConfirmTouched(true);
      formRef.current?.querySelector<HTMLInputElement>('[name="confirmPassword"]')?.focus();
      return;
    }
    setStatus(null);
    change.mutate(
      { currentPassword, newPassword, confirmPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmPassword('');
          setNewTouched(false);
          setConfirmTouched(false);
          setStatus({ type: 'success', messages: [MESSAGES.passwordUpdated] });
        },
        onError: (error) => {
          const serverErrors = isApiError(error) ? error.errors : [];
          setStatus({ type: 'error', messages: serverErrors.length > 0 ? serverErrors : ['Failed to update password'] });
        },
      },
    );
  }

  return (
    <Card className="p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <KeyRound className="size-5" aria-hidden="true" />
        </span>
        <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
          Change Password
        </h2>
      </div>
      <p className="mt-2 text-sm text-slate-600">After the change, you stay signed in here and are signed out on your other devices.</p>

      {status && (
        <StatusMessage ref={statusRef} type={status.type} className="mt-5">
          {status.messages.length > 1 ? (
            <ul className="list-disc space-y-1 pl-4">
              {status.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            <p>{status.messages[0]}</p>
          )}
        </StatusMessage>
      )}

      <form ref={formRef} onSubmit={onSubmit} aria-labelledby="change-password-heading" noValidate className="mt-5">
        <fieldset disabled={change.isPending} className="space-y-5">
          <TextField
            label="Current Password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => {
              setCurrentPassword(e.target.value);
              setCurrentMissing(false);
            }}
            error={currentMissing ? 'Enter your current password' : undefined}
          />
          <TextField
            label="New Password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            onBlur={() => setNewTouched(newPassword !== '')}
            error={newTouched && weak ? MESSAGES.weakPassword : undefined}
            aria-describedby={meterId}
            after={<PasswordStrengthMeter password={newPassword} id={meterId} />}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
            onBlur={() => setConfirmTouched(confirmPassword !== '')}
            error={mismatch ? MESSAGES.newPasswordsMismatch : undefined}
          />
        </fieldset>
        <Button type="submit" fullWidth className="mt-6" disabled={weak || change.isPending} loading={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </form>
    </Card>
  );
}
