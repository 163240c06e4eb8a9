import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { labReportBodySchema, type BloodMarker, type LabReportBody } from '@wellpath/shared/health/wire';
import { LIMITS } from '@wellpath/shared/limits';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { today } from '@/lib/dates';
import { useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import { MARKER_CATEGORY_LABELS } from './marker-categories';

// The fields of a lab report as typed: the test date, the lab, one row per marker. Shared by the
// member's "Add lab report" and the care team's entry on a member's record (decision 0088), which
// differ only in the call they send and the words around the fields.

/** Parses a value typed with a dot or a comma; NaN when it is not a number. */
function parseValue(text: string): number {
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}

/** The form's own checks, put into words as they are raised (the schema is made once). */
const FORM_ERRORS = {
  date: msg`Enter the test date`,
  future: msg`The test date cannot be in the future`,
  marker: msg`Choose a marker`,
  number: msg`Enter the value as a number`,
};

/** The report as typed: the date and each row checked first, then the whole report with the shared rules. */
const labReportFormSchema = z
  .object({
    test_date: z
      .string()
      .min(1, { error: () => i18n._(FORM_ERRORS.date) })
      .refine((date) => date <= today(), { error: () => i18n._(FORM_ERRORS.future) }),
    lab_name: z.string(),
    values: z.array(
      z.object({
        marker_id: z.string().min(1, { error: () => i18n._(FORM_ERRORS.marker) }),
        value: z
          .string()
          .transform(parseValue)
          .pipe(z.number({ error: () => i18n._(FORM_ERRORS.number) })),
        unit: z.string(),
      }),
    ),
  })
  .transform((report): LabReportBody => report)
  .pipe(labReportBodySchema);

const emptyRow = { marker_id: '', value: '', unit: '' };

/** A blank report: no date, no lab, one empty row. */
export const BLANK_LAB_REPORT = { test_date: '', lab_name: '', values: [emptyRow] };

/** The form of a lab report, checked as the server checks it (then the server checks units and plausible values). */
export function useLabReportForm() {
  return useZodForm(labReportFormSchema, { defaultValues: BLANK_LAB_REPORT });
}

export type LabReportFormApi = ReturnType<typeof useLabReportForm>;

/**
 * The report's date and lab, and one row per marker (value and one of the marker's accepted units),
 * with Add another value and Remove.
 */
export function LabReportFields({ form, markers }: { form: LabReportFormApi; markers: BloodMarker[] }) {
  const rows = useFieldArray({ control: form.control, name: 'values' });
  const values = form.watch('values');
  const errors = form.formState.errors;
  const byId = new Map(markers.map((m) => [m._id, m]));
  const chosen = new Set(values.map((r) => r.marker_id).filter(Boolean));
  return (
    <>
      <ReportDateAndLab form={form} />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          <Trans>Values</Trans>
        </legend>
        {errors.values?.message && <p className="mt-1.5 text-sm text-red-700">{tr(errors.values.message)}</p>}
        <ol className="mt-2 space-y-3">
          {rows.fields.map((row, index) => (
            <MarkerRow
              key={row.id}
              form={form}
              index={index}
              byId={byId}
              markers={markers}
              chosen={chosen}
              onRemove={rows.fields.length === 1 ? undefined : () => rows.remove(index)}
            />
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={rows.fields.length >= Math.min(markers.length, LIMITS.labReportValues)}
          onClick={() => rows.append(emptyRow)}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add another value</Trans>
        </Button>
      </fieldset>
    </>
  );
}

interface MarkerRowProps {
  form: LabReportFormApi;
  index: number;
  byId: ReadonlyMap<string, BloodMarker>;
  markers: BloodMarker[];
  chosen: ReadonlySet<string>;
  /** Absent while the row is the only one. */
  onRemove?: () => void;
}

/** One marker of the report: which, the value, the unit (the marker's accepted ones), Remove. */
function MarkerRow({ form, index, byId, markers, chosen, onRemove }: MarkerRowProps) {
  const { t } = useLingui();
  const current = form.watch(`values.${index}`) ?? emptyRow;
  const marker = byId.get(current.marker_id);
  const rowErrors = form.formState.errors.values?.[index];
  const n = index + 1;
  return (
    <li className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid="lab-report-row">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <SelectField
          className="col-span-2 sm:col-span-1"
          label={t`Marker ${n}`}
          error={rowErrors?.marker_id?.message}
          {...form.register(`values.${index}.marker_id`, {
            // A new marker starts on its canonical unit.
            onChange: (e: { target: { value: string } }) => form.setValue(`values.${index}.unit`, byId.get(e.target.value)?.units[0] ?? ''),
          })}
        >
          <option value="">{t`Choose a marker`}</option>
          <MarkerOptions markers={markers} chosen={chosen} current={current.marker_id} />
        </SelectField>
        <TextField
          label={t`Value ${n}`}
          inputMode="decimal"
          autoComplete="off"
          error={rowErrors?.value?.message}
          {...form.register(`values.${index}.value`)}
        />
        <SelectField
          label={t`Unit ${n}`}
          value={current.unit}
          disabled={!marker}
          error={rowErrors?.unit?.message}
          onChange={(e) => form.setValue(`values.${index}.unit`, e.target.value)}
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
          aria-label={t`Remove value ${n}`}
          className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
          disabled={!onRemove}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sm:sr-only">
            <Trans>Remove</Trans>
          </span>
        </Button>
      </div>
    </li>
  );
}

const CATEGORIES = Object.keys(MARKER_CATEGORY_LABELS) as Array<keyof typeof MARKER_CATEGORY_LABELS>;

/** The catalogue's markers by category; one already chosen in another row cannot be chosen again. */
function MarkerOptions({ markers, chosen, current }: { markers: BloodMarker[]; chosen: ReadonlySet<string>; current: string }) {
  return (
    <>
      {CATEGORIES.map((category) => {
        const inCategory = markers.filter((m) => m.category === category);
        if (inCategory.length === 0) return null;
        return (
          <optgroup key={category} label={i18n._(MARKER_CATEGORY_LABELS[category])}>
            {inCategory.map((m) => (
              <option key={m._id} value={m._id} disabled={chosen.has(m._id) && m._id !== current}>
                {m.name}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}

/** The report's test day (not after today) and the lab's name. */
function ReportDateAndLab({ form }: { form: LabReportFormApi }) {
  const { t } = useLingui();
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t`Test date`}
        type="date"
        required
        max={today()}
        error={errors.test_date?.message}
        {...form.register('test_date')}
      />
      <TextField
        label={t`Lab name`}
        optional
        maxLength={LIMITS.labName}
        autoComplete="off"
        placeholder={t`e.g. LifeLabs`}
        error={errors.lab_name?.message}
        {...form.register('lab_name')}
      />
    </div>
  );
}
