import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ImportKind } from '@wellpath/shared/health/imports';
import { SOURCE_NAMES, type ImportSource } from '@wellpath/shared/health/sources';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { formatLongDate } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { cn } from '@/lib/class-names';
import type { Choice, KindSummary } from '../plan';
import { ImportHeight } from './import-height';
import { DEVICE_REASONS, KIND_LABELS } from './import-words';

interface ImportPreviewProps {
  source: ImportSource;
  fileName: string;
  kinds: KindSummary[];
  choice: Choice;
  onChoice: (choice: Choice) => void;
  /** Resuming a stopped import of this file: the choice is the one it was started with. */
  resuming: boolean;
  /** The export's newest height, if it holds one. */
  height: { value: number; measured_at: string } | null;
  /** Other apps whose files the archive holds (one import is of one app), and reading the archive again for one of them. */
  otherApps: ImportSource[];
  onReadApp: (app: ImportSource) => void;
  onImport: () => void;
  onCancel: () => void;
}

const inputClasses = cn('mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900', focusRing);

/** One end of the dates to import (a day picker with its label); an emptied field keeps the day. */
function DateField({
  label,
  value,
  min,
  max,
  onDay,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onDay: (day: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={inputClasses}
        value={value}
        min={min}
        max={max}
        onChange={(e) => e.currentTarget.value && onDay(e.currentTarget.value)}
      />
    </div>
  );
}

/** One kind found in the file: how many, their dates, how many the app has already and refuses, and whether to import it. */
function KindRow({ s, checked, disabled, onToggle }: { s: KindSummary; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const label = i18n._(KIND_LABELS[s.kind]);
  const already = i18n.number(s.already);
  const toSend = i18n.number(s.toSend);
  const first = s.first ? formatLongDate(s.first) : '';
  const last = s.last ? formatLongDate(s.last) : '';
  const reason = (r: string) => (DEVICE_REASONS[r] ? i18n._(DEVICE_REASONS[r]) : tr(r));
  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className={cn('mt-1 size-5 shrink-0 accent-teal-700', focusRing)}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="font-semibold text-slate-900">
            {label}
          </label>
          <p className="text-sm text-slate-700">
            {s.count > 0
              ? t`${plural(s.count, { one: '# value', other: '# values' })}, ${first} to ${last}`
              : t`No values the app can keep`}
          </p>
          <p className="text-sm text-slate-700">
            <Trans>
              {already} already in the app · {toSend} to import in the chosen dates
            </Trans>
          </p>
          {s.refused.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-amber-900">
              {s.refused.map((r) => {
                const why = reason(r.reason);
                return <li key={r.reason}>{t`${plural(r.count, { one: '# refused', other: '# refused' })}: ${why}`}</li>;
              })}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

/** Before anything is stored: what the file holds, kind by kind, and the member's choice of kinds and dates. */
export function ImportPreview({
  source,
  fileName,
  kinds,
  choice,
  onChoice,
  resuming,
  height,
  otherApps,
  onReadApp,
  onImport,
  onCancel,
}: ImportPreviewProps) {
  const { t } = useLingui();
  const total = kinds.filter((k) => choice.kinds.has(k.kind)).reduce((n, k) => n + k.toSend, 0);
  const app = SOURCE_NAMES[source];
  const toggle = (kind: ImportKind) => {
    const next = new Set(choice.kinds);
    if (next.has(kind)) next.delete(kind);
    else next.add(kind);
    onChoice({ ...choice, kinds: next });
  };
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>What {fileName} holds</Trans>
        </h2>
        <p className="text-sm text-slate-600">
          {source === 'csv' ? (
            <Trans>A CSV file, read with the columns you chose. Nothing is stored until you import it.</Trans>
          ) : (
            <Trans>An export of {app}. Nothing is stored until you import it.</Trans>
          )}
        </p>
      </div>
      {resuming && (
        <p className="rounded-lg bg-teal-50 p-3 text-sm text-teal-900">
          <Trans>This file’s import was stopped. It resumes where it stopped, with the kinds and dates chosen then.</Trans>
        </p>
      )}
      {otherApps.map((other) => {
        const name = SOURCE_NAMES[other];
        return (
          <div key={other} className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
            <p>
              <Trans>
                This archive holds files of {name} too. One import brings in one app’s values: this one is of {app}.
              </Trans>
            </p>
            <Button variant="secondary" onClick={() => onReadApp(other)}>
              {t`Read the ${name} files instead`}
            </Button>
          </div>
        );
      })}
      {kinds.length === 0 ? (
        <p className="text-slate-700">
          <Trans>This file holds no weight, waist, body fat, blood pressure, steps or workouts.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {kinds.map((s) => (
            <KindRow
              key={s.kind}
              s={s}
              checked={choice.kinds.has(s.kind)}
              disabled={resuming || s.count === 0}
              onToggle={() => toggle(s.kind)}
            />
          ))}
        </ul>
      )}
      {height && <ImportHeight height={height} />}
      <fieldset className="grid gap-3 sm:grid-cols-2" disabled={resuming}>
        <legend className="mb-1 font-medium text-slate-900">
          <Trans>Dates to import</Trans>
        </legend>
        <DateField label={t`First day`} value={choice.from} max={choice.to} onDay={(from) => onChoice({ ...choice, from })} />
        <DateField label={t`Last day`} value={choice.to} min={choice.from} onDay={(to) => onChoice({ ...choice, to })} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onImport} disabled={total === 0}>
          {resuming ? t`Resume the import` : t`Import ${plural(total, { one: '# value', other: '# values' })}`}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Choose another file</Trans>
        </Button>
      </div>
    </Card>
  );
}
