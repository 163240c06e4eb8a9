import { bpReadingBodySchema } from '@wellpath/shared/health/blood-pressure';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useCreateBpReadingMutation } from '../api/create-bp-reading';
import type { BpReading } from '../api/types';
import { useUpdateBpReadingMutation } from '../api/update-bp-reading';
import { localInputToIso, toLocalInputValue } from './bp-format';
import { ErrorList } from './error-list';

type Field = 'systolic' | 'diastolic' | 'pulse' | 'measured_at' | 'arm' | 'notes';
type FieldErrors = Partial<Record<Field, string>>;

// The physiological bounds of the shared schema, mirrored on the inputs.
const BOUNDS = { systolic: [60, 260], diastolic: [30, 160], pulse: [25, 250] } as const;
const NOTES_MAX = 500;

function toNumber(text: string): number | undefined {
  const t = text.trim();
  return t === '' ? undefined : Number(t);
}

interface BpReadingFormProps {
  /** The reading being corrected; a new one when absent. */
  editing?: BpReading;
  onSaved: (reading: BpReading, wasEdit: boolean) => void;
  onCancelEdit: () => void;
}

/** Log (or correct) a reading: systolic, diastolic, optional pulse, when, arm and notes. */
export function BpReadingForm({ editing, onSaved, onCancelEdit }: BpReadingFormProps) {
  const create = useCreateBpReadingMutation();
  const update = useUpdateBpReadingMutation();
  const [systolic, setSystolic] = useState(editing ? String(editing.systolic) : '');
  const [diastolic, setDiastolic] = useState(editing ? String(editing.diastolic) : '');
  const [pulse, setPulse] = useState(editing?.pulse != null ? String(editing.pulse) : '');
  const [measuredAt, setMeasuredAt] = useState(() => toLocalInputValue(editing ? new Date(editing.measured_at) : new Date()));
  const [arm, setArm] = useState<string>(editing?.arm ?? '');
  const [notes, setNotes] = useState(editing?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<{ message: string; errors: string[] } | null>(null);
  const pending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const iso = localInputToIso(measuredAt);
    const fieldErrors: FieldErrors = {};
    if (systolic.trim() === '') fieldErrors.systolic = 'Enter the systolic (top) number';
    if (diastolic.trim() === '') fieldErrors.diastolic = 'Enter the diastolic (bottom) number';
    if (!iso) fieldErrors.measured_at = 'Enter the date and time of the reading';
    else if (new Date(iso).getTime() > Date.now() + 5 * 60_000) fieldErrors.measured_at = 'The date and time cannot be in the future';

    const parsed = bpReadingBodySchema.safeParse({
      systolic: toNumber(systolic),
      diastolic: toNumber(diastolic),
      pulse: toNumber(pulse) ?? null,
      measured_at: iso ?? '',
      arm: arm === 'left' || arm === 'right' ? arm : null,
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
      onSuccess: (reading: BpReading) => {
        onSaved(reading, Boolean(editing));
        if (!editing) {
          setSystolic('');
          setDiastolic('');
          setPulse('');
          setNotes('');
          setMeasuredAt(toLocalInputValue(new Date()));
        }
      },
      onError: (error: unknown) =>
        setProblem({
          message: (isApiError(error) && error.serverMessage) || 'The reading could not be saved. Please try again.',
          errors: isApiError(error) ? error.errors : [],
        }),
    };
    if (editing) update.mutate({ id: editing._id, ...parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={editing ? 'Edit reading' : 'Log a reading'}>
      {problem && <ErrorList message={problem.message} errors={problem.errors} />}
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Systolic (top)"
          hint="mm Hg"
          type="number"
          inputMode="numeric"
          min={BOUNDS.systolic[0]}
          max={BOUNDS.systolic[1]}
          step={1}
          required
          value={systolic}
          error={errors.systolic}
          onChange={(e) => setSystolic(e.target.value)}
        />
        <TextField
          label="Diastolic (bottom)"
          hint="mm Hg"
          type="number"
          inputMode="numeric"
          min={BOUNDS.diastolic[0]}
          max={BOUNDS.diastolic[1]}
          step={1}
          required
          value={diastolic}
          error={errors.diastolic}
          onChange={(e) => setDiastolic(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 items-end gap-4">
        <TextField
          label="Pulse"
          hint="beats a minute"
          optional
          type="number"
          inputMode="numeric"
          min={BOUNDS.pulse[0]}
          max={BOUNDS.pulse[1]}
          step={1}
          value={pulse}
          error={errors.pulse}
          onChange={(e) => setPulse(e.target.value)}
        />
        <SelectField label="Arm" optional value={arm} error={errors.arm} onChange={(e) => setArm(e.target.value)}>
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
        value={measuredAt}
        error={errors.measured_at}
        onChange={(e) => setMeasuredAt(e.target.value)}
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
          {pending ? 'Saving...' : editing ? 'Save changes' : 'Save reading'}
        </Button>
      </div>
    </form>
  );
}
