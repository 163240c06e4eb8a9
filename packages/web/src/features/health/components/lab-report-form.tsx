import { labReportBodySchema } from '@wellpath/shared/health/wire';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { today } from '@/lib/dates';
import { useAddReportMutation } from '../api/add-report';
import type { BloodMarker } from '../api/types';
import { MARKER_CATEGORY_LABELS } from './blood-format';
import { ErrorList } from './error-list';

interface Row {
  id: number;
  marker: string;
  value: string;
  unit: string;
}

type Problem = { message: string; errors: string[] } | null;

interface LabReportFormProps {
  markers: BloodMarker[];
  onSaved: (count: number, testDate: string) => void;
  onCancel: () => void;
}

let nextRowId = 1;
const emptyRow = (): Row => ({ id: nextRowId++, marker: '', value: '', unit: '' });

/** Parses a value typed with a dot or a comma; NaN when it is not a number. */
function parseValue(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

/**
 * "Add lab report": the test date, the lab, and one row per marker (value and one of the marker's
 * accepted units). The server checks units and plausible values; its error list is shown as sent.
 */
export function LabReportForm({ markers, onSaved, onCancel }: LabReportFormProps) {
  const add = useAddReportMutation();
  const [testDate, setTestDate] = useState('');
  const [labName, setLabName] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [problem, setProblem] = useState<Problem>(null);
  const [dateError, setDateError] = useState<string>();
  const [rowErrors, setRowErrors] = useState<Record<number, { marker?: string; value?: string }>>({});
  const formId = useId();
  const maxDate = today();

  const byId = new Map(markers.map((m) => [m._id, m]));
  const categories = Object.keys(MARKER_CATEGORY_LABELS) as Array<keyof typeof MARKER_CATEGORY_LABELS>;

  function updateRow(id: number, patch: Partial<Row>) {
    setRows((current) => current.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  }

  function chooseMarker(id: number, markerId: string) {
    // A new marker starts on its canonical unit.
    updateRow(id, { marker: markerId, unit: byId.get(markerId)?.units[0] ?? '' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let invalid = false;
    let nextDateError: string | undefined;
    if (!testDate) nextDateError = 'Enter the test date';
    else if (testDate > maxDate) nextDateError = 'The test date cannot be in the future';
    const nextRowErrors: Record<number, { marker?: string; value?: string }> = {};
    for (const row of rows) {
      const errors: { marker?: string; value?: string } = {};
      if (!row.marker) errors.marker = 'Choose a marker';
      if (!Number.isFinite(parseValue(row.value))) errors.value = 'Enter the value as a number';
      if (errors.marker || errors.value) nextRowErrors[row.id] = errors;
    }
    setDateError(nextDateError);
    setRowErrors(nextRowErrors);
    invalid = Boolean(nextDateError) || Object.keys(nextRowErrors).length > 0;
    if (invalid) return;

    const parsed = labReportBodySchema.safeParse({
      test_date: testDate,
      lab_name: labName,
      values: rows.map((r) => ({ marker_id: r.marker, value: parseValue(r.value), unit: r.unit })),
    });
    if (!parsed.success) {
      setProblem({ message: 'The lab report was not saved', errors: [...new Set(parsed.error.issues.map((i) => i.message))] });
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: (saved) => {
        onSaved(saved.results.length, parsed.data.test_date);
      },
      onError: (error) => {
        setProblem({
          message: (isApiError(error) && error.serverMessage) || 'The lab report could not be saved. Please try again.',
          errors: isApiError(error) ? error.errors : [],
        });
      },
    });
  }

  const chosen = new Set(rows.map((r) => r.marker).filter(Boolean));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="space-y-5">
      <h2 id={`${formId}-title`} className="text-xl font-semibold text-slate-900">
        Add lab report
      </h2>
      <p className="text-sm text-slate-600">
        Copy the values from your lab report. Choose the unit printed on the report; we convert it for you.
      </p>
      {problem && <ErrorList message={problem.message} errors={problem.errors} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Test date"
          type="date"
          required
          max={maxDate}
          value={testDate}
          error={dateError}
          onChange={(e) => setTestDate(e.target.value)}
        />
        <TextField
          label="Lab name"
          optional
          maxLength={120}
          autoComplete="off"
          value={labName}
          onChange={(e) => setLabName(e.target.value)}
          placeholder="e.g. LifeLabs"
        />
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Values</legend>
        <ol className="mt-2 space-y-3">
          {rows.map((row, index) => {
            const marker = byId.get(row.marker);
            const n = index + 1;
            return (
              <li key={row.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="lab-report-row">
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
                  <SelectField
                    className="col-span-2 sm:col-span-1"
                    label={`Marker ${n}`}
                    value={row.marker}
                    error={rowErrors[row.id]?.marker}
                    onChange={(e) => chooseMarker(row.id, e.target.value)}
                  >
                    <option value="">Choose a marker</option>
                    {categories.map((category) => {
                      const inCategory = markers.filter((m) => m.category === category);
                      if (inCategory.length === 0) return null;
                      return (
                        <optgroup key={category} label={MARKER_CATEGORY_LABELS[category]}>
                          {inCategory.map((m) => (
                            <option key={m._id} value={m._id} disabled={chosen.has(m._id) && m._id !== row.marker}>
                              {m.name}
                            </option>
                          ))}
                        </optgroup>
                      );
                    })}
                  </SelectField>
                  <TextField
                    label={`Value ${n}`}
                    inputMode="decimal"
                    autoComplete="off"
                    value={row.value}
                    error={rowErrors[row.id]?.value}
                    onChange={(e) => updateRow(row.id, { value: e.target.value })}
                  />
                  <SelectField
                    label={`Unit ${n}`}
                    value={row.unit}
                    disabled={!marker}
                    onChange={(e) => updateRow(row.id, { unit: e.target.value })}
                  >
                    {!marker && <option value="">—</option>}
                    {marker?.units.map((u) => (
                      <option key={u} value={u}>
                        {u}
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    variant="ghost"
                    aria-label={`Remove value ${n}`}
                    className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    <span className="sm:sr-only">Remove</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={rows.length >= markers.length}
          onClick={() => setRows((current) => [...current, emptyRow()])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add another value
        </Button>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={add.isPending} disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save lab report'}
        </Button>
      </div>
    </form>
  );
}
