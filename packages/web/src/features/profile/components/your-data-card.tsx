import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { tr } from '@/lib/i18n/translate';
import { ACCOUNT_DATA_MESSAGES, DELETE_CONFIRMATION, deleteAccountSchema } from '@wellpath/shared/user/account-data';
import { Download, FolderLock, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { StatusMessage } from '@/components/ui/status-message';
import { logger } from '@/lib/logger';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { downloadMyData, useDeleteAccountMutation } from '../api/account-data';
import { CardHeading } from './card-heading';

const ERASED = [
  msg`your profile and sign-in details`,
  msg`your surveys and answers, and the recommendations they made`,
  msg`your programmes and every day you tracked`,
  msg`your lab results, blood pressure readings and activities`,
  msg`the conditions on your record`,
  msg`your programme requests and your messages with the care team`,
  msg`the details of the urgent alerts your answers or readings raised, once the care team has closed them (see below)`,
];

/**
 * "Your data" on the profile: download everything (`GET /api/user/export`, a ZIP) or delete the
 * account (`POST /api/user/delete-account`) after the password and a typed confirmation.
 */
export function YourDataCard({ userId, onAccountDeleted }: { userId: string; onAccountDeleted: (userId: string) => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Card className="p-6">
      <section aria-labelledby="your-data-heading">
        <CardHeading icon={FolderLock} id="your-data-heading">
          <Trans>Your data</Trans>
        </CardHeading>
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Take a copy of everything you have recorded here, or delete your account.</Trans>
        </p>

        <DownloadMyData />

        <div className="mt-6 border-t border-slate-200 pt-5">
          <h3 className="font-semibold text-slate-900">
            <Trans>Delete my account</Trans>
          </h3>
          {deleting ? (
            <DeleteAccountForm userId={userId} onCancel={() => setDeleting(false)} onDeleted={onAccountDeleted} />
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Erase your account and your health data for good.</Trans>
              </p>
              <Button variant="secondary" className="mt-3 text-red-700" onClick={() => setDeleting(true)} aria-expanded={false}>
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Delete my account...</Trans>
              </Button>
            </>
          )}
        </div>
      </section>
    </Card>
  );
}

function DownloadMyData() {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  async function onDownload() {
    setState('busy');
    try {
      await downloadMyData();
      setState('done');
    } catch (error) {
      logger.warn('Data download failed', { error });
      setState('failed');
    }
  }
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-slate-900">
        <Trans>Download my data</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          One ZIP file: a JSON file for each part of your record, and your lab results and blood pressure readings as a FHIR file that other
          health apps can import.
        </Trans>
      </p>
      <Button className="mt-3" onClick={() => void onDownload()} disabled={state === 'busy'} loading={state === 'busy'}>
        <Download className="size-4" aria-hidden="true" />
        {state === 'busy' ? <Trans>Preparing...</Trans> : <Trans>Download my data</Trans>}
      </Button>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {state === 'done' && (
          <p className="text-sm text-slate-700">
            <Trans>Your download has started.</Trans>
          </p>
        )}
      </div>
      {state === 'failed' && (
        <StatusMessage type="error" className="mt-3">
          <Trans>Your data could not be downloaded. Please try again in a few minutes.</Trans>
        </StatusMessage>
      )}
    </div>
  );
}

function DeleteAccountForm({
  userId,
  onCancel,
  onDeleted,
}: {
  userId: string;
  onCancel: () => void;
  onDeleted: (userId: string) => Promise<void>;
}) {
  const form = useZodForm(deleteAccountSchema, { defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;
  const { outcome, setOutcome } = useFormOutcome();
  const remove = useDeleteAccountMutation();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const { t, i18n } = useLingui();

  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit(
    (body) => {
      setOutcome(null);
      remove.mutate(body, {
        onSuccess: () => void onDeleted(userId),
        onError: (error) => setOutcome(failedSubmit(error, tr(ACCOUNT_DATA_MESSAGES.notDeleted))),
      });
    },
    () => setOutcome(null),
  );
  const busy = remove.isPending || remove.isSuccess;

  return (
    <div className="mt-3 rounded-xl border border-red-200 bg-red-50/40 p-4 sm:p-5">
      <p ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-red-800 outline-none">
        <Trans>This cannot be undone. Download your data first if you want a copy.</Trans>
      </p>
      <div className="mt-3 space-y-3 text-sm leading-6 text-slate-700">
        <div>
          <p className="font-medium text-slate-900">
            <Trans>What is erased, at once and for good:</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {ERASED.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
          <p className="mt-1">
            <Trans>
              You are signed out on every device, and your care team no longer sees you anywhere, but in an urgent alert they are still
              following up (below).
            </Trans>
          </p>
        </div>
        <div>
          <p className="font-medium text-slate-900">
            <Trans>What the clinic keeps:</Trans>
          </p>
          <p>
            <Trans>
              its access log, the record of when members of the care team viewed or changed your record (who, what and when, with no health
              values), which the clinic must keep.
            </Trans>
          </p>
          <p className="mt-2" data-testid="kept-alerts">
            <Trans>
              An urgent alert the care team is still following up (an answer about self-harm, a blood pressure above 180/120 or a critical
              lab value) stays with them, with your name, e-mail address, postal address and what raised it, so that they can still reach
              you. They erase those details when they close the alert; only its kind and times stay, with no name.
            </Trans>
          </p>
        </div>
        <p>
          <Trans>We send a confirmation to your e-mail address, then nothing more.</Trans>
        </p>
      </div>

      <FormStatus outcome={outcome} className="mt-4" />

      <form onSubmit={(event) => void onSubmit(event)} aria-label={t`Delete my account`} noValidate className="mt-4">
        <fieldset disabled={busy} className="space-y-4">
          <TextField
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <TextField
            label={t`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.confirmation?.message}
            {...form.register('confirmation')}
          />
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-3">
          <Button variant="secondary" fullWidth onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" fullWidth disabled={busy} loading={busy}>
            {busy ? <Trans>Deleting...</Trans> : <Trans>Delete my account permanently</Trans>}
          </Button>
        </div>
      </form>
    </div>
  );
}
