import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import { LIMITS } from '@wellpath/shared/limits';
import { useState } from 'react';
import { z } from 'zod';
import { FormActions } from '@/components/ui/form-actions';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { useEnterReadingMutation } from '../api/chart';
import { Section } from './section';

const shared = bpReadingBodySchema.shape;
const MISSING = {
  systolic: msg`Enter the systolic (top) number`,
  diastolic: msg`Enter the diastolic (bottom) number`,
  when: msg`Enter the date and time of the reading`,
};
const number = (missing: MessageDescriptor) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18n._(missing) })
    .transform(Number);

/** A `datetime-local` value for now, on this device's clock. */
function localNow(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The fields as typed, then the reading as the member's own form and the server check it. */
const formSchema = z
  .object({
    systolic: number(MISSING.systolic).pipe(shared.systolic),
    diastolic: number(MISSING.diastolic).pipe(shared.diastolic),
    pulse: z
      .string()
      .transform((v): z.input<typeof bpReadingBodySchema>['pulse'] => (v.trim() === '' ? null : Number(v.trim())))
      .pipe(shared.pulse),
    measured_at: z.string().transform((value, ctx) => {
      const at = new Date(value);
      if (value === '' || Number.isNaN(at.getTime())) ctx.addIssue({ code: 'custom', message: i18n._(MISSING.when) });
      return Number.isNaN(at.getTime()) ? '' : at.toISOString();
    }),
    notes: shared.notes,
  })
  .transform((reading): z.input<typeof bpReadingBodySchema> => reading)
  .pipe(bpReadingBodySchema);

/**
 * Clinicians and administrators: a blood pressure reading taken at the clinic or read out on the
 * phone, entered for the member. It is kept as entered by this staff member, the member sees so, and
 * a reading above 180/120 raises the urgent alert as the member's own would (decision 0088).
 */
export function EnterReading({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useLingui();
  const enter = useEnterReadingMutation(memberId);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const blank = { systolic: '', diastolic: '', pulse: '', measured_at: localNow(), notes: '' };
  const form = useZodForm(formSchema, { defaultValues: blank });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) => {
    setOutcome(null);
    enter.mutate(body, {
      onSuccess: (reading) => {
        form.reset({ ...blank, measured_at: localNow() });
        setOutcome({
          // Red, not green: a reading in the crisis range is no good news, however well it was saved.
          type: reading.urgent ? 'error' : 'success',
          message: reading.urgent
            ? t`Reading saved. It is above 180/120: an urgent alert was raised for the care team.`
            : t`Reading saved. ${name} sees it with your name beside it.`,
        });
      },
      onError: (error) => setOutcome(failedSubmit(error, t`The reading could not be saved. Please try again.`)),
    });
  });
  return (
    <Section
      id="enter-reading"
      title={t`Enter a blood pressure reading`}
      description={t`For a reading taken at the clinic or given to you by the member. It is saved as entered by you, and the member sees your name beside it.`}
    >
      <form
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormStatus outcome={outcome} />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <TextField
            label={t`Systolic (top)`}
            hint="mm Hg"
            inputMode="numeric"
            required
            error={errors.systolic?.message}
            {...form.register('systolic')}
          />
          <TextField
            label={t`Diastolic (bottom)`}
            hint="mm Hg"
            inputMode="numeric"
            required
            error={errors.diastolic?.message}
            {...form.register('diastolic')}
          />
          <TextField
            label={t`Pulse`}
            hint={t`beats a minute`}
            inputMode="numeric"
            optional
            error={errors.pulse?.message}
            {...form.register('pulse')}
          />
          <TextField
            label={t`Date and time`}
            type="datetime-local"
            required
            max={localNow()}
            error={errors.measured_at?.message}
            {...form.register('measured_at')}
          />
        </div>
        <TextAreaField
          label={t`Notes`}
          optional
          rows={2}
          maxLength={LIMITS.healthNotes}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <FormActions submitLabel={t`Save reading`} pending={enter.isPending} />
        <p className="text-sm text-slate-600">
          <Trans>Readings above 180/120 raise an urgent alert, as when the member enters them.</Trans>
        </p>
      </form>
    </Section>
  );
}
