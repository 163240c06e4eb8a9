import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { UnitSystem } from './body-units';

/** Metric (kg, cm) or imperial (lb, in, ft/in): how the member types and reads; the server keeps SI. */
export function UnitChoice({ system, onChange }: { system: UnitSystem; onChange: (system: UnitSystem) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: Array<[UnitSystem, string]> = [
    ['metric', t`kg and cm`],
    ['imperial', t`lb, in and ft`],
  ];
  return (
    <fieldset className="flex flex-wrap items-center gap-4 text-sm text-slate-800">
      <legend className="sr-only">{t`Units`}</legend>
      <span className="font-medium" aria-hidden="true">{t`Units`}</span>
      {options.map(([value, label]) => (
        <label key={value} className="inline-flex items-center gap-2">
          <input type="radio" name={name} value={value} checked={system === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
