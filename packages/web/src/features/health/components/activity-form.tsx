import { ACTIVITY_INTENSITIES, ACTIVITY_TYPES, activityBodySchema } from '@wellpath/shared/health/activity';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { today } from '@/lib/dates';
import { useCreateActivityMutation } from '../api/create-activity';
import type { Activity } from '../api/types';
import { useUpdateActivityMutation } from '../api/update-activity';
import { ACTIVITY_TYPE_LABELS, INTENSITY_LABELS } from './activity-format';
import { ErrorList } from './error-list';

type Field = 'date' | 'type' | 'minutes' | 'intensity' | 'notes';
const NOTES_MAX = 500;

interface ActivityFormProps {
  editing?: Activity;
  onSaved: (activity: Activity, wasEdit: boolean) => void;
  onCancelEdit: () => void;
}

/** Log (or edit) an activity: date, type, minutes, intensity, muscle strengthening and notes. */
export function ActivityForm({ editing, onSaved, onCancelEdit }: ActivityFormProps) {
  const create = useCreateActivityMutation();
  const update = useUpdateActivityMutation();
  const [date, setDate] = useState(editing?.date ?? today());
  const [type, setType] = useState<string>(editing?.type ?? 'walking');
  const [minutes, setMinutes] = useState(editing ? String(editing.minutes) : '');
  const [intensity, setIntensity] = useState<string>(editing?.intensity ?? 'moderate');
  const [strength, setStrength] = useState(editing?.strength ?? false);
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<{ message: string; errors: string[] } | null>(null);
  const intensityId = useId();
  const pending = create.isPending || update.isPending;
  const maxDate = today();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const fieldErrors: Partial<Record<Field, string>> = {};
    if (!date) fieldErrors.date = 'Enter the date';
    else if (date > maxDate) fieldErrors.date = 'The date cannot be in the future';
    if (minutes.trim() === '') fieldErrors.minutes = 'Enter how many minutes';
    const parsed = activityBodySchema.safeParse({
      date,
      type,
      minutes: minutes.trim() === '' ? undefined : Number(minutes),
      intensity,
      strength: strength || type === 'strength',
      notes,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
    }
    setErrors(fieldErrors);
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return;
    const handlers = {
      onSuccess: (activity: Activity) => {
        onSaved(activity, Boolean(editing));
        if (!editing) {
          setMinutes('');
          setNotes('');
          setStrength(false);
        }
      },
      onError: (error: unknown) =>
        setProblem({
          message: (isApiError(error) && error.serverMessage) || 'The activity could not be saved. Please try again.',
          errors: isApiError(error) ? error.errors : [],
        }),
    };
    if (editing) update.mutate({ id: editing._id, ...parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={editing ? 'Edit activity' : 'Log an activity'}>
      {problem && <ErrorList message={problem.message} errors={problem.errors} />}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Date"
          type="date"
          required
          max={maxDate}
          value={date}
          error={errors.date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TextField
          label="Minutes"
          type="number"
          inputMode="numeric"
          min={1}
          max={1440}
          step={1}
          required
          value={minutes}
          error={errors.minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </div>
      <SelectField label="Activity" value={type} error={errors.type} onChange={(e) => setType(e.target.value)}>
        {ACTIVITY_TYPES.map((t) => (
          <option key={t} value={t}>
            {ACTIVITY_TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={`${intensityId}-hint`}>
        <legend className="text-sm font-medium text-slate-800">Intensity</legend>
        <p id={`${intensityId}-hint`} className="mt-1 text-sm text-slate-600">
          Moderate and vigorous minutes count towards the 150-minute goal.
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
              <input
                type="radio"
                name={`${intensityId}-intensity`}
                value={level}
                checked={intensity === level}
                onChange={() => setIntensity(level)}
                className="mt-0.5 size-4 shrink-0 accent-teal-700"
              />
              <span>
                <span className="font-semibold text-slate-900">{INTENSITY_LABELS[level].label}</span>
                <span className="text-slate-600">: {INTENSITY_LABELS[level].hint}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.intensity && <p className="mt-1.5 text-sm text-red-700">{errors.intensity}</p>}
      </fieldset>
      <CheckboxField
        label="Muscle-strengthening activity"
        hint="Weights, resistance bands, body-weight exercises or heavy gardening. Counts towards your 2 strength days a week."
        checked={strength || type === 'strength'}
        disabled={type === 'strength'}
        onChange={(e) => setStrength(e.target.checked)}
      />
      <TextAreaField
        label="Notes"
        optional
        rows={2}
        maxLength={NOTES_MAX}
        value={notes}
        error={errors.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="secondary" onClick={onCancelEdit} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending} disabled={pending} fullWidth={!editing}>
          {pending ? 'Saving...' : editing ? 'Save changes' : 'Save activity'}
        </Button>
      </div>
    </form>
  );
}
