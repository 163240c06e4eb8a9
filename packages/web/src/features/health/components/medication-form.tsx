import { useLingui } from '@lingui/react/macro';
import { DOSE_UNITS, FREQUENCIES, medicationBodySchema, type Medication } from '@wellpath/shared/health/medications';
import { useState, type FormEvent } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { SelectField, TextField } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { today as memberToday } from '@/lib/dates';
import { useSaveMedication } from '../api/medications';
import { DOSE_UNIT_LABELS, FREQUENCY_LABELS } from '@/components/medications/medication-labels';
import { MedicationPicker, type CatalogueEntry } from './medication-picker';
import { EntryForm, useEntrySave, type EntryEditorProps } from './form-parts';

type Props = EntryEditorProps<Medication> & { catalogue: CatalogueEntry[] };
type Field = 'name' | 'dose_amount' | 'dose_unit' | 'started_on' | 'stopped_on' | 'reason';
type Errors = Partial<Record<Field, string>>;

/** The form's fields, from the medication being changed or empty. */
function useFields(editing: Medication | undefined, catalogue: CatalogueEntry[]) {
  const fromCatalogue = editing?.catalogue_key ? catalogue.find((e) => e.key === editing.catalogue_key) : undefined;
  const [chosen, setChosen] = useState<CatalogueEntry | null>(fromCatalogue ?? null);
  const [typed, setTyped] = useState(editing && !fromCatalogue ? editing.name : '');
  const [dose, setDose] = useState(editing?.dose_amount == null ? '' : String(editing.dose_amount));
  const [unit, setUnit] = useState<string>(editing?.dose_unit ?? 'mg');
  const [frequency, setFrequency] = useState<string>(editing?.frequency ?? '');
  const [reason, setReason] = useState(editing?.reason ?? '');
  const [started, setStarted] = useState(editing?.started_on ?? '');
  const [stopped, setStopped] = useState(editing?.stopped_on ?? '');
  const [daily, setDaily] = useState(editing?.track_daily ?? false);
  const reset = () => {
    setDaily(false);
    setChosen(null);
    setTyped('');
    setDose('');
    setFrequency('');
    setReason('');
    setStarted('');
    setStopped('');
  };
  const body = () => {
    const amount = dose.trim().replace(',', '.');
    return {
      catalogue_key: chosen?.key ?? null,
      name: chosen ? null : typed,
      dose_amount: amount === '' ? null : Number(amount),
      dose_unit: amount === '' ? null : unit,
      frequency: frequency === '' ? null : frequency,
      reason,
      started_on: started === '' ? null : started,
      stopped_on: stopped === '' ? null : stopped,
      track_daily: daily,
    };
  };
  const values = { chosen, typed, dose, unit, frequency, reason, started, stopped, daily };
  const set = { setChosen, setTyped, setDose, setUnit, setFrequency, setReason, setStarted, setStopped, setDaily };
  return { values, set, reset, body };
}

/** Add (or change) a medication: chosen from the clinic's list or typed, with dose, how often, reason and the days. Records only: no advice. */
export function MedicationForm({ editing, onSaved, onCancelEdit, onStartEntry, catalogue }: Props) {
  const { t, i18n } = useLingui();
  const entry = useEntrySave(
    useSaveMedication(),
    { editing, onSaved },
    { what: 'medication', failure: t`The medication could not be saved. Please try again.` },
  );
  const { values: v, set, reset, body } = useFields(editing, catalogue);
  const [errors, setErrors] = useState<Errors>({});
  const today = memberToday();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const sent = body();
    if (sent.dose_amount !== null && !Number.isFinite(sent.dose_amount)) found.dose_amount = t`Enter the dose as a number`;
    if (sent.started_on && sent.started_on > today) found.started_on = t`The start cannot be in the future`;
    const parsed = medicationBodySchema.safeParse(sent);
    if (parsed.success && !found.dose_amount && !found.started_on) {
      setErrors({});
      entry.save(parsed.data, reset);
      return;
    }
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0];
      const field: Field =
        key === 'dose_amount' || key === 'dose_unit' || key === 'started_on' || key === 'stopped_on' || key === 'reason' ? key : 'name';
      found[field] ??= tr(issue.message);
    }
    setErrors(found);
  }

  return (
    <EntryForm
      label={editing ? t`Edit medication` : t`Add a medication`}
      entry={entry}
      onSubmit={onSubmit}
      saveLabel={t`Save medication`}
      editor={{ editing, onCancelEdit, onStartEntry }}
    >
      <MedicationPicker
        catalogue={catalogue}
        typed={v.typed}
        onType={set.setTyped}
        chosen={v.chosen}
        onChoose={set.setChosen}
        error={errors.name}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Dose`}
          optional
          type="text"
          inputMode="decimal"
          value={v.dose}
          onChange={(e) => set.setDose(e.target.value)}
          error={errors.dose_amount}
        />
        <SelectField label={t`Unit`} value={v.unit} onChange={(e) => set.setUnit(e.target.value)} error={errors.dose_unit}>
          {DOSE_UNITS.map((u) => (
            <option key={u} value={u}>
              {i18n._(DOSE_UNIT_LABELS[u])}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label={t`How often`} optional value={v.frequency} onChange={(e) => set.setFrequency(e.target.value)}>
        <option value="">{t`Not said`}</option>
        {FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {i18n._(FREQUENCY_LABELS[f])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t`Reason`}
        optional
        hint={t`What it is for, in your words.`}
        value={v.reason}
        onChange={(e) => set.setReason(e.target.value)}
        error={errors.reason}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t`Started`}
          optional
          type="date"
          max={today}
          value={v.started}
          onChange={(e) => set.setStarted(e.target.value)}
          error={errors.started_on}
        />
        <TextField
          label={t`Stopped`}
          optional
          type="date"
          value={v.stopped}
          onChange={(e) => set.setStopped(e.target.value)}
          error={errors.stopped_on}
        />
      </div>
      <DailyCheckField checked={v.daily} onChange={set.setDaily} />
      <p className="text-sm text-slate-700">{t`The app keeps a record of what you take. It never advises a dose: ask your care team or pharmacist about any change.`}</p>
    </EntryForm>
  );
}

/** Whether the medication is in the tracking popup's daily "taken" check (decision 0112). */
function DailyCheckField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  return (
    <div className="flex items-start gap-3">
      <input
        id="medication-track-daily"
        type="checkbox"
        className={cn('mt-1 size-5 shrink-0 accent-teal-700', focusRing)}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby="medication-track-daily-hint"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor="medication-track-daily" className="font-semibold text-slate-900">
          {t`Include in my daily check`}
        </label>
        <p id="medication-track-daily-hint" className="text-sm text-slate-700">
          {t`Tick it as taken in the tracking popup each day, and see on how many of the last 30 days you ticked it.`}
        </p>
      </div>
    </div>
  );
}
