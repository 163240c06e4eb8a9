import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useZodForm } from '@/lib/forms';
import { useSaveBpReading, type SavedBpReading } from '../api/blood-pressure';
import { localInputToIso, toLocalInputValue } from './bp-format';
import { EntryForm, useEntrySave, wholeNumberInput, type EntryEditorProps } from './form-parts';

// The physiological bounds of the shared schema, mirrored on the inputs.
const BOUNDS = { systolic: [60, 260], diastolic: [30, 160], pulse: [25, 250] } as const;

const shared = bpReadingBodySchema.shape;
/** A reading as the shared schema takes it in. */
type BpBody = z.input<typeof bpReadingBodySchema>;
/** A number field as typed: empty first asks for it, then the shared rule checks it. */
const requiredNumber = (missing: MessageDescriptor) =>
  z
    .string()
    .trim()
    .min(1, { error: () => i18n._(missing) })
    .transform(Number);

/** The form's own checks, put into words as they are raised (the schema is made once). */
const FORM_ERRORS = {
  systolic: msg`Enter the systolic (top) number`,
  diastolic: msg`Enter the diastolic (bottom) number`,
  when: msg`Enter the date and time of the reading`,
  future: msg`The date and time cannot be in the future`,
};

/** The fields as typed, each checked with the shared rules, then the reading as a whole (systolic above diastolic). */
const bpFormSchema = z
  .object({
    systolic: requiredNumber(FORM_ERRORS.systolic).pipe(shared.systolic),
    diastolic: requiredNumber(FORM_ERRORS.diastolic).pipe(shared.diastolic),
    pulse: z
      .string()
      .transform((t): BpBody['pulse'] => (t.trim() === '' ? null : Number(t.trim())))
      .pipe(shared.pulse),
    measured_at: z
      .string()
      .transform((value, ctx) => {
        const iso = localInputToIso(value);
        if (!iso) ctx.addIssue({ code: 'custom', message: i18n._(FORM_ERRORS.when) });
        else if (new Date(iso).getTime() > Date.now() + 5 * 60_000) ctx.addIssue({ code: 'custom', message: i18n._(FORM_ERRORS.future) });
        return iso ?? '';
      })
      .pipe(shared.measured_at),
    arm: z
      .string()
      .transform((a): BpBody['arm'] => (a === 'left' || a === 'right' ? a : null))
      .pipe(shared.arm),
    notes: shared.notes,
  })
  .transform((reading): BpBody => reading)
  .pipe(bpReadingBodySchema);

/** The page's form: a saved reading may be one waiting on this device (logged offline). */
type BpReadingFormProps = Omit<EntryEditorProps<BpReading>, 'onSaved'> & { onSaved: (saved: SavedBpReading, wasEdit: boolean) => void };

/** Log (or correct) a reading: systolic, diastolic, optional pulse, when, arm and notes. */
export function BpReadingForm({ editing, onSaved, onCancelEdit, onStartEntry }: BpReadingFormProps) {
  const { t } = useLingui();
  // The log's word for the entry (English, for the developers' log), and the form's words when a save fails without a message of the server's.
  const entry = useEntrySave(
    useSaveBpReading(),
    { editing, onSaved },
    { what: 'blood pressure reading', failure: t`The reading could not be saved. Please try again.` },
  );
  const form = useZodForm(bpFormSchema, {
    defaultValues: {
      systolic: editing ? String(editing.systolic) : '',
      diastolic: editing ? String(editing.diastolic) : '',
      pulse: editing?.pulse != null ? String(editing.pulse) : '',
      measured_at: toLocalInputValue(editing ? new Date(editing.measured_at) : new Date()),
      arm: editing?.arm ?? '',
      notes: editing?.notes ?? '',
    },
  });
  const errors = form.formState.errors;
  // The next reading starts empty, the arm too: it is noted for each reading, not carried over unseen.
  const onSubmit = form.handleSubmit((reading) =>
    entry.save(reading, () =>
      form.reset({ systolic: '', diastolic: '', pulse: '', arm: '', notes: '', measured_at: toLocalInputValue(new Date()) }),
    ),
  );

  return (
    <EntryForm
      label={editing ? t`Edit reading` : t`Log a reading`}
      entry={entry}
      onSubmit={onSubmit}
      saveLabel={t`Save reading`}
      editor={{ editing, onCancelEdit, onStartEntry }}
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Systolic (top)`}
          hint="mm Hg"
          required
          {...wholeNumberInput(BOUNDS.systolic)}
          error={errors.systolic?.message}
          {...form.register('systolic')}
        />
        <TextField
          label={t`Diastolic (bottom)`}
          hint="mm Hg"
          required
          {...wholeNumberInput(BOUNDS.diastolic)}
          error={errors.diastolic?.message}
          {...form.register('diastolic')}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-4">
        <TextField
          label={t`Pulse`}
          hint={t`beats a minute`}
          optional
          {...wholeNumberInput(BOUNDS.pulse)}
          error={errors.pulse?.message}
          {...form.register('pulse')}
        />
        <SelectField label={t`Arm`} optional error={errors.arm?.message} {...form.register('arm')}>
          <option value="">{t`Not noted`}</option>
          <option value="left">{t({ message: 'Left', context: 'arm' })}</option>
          <option value="right">{t({ message: 'Right', context: 'arm' })}</option>
        </SelectField>
      </div>
      <TextField
        label={t`Date and time`}
        type="datetime-local"
        required
        max={toLocalInputValue(new Date())}
        error={errors.measured_at?.message}
        {...form.register('measured_at')}
      />
      <TextAreaField
        label={t`Notes`}
        optional
        rows={2}
        maxLength={LIMITS.healthNotes}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </EntryForm>
  );
}
