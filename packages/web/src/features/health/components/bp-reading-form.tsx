import { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import type { BpReading } from '@wellpath/shared/health/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { z } from 'zod';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { useZodForm } from '@/lib/forms';
import { useSaveBpReading } from '../api/blood-pressure';
import { localInputToIso, toLocalInputValue } from './bp-format';
import { EntryForm, useEntrySave, wholeNumberInput, type EntryEditorProps } from './form-parts';

// The physiological bounds of the shared schema, mirrored on the inputs.
const BOUNDS = { systolic: [60, 260], diastolic: [30, 160], pulse: [25, 250] } as const;

const shared = bpReadingBodySchema.shape;
/** A reading as the shared schema takes it in. */
type BpBody = z.input<typeof bpReadingBodySchema>;
/** A number field as typed: empty first asks for it, then the shared rule checks it. */
const requiredNumber = (missing: string) => z.string().trim().min(1, missing).transform(Number);

/** The fields as typed, each checked with the shared rules, then the reading as a whole (systolic above diastolic). */
const bpFormSchema = z
  .object({
    systolic: requiredNumber('Enter the systolic (top) number').pipe(shared.systolic),
    diastolic: requiredNumber('Enter the diastolic (bottom) number').pipe(shared.diastolic),
    pulse: z
      .string()
      .transform((t): BpBody['pulse'] => (t.trim() === '' ? null : Number(t.trim())))
      .pipe(shared.pulse),
    measured_at: z
      .string()
      .transform((value, ctx) => {
        const iso = localInputToIso(value);
        if (!iso) ctx.addIssue({ code: 'custom', message: 'Enter the date and time of the reading' });
        else if (new Date(iso).getTime() > Date.now() + 5 * 60_000)
          ctx.addIssue({ code: 'custom', message: 'The date and time cannot be in the future' });
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

/** The log's word for the entry, and the form's words when a save fails without a message of the server's. */
const SAVE_MESSAGES = { what: 'blood pressure reading', failure: 'The reading could not be saved. Please try again.' };

/** Log (or correct) a reading: systolic, diastolic, optional pulse, when, arm and notes. */
export function BpReadingForm({ editing, onSaved, onCancelEdit, onStartEntry }: EntryEditorProps<BpReading>) {
  const entry = useEntrySave(useSaveBpReading(), { editing, onSaved }, SAVE_MESSAGES);
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
      label={editing ? 'Edit reading' : 'Log a reading'}
      entry={entry}
      onSubmit={onSubmit}
      editing={Boolean(editing)}
      saveLabel="Save reading"
      onCancel={onCancelEdit}
      onStartEntry={onStartEntry}
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Systolic (top)"
          hint="mm Hg"
          required
          {...wholeNumberInput(BOUNDS.systolic)}
          error={errors.systolic?.message}
          {...form.register('systolic')}
        />
        <TextField
          label="Diastolic (bottom)"
          hint="mm Hg"
          required
          {...wholeNumberInput(BOUNDS.diastolic)}
          error={errors.diastolic?.message}
          {...form.register('diastolic')}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-4">
        <TextField
          label="Pulse"
          hint="beats a minute"
          optional
          {...wholeNumberInput(BOUNDS.pulse)}
          error={errors.pulse?.message}
          {...form.register('pulse')}
        />
        <SelectField label="Arm" optional error={errors.arm?.message} {...form.register('arm')}>
          <option value="">Not noted</option>
          <option value="left">Left</option>
          <option value="right">Right</option>
        </SelectField>
      </div>
      <TextField
        label="Date and time"
        type="datetime-local"
        required
        max={toLocalInputValue(new Date())}
        error={errors.measured_at?.message}
        {...form.register('measured_at')}
      />
      <TextAreaField
        label="Notes"
        optional
        rows={2}
        maxLength={LIMITS.healthNotes}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </EntryForm>
  );
}
