import { Trans, useLingui } from '@lingui/react/macro';
import type { ReminderPreferences } from '@wellpath/shared/reminders/wire';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { FormStatus, useFormOutcome } from '@/components/ui/form-status';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { deviceTimeZone } from '@/lib/dates';
import { failedSubmit } from '@/lib/forms';
import { useRemindersQuery, useSaveRemindersMutation } from '../api/reminders';
import { zoneName } from './time-zone-card';
import { CardHeading } from './card-heading';

/** The Reminders section of the profile (decision 0042): which e-mails, and at what time of the member's time zone (0073). */
export function RemindersCard() {
  const reminders = useRemindersQuery();
  return (
    <Card className="p-6">
      <CardHeading icon={Bell} id="reminders-heading">
        <Trans>Reminders</Trans>
      </CardHeading>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          E-mails that help you keep going. Subjects never show your health values, and each e-mail has a link to unsubscribe in one click.
        </Trans>
      </p>
      {reminders.isPending && <Skeleton className="mt-5 h-48 w-full" />}
      {reminders.isError && (
        <StatusMessage type="error" className="mt-5">
          <Trans>Failed to load your reminders</Trans>
        </StatusMessage>
      )}
      {reminders.isSuccess && <RemindersForm saved={reminders.data} />}
    </Card>
  );
}

function RemindersForm({ saved }: { saved: ReminderPreferences }) {
  const [values, setValues] = useState(saved);
  const { outcome, setOutcome, clearSuccess } = useFormOutcome();
  const save = useSaveRemindersMutation();
  const { t } = useLingui();
  // The member's own time zone (the Time zone card), or this device's until it is saved.
  const zone = zoneName(saved.time_zone ?? deviceTimeZone());
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    clearSuccess();
    setValues((v) => ({ ...v, [key]: value }));
  };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const { time, daily, weekly, blood_pressure } = values;
    save.mutate(
      { time, daily, weekly, blood_pressure },
      {
        onSuccess: () => setOutcome({ type: 'success', message: t`Your reminders are saved.` }),
        onError: (error) => setOutcome(failedSubmit(error, t`Failed to save your reminders. Please try again.`)),
      },
    );
  }

  return (
    <>
      <FormStatus outcome={outcome} className="mt-5" />
      <form onSubmit={onSubmit} aria-labelledby="reminders-heading" noValidate className="mt-5">
        <fieldset disabled={save.isPending} className="space-y-5">
          <fieldset className="space-y-4">
            <legend className="text-sm font-medium text-slate-800">
              <Trans>E-mail me</Trans>
            </legend>
            <CheckboxField
              label={t`Daily tracking reminder`}
              hint={t`The programme actions you have not tracked yet that day, with a link straight to tracking.`}
              checked={values.daily}
              onChange={(e) => set('daily', e.target.checked)}
            />
            <CheckboxField
              label={t`Weekly summary`}
              hint={t`On Mondays: last week’s adherence and streak per programme, active minutes against 150, your blood pressure average and what changed.`}
              checked={values.weekly}
              onChange={(e) => set('weekly', e.target.checked)}
            />
            <CheckboxField
              label={t`Blood pressure reminder`}
              hint={t`On the days a home blood pressure monitoring programme asks for your readings.`}
              checked={values.blood_pressure}
              onChange={(e) => set('blood_pressure', e.target.checked)}
            />
          </fieldset>
          <div className="space-y-5">
            <TextField
              label={t`Time of day`}
              hint={t`Reminders go at this time in your time zone (${zone}); the weekly summary on Mondays.`}
              type="time"
              required
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
            />
          </div>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save Reminders</Trans>
          </Button>
        </fieldset>
      </form>
    </>
  );
}
