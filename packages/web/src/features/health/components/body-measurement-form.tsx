import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { BODY_KINDS, bodyMeasurementBodySchema, type BodyKind } from '@wellpath/shared/health/body';
import type { BodyMeasurement } from '@wellpath/shared/health/wire';
import { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '@/components/ui/form-field';
import { tr } from '@/lib/i18n/translate';
import { useSaveBodyMeasurement } from '../api/body';
import { localInputToIso, toLocalInputValue } from './bp-format';
import { fromSi, KIND_LABELS, toSi, unitOf, type UnitSystem } from './body-units';
import { EntryForm, useEntrySave, type EntryEditorProps } from './form-parts';

type Props = EntryEditorProps<BodyMeasurement> & { system: UnitSystem };
type Errors = Partial<Record<'value' | 'measured_at', string>>;

/** Log (or correct) a weight, a waist or a body fat, typed in the member's units and sent in SI. */
export function BodyMeasurementForm({ editing, onSaved, onCancelEdit, onStartEntry, system }: Props) {
  const { t } = useLingui();
  const entry = useEntrySave(
    useSaveBodyMeasurement(),
    { editing, onSaved },
    { what: 'body measurement', failure: t`The measurement could not be saved. Please try again.` },
  );
  const [kind, setKind] = useState<BodyKind>(editing?.kind ?? 'weight');
  const [value, setValue] = useState(editing ? String(fromSi(editing.kind, editing.value, system)) : '');
  const [when, setWhen] = useState(toLocalInputValue(editing ? new Date(editing.measured_at) : new Date()));
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = value.trim().replace(',', '.');
    const iso = localInputToIso(when);
    const found: Errors = {};
    if (typed === '' || !Number.isFinite(Number(typed))) found.value = t`Enter the value as a number`;
    if (!iso) found.measured_at = t`Enter the date and time of the measurement`;
    else if (new Date(iso).getTime() > Date.now() + 5 * 60_000) found.measured_at = t`The date and time cannot be in the future`;
    if (!found.value && !found.measured_at) {
      const parsed = bodyMeasurementBodySchema.safeParse({ kind, value: toSi(kind, Number(typed), system), measured_at: iso });
      if (parsed.success) {
        setErrors({});
        entry.save(parsed.data, () => setValue(''));
        return;
      }
      for (const issue of parsed.error.issues) found[issue.path[0] === 'measured_at' ? 'measured_at' : 'value'] ??= tr(issue.message);
    }
    setErrors(found);
  }

  const unit = unitOf(kind, system);
  return (
    <EntryForm
      label={editing ? t`Edit measurement` : t`Log a measurement`}
      entry={entry}
      onSubmit={onSubmit}
      saveLabel={t`Save measurement`}
      editor={{ editing, onCancelEdit, onStartEntry }}
    >
      <div className="grid grid-cols-2 gap-4">
        <SelectField label={t`Measurement`} required value={kind} onChange={(e) => setKind(e.target.value as BodyKind)}>
          {BODY_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_LABELS[k])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Value in ${unit}`}
          required
          type="text"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={errors.value}
        />
      </div>
      <TextField
        label={t`Date and time`}
        type="datetime-local"
        required
        max={toLocalInputValue(new Date())}
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        error={errors.measured_at}
      />
    </EntryForm>
  );
}
