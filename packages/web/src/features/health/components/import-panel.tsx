import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileJson, FileSpreadsheet, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { BloodMarker, CsvMapping, CsvPreview, ImportResult } from '@wellpath/shared/health/wire';
import { focusRing } from '@/components/ui/focus-ring';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { TableHead } from '@/components/ui/table-head';
import { cn } from '@/lib/class-names';
import { useImportCsvMutation, useImportFhirMutation, usePreviewCsvMutation } from '../api/blood-results';
import { CsvPreviewStep } from './csv-preview';
import { saveFailed } from './form-parts';
import { ImportSummary } from './import-summary';

type Outcome = { kind: 'done'; fileName: string; result: ImportResult } | { kind: 'error'; failure: FormOutcome } | null;

/** A CSV file being checked before it is imported: its text, and what the server says importing it would do. */
interface CsvCheck {
  fileName: string;
  csv: string;
  preview: CsvPreview;
}

export const CSV_TEMPLATE = [
  'test_date,marker,value,unit,lab_name',
  '2026-03-14,hba1c,5.8,%,LifeLabs',
  '2026-03-14,ldl-c,3.1,mmol/L,LifeLabs',
  '2026-03-14,Fasting glucose,5.4,mmol/L,LifeLabs',
  '',
].join('\n');

/** The template as a data: URL: a few hundred bytes, made once, no request and nothing to release. */
const CSV_TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

function readText(file: File): Promise<string> {
  return typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
        reader.readAsText(file);
      });
}

const fileInputClasses = cn(
  'mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:font-semibold file:text-white hover:file:bg-teal-800',
  'disabled:cursor-not-allowed disabled:opacity-60',
  focusRing,
);

/** What an import needs of its mutation (TanStack Query's result fits). */
interface Importing<V> {
  mutate: (
    content: V,
    handlers: { onSuccess: (result: ImportResult) => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
}

/** How one kind of file is imported. */
interface FileImport<V> {
  /** Turns the file into what the server takes (the parsed JSON, the CSV text). */
  read: (file: File) => Promise<V>;
  /** Said when the file cannot be read. */
  unreadable: (fileName: string) => string;
  send: Importing<V>;
  /** Said when the import fails without a message of the server's. */
  failure: string;
}

interface ImportChoiceProps {
  icon: LucideIcon;
  title: string;
  /** The file chooser's label. */
  inputLabel: string;
  accept: string;
  disabled: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What the file must hold. */
  children: ReactNode;
}

/** One kind of file to import: what it must hold, then its file chooser. */
function ImportChoice({ icon: Icon, title, inputLabel, accept, disabled, onFile, children }: ImportChoiceProps) {
  const inputId = useId();
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="size-5 text-teal-700" aria-hidden="true" />
        {title}
      </h3>
      {children}
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        {inputLabel}
      </label>
      <input id={inputId} type="file" accept={accept} disabled={disabled} onChange={onFile} className={fileInputClasses} />
    </div>
  );
}

/** The state and steps of importing a file: a FHIR file at once, a CSV file after its preview. */
function useResultImports() {
  const { t } = useLingui();
  const fhir = useImportFhirMutation();
  const preview = usePreviewCsvMutation();
  const csv = useImportCsvMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [check, setCheck] = useState<CsvCheck | null>(null);
  const busy = fhir.isPending || csv.isPending || preview.isPending;
  const csvFailure = t`The CSV file could not be imported. Please try again.`;

  /** Reads the chosen file and sends it; the input is emptied afterwards, so the same file can be chosen again. */
  async function importFile<V>(event: ChangeEvent<HTMLInputElement>, { read, unreadable, send, failure }: FileImport<V>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    setCheck(null);
    let content: V;
    try {
      content = await read(file);
    } catch {
      setOutcome({ kind: 'error', failure: { type: 'error', message: unreadable(file.name) } });
      input.value = '';
      return;
    }
    send.mutate(content, {
      onSuccess: (result) => setOutcome({ kind: 'done', fileName: file.name, result }),
      onError: (error) => setOutcome({ kind: 'error', failure: saveFailed(error, failure) }),
      onSettled: () => {
        input.value = '';
      },
    });
  }

  /** Asks what importing the file with these columns would do; the answer is the step the member checks. */
  function checkCsv(fileName: string, text: string, mapping?: CsvMapping) {
    preview.mutate(
      { csv: text, ...(mapping ? { mapping } : {}) },
      {
        onSuccess: (answer) => setCheck({ fileName, csv: text, preview: answer }),
        onError: (error) => {
          setCheck(null);
          setOutcome({ kind: 'error', failure: saveFailed(error, csvFailure) });
        },
      },
    );
  }

  async function onCsvFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    setCheck(null);
    try {
      checkCsv(file.name, await readText(file));
    } catch {
      const name = file.name;
      setOutcome({ kind: 'error', failure: { type: 'error', message: t`${name} could not be read.` } });
    } finally {
      input.value = '';
    }
  }

  function confirmCsv() {
    if (!check) return;
    const { fileName, csv: text, preview: shown } = check;
    csv.mutate(
      { csv: text, mapping: shown.mapping },
      {
        onSuccess: (result) => {
          setCheck(null);
          setOutcome({ kind: 'done', fileName, result });
        },
        onError: (error) => setOutcome({ kind: 'error', failure: saveFailed(error, csvFailure) }),
      },
    );
  }

  const onFhirFile = (event: ChangeEvent<HTMLInputElement>) =>
    importFile(event, {
      read: async (file) => JSON.parse(await readText(file)) as unknown,
      unreadable: (name) => t`${name} is not a JSON file. Choose the FHIR Bundle (.json) your lab or patient portal gave you.`,
      send: fhir,
      failure: t`The FHIR file could not be imported. Please try again.`,
    });

  return {
    outcome,
    check,
    busy,
    reading: preview.isPending,
    onFhirFile,
    onCsvFile,
    remap: (mapping: CsvMapping) => {
      if (check) checkCsv(check.fileName, check.csv, mapping);
    },
    confirmCsv,
    cancelCheck: () => setCheck(null),
  };
}

/** What a CSV file may hold, with an example and the template to download. */
function CsvFormatHelp() {
  const { t } = useLingui();
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          The export of a lab or patient portal (collection date, test name, result, units, reference range, flag), or this app&apos;s own
          columns, in English or French. A header row, then one row per value; a result the lab gives as a bound is written &lt;0.3 or
          &gt;90. This app&apos;s columns, in any order:
        </Trans>
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-mono text-slate-900">test_date</dt>
        <dd className="text-slate-700">
          <Trans>the day of the test, YYYY-MM-DD</Trans>
        </dd>
        <dt className="font-mono text-slate-900">marker</dt>
        <dd className="text-slate-700">{t`the marker's key, name or LOINC code`}</dd>
        <dt className="font-mono text-slate-900">value</dt>
        <dd className="text-slate-700">
          <Trans>a number</Trans>
        </dd>
        <dt className="font-mono text-slate-900">unit</dt>
        <dd className="text-slate-700">{t`one of the marker's units`}</dd>
        <dt className="font-mono text-slate-900">lab_name</dt>
        <dd className="text-slate-700">
          <Trans>optional</Trans>
        </dd>
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>For example:</Trans>
      </p>
      <pre className="mt-1 rounded-lg bg-white p-2 text-xs break-all whitespace-pre-wrap leading-5 text-slate-800 ring-1 ring-slate-200">
        {CSV_TEMPLATE.split('\n').slice(0, 3).join('\n')}
      </pre>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          You choose which column holds what and see every row before anything is stored; rows that cannot be imported are listed with why.
        </Trans>
      </p>
      <a
        href={CSV_TEMPLATE_HREF}
        download="wellpath-blood-results-template.csv"
        className={cn(
          'mt-2 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
          focusRing,
        )}
      >
        <Download className="size-4" aria-hidden="true" />
        <Trans>Download a CSV template</Trans>
      </a>
    </>
  );
}

/** The catalogue's markers with the keys, units and LOINC codes a file may name them by. */
function MarkerKeys({ markers }: { markers: BloodMarker[] }) {
  const { t } = useLingui();
  return (
    <details className="rounded-xl p-1 text-sm">
      <summary className={cn('cursor-pointer rounded font-semibold text-teal-800', focusRing)}>
        <Trans>Marker keys, units and LOINC codes</Trans>
      </summary>
      <ScrollRegion label={t`Markers you can import`} className="mt-3">
        <table className="w-full min-w-[28rem] text-left">
          <caption className="sr-only">
            <Trans>Markers you can import</Trans>
          </caption>
          <TableHead
            columns={[
              { label: t`Marker`, className: 'pr-3' },
              { label: t`Key`, className: 'pr-3' },
              { label: t`Units`, className: 'pr-3' },
              { label: t`LOINC` },
            ]}
          />
          <tbody>
            {markers.map((m) => (
              <tr key={m._id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900">
                  {m.name}
                </th>
                <td className="py-1.5 pr-3 font-mono text-slate-800">{m.key}</td>
                <td className="py-1.5 pr-3 text-slate-800">{m.units.join(', ')}</td>
                <td className="py-1.5 font-mono text-slate-800">{m.loinc.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}

/**
 * Import results from a file: a FHIR R4 Bundle (.json) from a patient portal, or a CSV file. A CSV
 * file is checked first (its columns, then each row) and imported only when the member confirms.
 */
export function ImportPanel({ markers }: { markers: BloodMarker[] }) {
  const { t } = useLingui();
  const { outcome, check, busy, reading, onFhirFile, onCsvFile, remap, confirmCsv, cancelCheck } = useResultImports();

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>Import results from a file</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Results already in your records are not added twice.</Trans>
        </p>
      </div>

      <div aria-live="polite">
        {busy && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" /> {reading ? <Trans>Reading the file...</Trans> : <Trans>Importing...</Trans>}
          </p>
        )}
      </div>
      {outcome?.kind === 'done' && <ImportSummary result={outcome.result} fileName={outcome.fileName} />}
      {outcome?.kind === 'error' && <FormStatus outcome={outcome.failure} />}
      {check && (
        <CsvPreviewStep
          fileName={check.fileName}
          preview={check.preview}
          markers={markers}
          busy={busy}
          onMappingChange={remap}
          onConfirm={confirmCsv}
          onCancel={cancelCheck}
        />
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <ImportChoice
          icon={FileJson}
          title={t`FHIR file (.json)`}
          inputLabel={t`Choose a FHIR file`}
          accept=".json,application/json,application/fhir+json"
          disabled={busy}
          onFile={(e) => void onFhirFile(e)}
        >
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Lab results in FHIR R4 with LOINC codes, as patient portals and health records export them: a Bundle, a DiagnosticReport or a
              single Observation. Tests we do not track are listed and left out.
            </Trans>
          </p>
        </ImportChoice>

        <ImportChoice
          icon={FileSpreadsheet}
          title={t`CSV file (.csv)`}
          inputLabel={t`Choose a CSV file`}
          accept=".csv,text/csv"
          disabled={busy}
          onFile={(e) => void onCsvFile(e)}
        >
          <CsvFormatHelp />
        </ImportChoice>
      </div>

      {markers.length > 0 && <MarkerKeys markers={markers} />}
    </div>
  );
}
