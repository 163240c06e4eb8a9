import { Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import type { BloodMarker, ImportResult } from '@wellpath/shared/health/wire';
import { focusRing } from '@/components/ui/focus-ring';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { useImportCsvMutation, useImportFhirMutation } from '../api/blood-results';
import { saveFailed } from './form-parts';
import { ImportSummary } from './import-summary';

type Outcome = { kind: 'done'; fileName: string; result: ImportResult } | { kind: 'error'; failure: FormOutcome } | null;

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

/** Import results from a file: a FHIR R4 Bundle (.json) from a patient portal, or a CSV file. */
export function ImportPanel({ markers }: { markers: BloodMarker[] }) {
  const fhir = useImportFhirMutation();
  const csv = useImportCsvMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fhirId = useId();
  const csvId = useId();
  const busy = fhir.isPending || csv.isPending;

  function failed(error: unknown, fallback: string) {
    setOutcome({ kind: 'error', failure: saveFailed(error, fallback) });
  }

  async function onFhirFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    let bundle: unknown;
    try {
      bundle = JSON.parse(await readText(file)) as unknown;
    } catch {
      setOutcome({
        kind: 'error',
        failure: {
          type: 'error',
          message: `${file.name} is not a JSON file. Choose the FHIR Bundle (.json) your lab or patient portal gave you.`,
        },
      });
      input.value = '';
      return;
    }
    fhir.mutate(bundle, {
      onSuccess: (result) => setOutcome({ kind: 'done', fileName: file.name, result }),
      onError: (error) => failed(error, 'The FHIR file could not be imported. Please try again.'),
      onSettled: () => {
        input.value = '';
      },
    });
  }

  async function onCsvFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setOutcome(null);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setOutcome({ kind: 'error', failure: { type: 'error', message: `${file.name} could not be read.` } });
      input.value = '';
      return;
    }
    csv.mutate(text, {
      onSuccess: (result) => setOutcome({ kind: 'done', fileName: file.name, result }),
      onError: (error) => failed(error, 'The CSV file could not be imported. Please try again.'),
      onSettled: () => {
        input.value = '';
      },
    });
  }

  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Import results from a file</h2>
        <p className="mt-1 text-sm text-slate-600">Results already in your records are not added twice.</p>
      </div>

      <div aria-live="polite">
        {busy && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" /> Importing...
          </p>
        )}
      </div>
      {outcome?.kind === 'done' && <ImportSummary result={outcome.result} fileName={outcome.fileName} />}
      {outcome?.kind === 'error' && <FormStatus outcome={outcome.failure} />}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <FileJson className="size-5 text-teal-700" aria-hidden="true" />
            FHIR file (.json)
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            A FHIR R4 Bundle of lab Observations with LOINC codes, as exported by many patient portals. Tests we do not track are listed and
            left out.
          </p>
          <label htmlFor={fhirId} className="mt-3 block text-sm font-medium text-slate-800">
            Choose a FHIR file
          </label>
          <input
            id={fhirId}
            type="file"
            accept=".json,application/json,application/fhir+json"
            disabled={busy}
            onChange={(e) => void onFhirFile(e)}
            className={fileInputClasses}
          />
        </div>

        <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <FileSpreadsheet className="size-5 text-teal-700" aria-hidden="true" />
            CSV file (.csv)
          </h3>
          <p className="mt-1 text-sm text-slate-600">A header row, then one row per value. Columns in any order:</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-mono text-slate-900">test_date</dt>
            <dd className="text-slate-700">the day of the test, YYYY-MM-DD</dd>
            <dt className="font-mono text-slate-900">marker</dt>
            <dd className="text-slate-700">the marker&apos;s key, name or LOINC code</dd>
            <dt className="font-mono text-slate-900">value</dt>
            <dd className="text-slate-700">a number</dd>
            <dt className="font-mono text-slate-900">unit</dt>
            <dd className="text-slate-700">one of the marker&apos;s units</dd>
            <dt className="font-mono text-slate-900">lab_name</dt>
            <dd className="text-slate-700">optional</dd>
          </dl>
          <p className="mt-2 text-sm text-slate-600">For example:</p>
          <pre className="mt-1 rounded-lg bg-white p-2 text-xs break-all whitespace-pre-wrap leading-5 text-slate-800 ring-1 ring-slate-200">
            {CSV_TEMPLATE.split('\n').slice(0, 3).join('\n')}
          </pre>
          <p className="mt-2 text-sm text-slate-600">If any row has a problem, nothing is imported and every problem is listed.</p>
          <a
            href={CSV_TEMPLATE_HREF}
            download="wellpath-blood-results-template.csv"
            className={cn(
              'mt-2 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
              focusRing,
            )}
          >
            <Download className="size-4" aria-hidden="true" />
            Download a CSV template
          </a>
          <label htmlFor={csvId} className="mt-3 block text-sm font-medium text-slate-800">
            Choose a CSV file
          </label>
          <input
            id={csvId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => void onCsvFile(e)}
            className={fileInputClasses}
          />
        </div>
      </div>

      {markers.length > 0 && (
        <details className="rounded-xl p-1 text-sm">
          <summary className={cn('cursor-pointer rounded font-semibold text-teal-800', focusRing)}>
            Marker keys, units and LOINC codes
          </summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left">
              <caption className="sr-only">Markers you can import</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Marker
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Key
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    Units
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    LOINC
                  </th>
                </tr>
              </thead>
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
          </div>
        </details>
      )}
    </div>
  );
}
