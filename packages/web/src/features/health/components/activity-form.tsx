import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTIVITY_INTENSITIES, ACTIVITY_TYPES, activityBodySchema } from '@wellpath/shared/health/activity';
import type { Activity } from '@wellpath/shared/health/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { useId } from 'react';
import { z } from 'zod';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';
import { today } from '@/lib/dates';
import { useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import { useSaveActivity } from '../api/activities';
import { ACTIVITY_TYPE_LABELS, INTENSITY_LABELS } from './activity-format';
import { EntryForm, useEntrySave, wholeNumberInput, type EntryEditorProps } from './form-parts';

const shared = activityBodySchema.shape;
/** An activity as the shared schema takes it in. */
type ActivityBody = z.input<typeof activityBodySchema>;

/** The form's own checks, put into words as they are raised (the schema is made once). */
const FORM_ERRORS = {
  date: msg`Enter the date`,
  future: msg`The date cannot be in the future`,
  minutes: msg`Enter how many minutes`,
};

/** The fields as typed, each checked with the shared rules; strength training always counts as muscle strengthening. */
const activityFormSchema = z
  .object({
    date: z
      .string()
      .min(1, { error: () => i18n._(FORM_ERRORS.date) })
      .refine((date) => date <= today(), { error: () => i18n._(FORM_ERRORS.future) })
      .pipe(shared.date),
    type: shared.type,
    minutes: z
      .string()
      .trim()
      .min(1, { error: () => i18n._(FORM_ERRORS.minutes) })
      .transform(Number)
      .pipe(shared.minutes),
    intensity: shared.intensity,
    strength: z.boolean(),
    notes: shared.notes,
  })
  .transform((activity): ActivityBody => ({
    ...activity,
    strength: activity.strength || activity.type === 'strength',
  }))
  .pipe(activityBodySchema);

/** Log (or edit) an activity: date, type, minutes, intensity, muscle strengthening and notes. */
export function ActivityForm({ editing, onSaved, onCancelEdit, onStartEntry }: EntryEditorProps<Activity>) {
  const { t } = useLingui();
  /** ": easy, you can sing" after an intensity (French puts a space before the colon). */
  const afterLabel = (hint: string) => t`: ${hint}`;
  // The log's word for the entry (English, for the developers' log), and the form's words when a save fails without a message of the server's.
  const entry = useEntrySave(
    useSaveActivity(),
    { editing, onSaved },
    { what: 'activity', failure: t`The activity could not be saved. Please try again.` },
  );
  const form = useZodForm(activityFormSchema, {
    defaultValues: {
      date: editing?.date ?? today(),
      type: editing?.type ?? 'walking',
      minutes: editing ? String(editing.minutes) : '',
      intensity: editing?.intensity ?? 'moderate',
      strength: editing?.strength ?? false,
      notes: editing?.notes ?? '',
    },
  });
  const errors = form.formState.errors;
  const type = form.watch('type');
  const strength = form.watch('strength');
  const intensityId = useId();
  const onSubmit = form.handleSubmit((activity) =>
    entry.save(activity, () => form.reset({ ...form.getValues(), minutes: '', notes: '', strength: false })),
  );

  return (
    <EntryForm
      label={editing ? t`Edit activity` : t`Log an activity`}
      entry={entry}
      onSubmit={onSubmit}
      saveLabel={t`Save activity`}
      editor={{ editing, onCancelEdit, onStartEntry }}
    >
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t`Date`} type="date" required max={today()} error={errors.date?.message} {...form.register('date')} />
        <TextField
          label={t`Minutes`}
          required
          {...wholeNumberInput([1, 1440])}
          error={errors.minutes?.message}
          {...form.register('minutes')}
        />
      </div>
      <SelectField label={t`Activity`} error={errors.type?.message} {...form.register('type')}>
        {ACTIVITY_TYPES.map((kind) => (
          <option key={kind} value={kind}>
            {i18n._(ACTIVITY_TYPE_LABELS[kind])}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={`${intensityId}-hint`}>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Intensity</Trans>
        </legend>
        <p id={`${intensityId}-hint`} className="mt-1 text-sm text-slate-600">
          <Trans>Moderate and vigorous minutes count towards the 150-minute goal.</Trans>
        </p>
        <div className="mt-2 grid gap-2">
          {ACTIVITY_INTENSITIES.map((level) => (
            <label
              key={level}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border px-3 py-2.5 text-sm has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
                'border-slate-300',
              )}
            >
              <input type="radio" value={level} className="mt-0.5 size-4 shrink-0 accent-teal-700" {...form.register('intensity')} />
              <span>
                <span className="font-semibold text-slate-900">{i18n._(INTENSITY_LABELS[level].label)}</span>
                <span className="text-slate-600">{afterLabel(i18n._(INTENSITY_LABELS[level].hint))}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.intensity && <p className="mt-1.5 text-sm text-red-700">{tr(errors.intensity.message)}</p>}
      </fieldset>
      <CheckboxField
        label={t`Muscle-strengthening activity`}
        hint={t`Weights, resistance bands, body-weight exercises or heavy gardening. Counts towards your 2 strength days a week.`}
        checked={strength || type === 'strength'}
        disabled={type === 'strength'}
        onChange={(e) => form.setValue('strength', e.target.checked)}
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
