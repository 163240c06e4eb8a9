import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  CSV_FIELDS,
  CSV_REQUIRED_FIELDS,
  type BloodMarker,
  type CsvField,
  type CsvMapping,
  type CsvPreview,
} from '@wellpath/shared/health/wire';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TableHead } from '@/components/ui/table-head';
import { formatLongDate } from '@/lib/dates';
import { formatResultValue } from './blood-format';

/** Each field's name in the mapping step (shown with `i18n._`). */
const FIELD_LABELS: Record<CsvField, MessageDescriptor> = {
  date: msg`Test date`,
  test: msg`Test name`,
  code: msg`LOINC code`,
  result: msg`Result`,
  unit: msg`Unit`,
  range: msg`Reference range`,
  flag: msg`Flag`,
  lab: msg`Lab name`,
};

const REQUIRED = new Set<CsvField>(CSV_REQUIRED_FIELDS);

type PreviewRow = CsvPreview['rows'][number];

/** Whether a row will be imported, or why not: an icon and words, never colour alone. */
function RowStatus({ error }: { error: string | null }) {
  return error === null ? (
    <span className="inline-flex items-center gap-1 font-medium text-green-800">
      <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
      <Trans>Ready</Trans>
    </span>
  ) : (
    <span className="inline-flex items-start gap-1 text-red-800">
      <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">
          <Trans>Refused:</Trans>{' '}
        </span>
        {error}
      </span>
    </span>
  );
}

interface CsvPreviewStepProps {
  fileName: string;
  preview: CsvPreview;
  /** The catalogue, for each marker's name in the member's language. */
  markers: BloodMarker[];
  /** A new preview or the import is on its way: the choices wait. */
  busy: boolean;
  onMappingChange: (mapping: CsvMapping) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The CSV import's second step, before anything is stored: which column holds what (recognised from
 * the header, changeable), then every row with what it will store or why it is refused. The member
 * imports the good rows or cancels.
 */
export function CsvPreviewStep({ fileName, preview, markers, busy, onMappingChange, onConfirm, onCancel }: CsvPreviewStepProps) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [fileName]);
  const names = new Map(markers.map((m) => [m.key, m.name]));
  const ready = preview.rows.filter((r) => r.error === null).length;
  const refused = preview.rows.length - ready;
  const complete = preview.missing.length === 0;
  const missing = preview.missing.map((f) => i18n._(FIELD_LABELS[f])).join(', ');
  const rowName = (r: PreviewRow) => (r.marker_key && names.get(r.marker_key)) || r.test || '–';
  const rowValue = (r: PreviewRow) => `${formatResultValue({ value: r.value ?? 0, comparator: r.comparator })} ${r.unit}`;

  return (
    <section
      aria-labelledby="csv-preview-heading"
      data-testid="csv-preview"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id="csv-preview-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        <Trans>Check {fileName} before importing</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Nothing is stored until you import. Check which column holds what, then the rows below.</Trans>
      </p>

      <ColumnChoices preview={preview} busy={busy} onMappingChange={onMappingChange} />

      <div aria-live="polite" className="mt-4 text-sm">
        {complete ? (
          <p className="font-medium text-slate-900" data-testid="csv-preview-counts">
            {refused > 0
              ? t`${plural(ready, { one: '# result ready to import', other: '# results ready to import' })}; ${plural(refused, { one: '# row refused', other: '# rows refused' })}.`
              : t`${plural(ready, { one: '# result ready to import', other: '# results ready to import' })}.`}
          </p>
        ) : (
          <p className="font-medium text-red-800">
            <Trans>Choose the columns for: {missing}.</Trans>
          </p>
        )}
      </div>

      {complete && preview.rows.length > 0 && (
        // On a phone each row is a short card (a table would hide why a row is refused off to the side).
        <ul className="mt-3 divide-y divide-slate-100 sm:hidden" aria-label={t`Rows of ${fileName}`}>
          {preview.rows.map((r) => {
            const line = r.line;
            const when = r.test_date ? formatLongDate(r.test_date) : null;
            return (
              <li key={line} className="py-2 text-sm" data-testid="csv-preview-item">
                <p className="text-slate-600">{when ? t`Row ${line}, ${when}` : t`Row ${line}`}</p>
                <p className="font-medium text-slate-900">
                  {rowName(r)}
                  {r.value !== null && <span className="ml-2 whitespace-nowrap tabular-nums">{rowValue(r)}</span>}
                </p>
                <RowStatus error={r.error} />
              </li>
            );
          })}
        </ul>
      )}
      {complete && preview.rows.length > 0 && (
        <ScrollRegion label={t`Rows of ${fileName}`} className="mt-3 hidden sm:block">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              <Trans>Rows of {fileName}, with what each will import or why it is refused</Trans>
            </caption>
            <TableHead
              columns={[
                { label: t`Row`, className: 'pr-3' },
                { label: t`Date`, className: 'pr-3' },
                { label: t`Test`, className: 'pr-3' },
                { label: t`Result`, className: 'pr-3' },
                { label: t`Import` },
              ]}
            />
            <tbody>
              {preview.rows.map((r) => (
                <tr key={r.line} className="border-b border-slate-100 align-top last:border-0" data-testid="csv-preview-row">
                  <th scope="row" className="py-2 pr-3 font-normal tabular-nums text-slate-700">
                    {r.line}
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap text-slate-800">{r.test_date ? formatLongDate(r.test_date) : '–'}</td>
                  <td className="py-2 pr-3 text-slate-900">{rowName(r)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums text-slate-900">{r.value === null ? '–' : rowValue(r)}</td>
                  <td className="py-2">
                    <RowStatus error={r.error} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onConfirm} disabled={!complete || ready === 0 || busy} loading={busy}>
          {t`${plural(ready, { one: 'Import # result', other: 'Import # results' })}`}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </section>
  );
}

/** Which column holds what: recognised from the header, changeable; a required one unchosen is named. */
function ColumnChoices({ preview, busy, onMappingChange }: Pick<CsvPreviewStepProps, 'preview' | 'busy' | 'onMappingChange'>) {
  const { t, i18n } = useLingui();
  const choose = (field: CsvField, header: string) => onMappingChange({ ...preview.mapping, [field]: header === '' ? null : header });
  return (
    <fieldset className="mt-4" disabled={busy}>
      <legend className="text-sm font-semibold text-slate-900">
        <Trans>Columns</Trans>
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {CSV_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={i18n._(FIELD_LABELS[field])}
            optional={!REQUIRED.has(field)}
            value={preview.mapping[field] ?? ''}
            onChange={(e) => choose(field, e.target.value)}
            error={preview.missing.includes(field) ? t`Choose the column that holds it` : undefined}
          >
            <option value="">{t`No column`}</option>
            {preview.columns.map((c, i) => (
              <option key={`${i}-${c}`} value={c}>
                {c === '' ? t`Column ${i + 1}` : c}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
