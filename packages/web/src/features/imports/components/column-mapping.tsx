import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-field';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { StatusMessage } from '@/components/ui/status-message';
import { KIND_UNITS, MAPPED_KINDS, type CsvMapping, type MappedKind } from '../parsers/mapped-csv';
import { KIND_LABELS } from './import-words';
import { guessMapping } from './guess-mapping';

// The column-mapping step (issue 36): a CSV of no known app is read with the columns the member
// says hold the date, the time, the kind, the value and the unit. The choice is remembered for files
// with the same header row (csv-mappings.ts); the file's first rows are shown to choose by.

const UNIT_LABELS: Record<string, MessageDescriptor> = {
  kg: msg`kg`,
  lb: msg`lb (pounds)`,
  st: msg`st (stones)`,
  cm: msg`cm`,
  in: msg`in (inches)`,
  '%': msg`%`,
  mmHg: msg`mmHg`,
  steps: msg`steps`,
};

interface ColumnMappingProps {
  fileName: string;
  columns: string[];
  sample: string[][];
  /** The mapping remembered for this file's shape, if any. */
  saved: CsvMapping | null;
  onMapped: (mapping: CsvMapping) => void;
  onCancel: () => void;
}

const col = (i: number) => `col:${i}`;
const parse = (v: string): number | string => (v.startsWith('col:') ? Number(v.slice(4)) : v);

/** The first rows of the file, as the member sees them in a spreadsheet. */
function SampleTable({ columns, sample }: { columns: string[]; sample: string[][] }) {
  const { t } = useLingui();
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className="min-w-full text-left text-sm">
        <caption id={captionId} className="mb-1 text-left font-medium text-slate-900">
          {t`The file’s first rows`}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                {c || t`Column ${i + 1}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sample.map((row, r) => (
            <tr key={r} className="border-b border-slate-100">
              {columns.map((_, i) => (
                <td key={i} className="px-2 py-1 whitespace-nowrap text-slate-800">
                  {row[i] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Which column holds what: date, time, kind, value and unit; read the file with it. */
export function ColumnMapping({ fileName, columns, sample, saved, onMapped, onCancel }: ColumnMappingProps) {
  const { t, i18n } = useLingui();
  const [mapping, setMapping] = useState<CsvMapping>(() => saved ?? guessMapping(columns));
  const [error, setError] = useState<string | null>(null);
  const name = (i: number) => columns[i] || t`Column ${i + 1}`;
  const columnOptions = columns.map((_, i) => (
    <option key={i} value={col(i)}>
      {name(i)}
    </option>
  ));
  const kindFixed = typeof mapping.kind === 'string' ? mapping.kind : null;
  const units = kindFixed ? Object.keys(KIND_UNITS[kindFixed]) : [];
  const set = (next: Partial<CsvMapping>) => {
    setError(null);
    setMapping((m) => ({ ...m, ...next }));
  };
  const setKind = (value: string) => {
    const kind = parse(value) as number | MappedKind;
    // A kind of its own: its unit is one of its own; a kind named in a column: each kind's usual unit.
    const unit =
      typeof mapping.unit === 'number'
        ? mapping.unit
        : typeof kind === 'string'
          ? (Object.keys(KIND_UNITS[kind]).find((u) => u === mapping.unit) ?? Object.keys(KIND_UNITS[kind])[0]!)
          : 'usual';
    set({ kind, unit });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const used = [mapping.date, mapping.value, mapping.time, typeof mapping.kind === 'number' ? mapping.kind : null].filter(
      (v): v is number => v !== null,
    );
    if (new Set(used).size !== used.length)
      return setError(t`Choose a different column for each of the date, the time, the kind and the value.`);
    onMapped(mapping);
  };
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Which columns of {fileName} hold what</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          <Trans>
            This CSV file is not one of the apps’ exports. Say which columns hold the date, the kind of measurement and the value. Your
            choice is remembered on this device for files with the same columns. Nothing is stored until you import it.
          </Trans>
        </p>
      </div>
      {sample.length > 0 && <SampleTable columns={columns} sample={sample} />}
      <form className="space-y-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t`Date`} value={col(mapping.date)} onChange={(e) => set({ date: Number(parse(e.currentTarget.value)) })}>
            {columnOptions}
          </SelectField>
          <SelectField
            label={t`Time`}
            value={mapping.time === null ? 'none' : col(mapping.time)}
            onChange={(e) => set({ time: e.currentTarget.value === 'none' ? null : Number(parse(e.currentTarget.value)) })}
          >
            <option value="none">{t`In the date column, or none`}</option>
            {columnOptions}
          </SelectField>
          <SelectField
            label={t`Kind of measurement`}
            hint={t`One kind for every row, or a column that names it (weight, waist, body fat, blood pressure, steps).`}
            value={typeof mapping.kind === 'number' ? col(mapping.kind) : mapping.kind}
            onChange={(e) => setKind(e.currentTarget.value)}
          >
            <optgroup label={t`Every row is`}>
              {MAPPED_KINDS.map((k) => (
                <option key={k} value={k}>
                  {i18n._(KIND_LABELS[k])}
                </option>
              ))}
            </optgroup>
            <optgroup label={t`Named in the column`}>{columnOptions}</optgroup>
          </SelectField>
          <SelectField
            label={t`Value`}
            hint={kindFixed === 'blood_pressure' ? t`Blood pressure written as 128/82, or 128/82/66 with the pulse.` : undefined}
            value={col(mapping.value)}
            onChange={(e) => set({ value: Number(parse(e.currentTarget.value)) })}
          >
            {columnOptions}
          </SelectField>
          <SelectField
            label={t`Unit`}
            value={typeof mapping.unit === 'number' ? col(mapping.unit) : mapping.unit}
            onChange={(e) => set({ unit: parse(e.currentTarget.value) })}
          >
            {kindFixed ? (
              <optgroup label={t`Every value is in`}>
                {units.map((u) => (
                  <option key={u} value={u}>
                    {i18n._(UNIT_LABELS[u]!)}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option value="usual">{t`Each kind’s usual unit (kg, cm, %, mmHg, steps)`}</option>
            )}
            <optgroup label={t`Named in the column`}>{columnOptions}</optgroup>
          </SelectField>
        </div>
        {error && <StatusMessage type="error">{error}</StatusMessage>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <Trans>Read the file with these columns</Trans>
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
