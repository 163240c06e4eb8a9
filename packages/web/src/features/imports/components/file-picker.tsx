import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

/** Choosing the exported file, or dropping it here; the apps whose exports are read, and how to get one. */
export function FilePicker({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Card className="space-y-4 p-5">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
        className={cn(
          'rounded-xl border-2 border-dashed p-5 text-center',
          over ? 'border-teal-600 bg-teal-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <FileUp className="mx-auto size-8 text-teal-700" aria-hidden="true" />
        <label htmlFor={id} className="mt-2 block font-semibold text-slate-900">
          <Trans>Choose the file your app exported, or drop it here</Trans>
        </label>
        <input
          id={id}
          type="file"
          accept=".zip,.xml,.csv,.json,application/zip,text/csv,text/xml,application/json"
          disabled={disabled}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
          className={cn(
            'mx-auto mt-3 block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-teal-700 file:px-4 file:font-semibold file:text-white hover:file:bg-teal-800',
            focusRing,
          )}
          aria-describedby={`${id}-help`}
        />
        <p id={`${id}-help`} className="mt-3 text-sm text-slate-600">
          {t`The file is read on this device and never sent: only the measurements you choose are.`}
        </p>
      </div>
      <div className="text-sm text-slate-700">
        <p className="font-medium text-slate-900">
          <Trans>Files this screen reads</Trans>
        </p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            <Trans>Apple Health: in the Health app, your picture, then Export All Health Data (export.zip).</Trans>
          </li>
          <li>
            <Trans>Withings: weight.csv and bp.csv from the data download of your Withings account.</Trans>
          </li>
          <li>
            <Trans>Omron Connect: the blood pressure CSV the app exports.</Trans>
          </li>
          <li>
            <Trans>Google Fit: the ZIP archive Google Takeout gives (takeout-…), as it is, or its daily activity metrics CSV.</Trans>
          </li>
          <li>
            <Trans>
              Fitbit: the ZIP archive Google Takeout gives (takeout-…), as it is, or a weight or steps JSON file (weight-… or steps-…) from
              it.
            </Trans>
          </li>
          <li>
            <Trans>Any other CSV file: you say which columns hold the date, the kind and the value.</Trans>
          </li>
        </ul>
      </div>
    </Card>
  );
}
