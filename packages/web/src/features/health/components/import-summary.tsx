import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ImportResult } from '@wellpath/shared/health/wire';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an import did: results added, duplicates passed over, codes we do not know, entries skipped and why. */
export function ImportSummary({ result, fileName }: { result: ImportResult; fileName: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [result]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="import-summary"
      className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900 outline-none"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          {fileName}: {plural(result.imported, 'result', 'results')} imported
          {result.imported > 0 && result.reports > 0 ? ` into ${plural(result.reports, 'lab report', 'lab reports')}` : ''}.
        </span>
      </p>
      <ul className="mt-2 space-y-1 pl-7 text-slate-800">
        {result.duplicates > 0 && (
          <li>{plural(result.duplicates, 'result was', 'results were')} already in your records and not added again.</li>
        )}
        {result.imported === 0 && result.duplicates === 0 && <li>No results in this file could be added.</li>}
        {(result.critical ?? 0) > 0 && (
          <li className="font-semibold text-red-800">
            {plural(result.critical!, 'result needs', 'results need')} prompt attention: read the advice with{' '}
            {result.critical === 1 ? 'it' : 'them'} in your results below.
          </li>
        )}
      </ul>
      {result.unknown.length > 0 && (
        <div className="mt-3 pl-7 text-slate-800">
          <p className="font-medium">Tests we do not track yet (not imported):</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.unknown.map((u) => (
              <li key={u.code}>
                {u.display ? `${u.display} (LOINC ${u.code})` : `LOINC ${u.code}`}
                {u.count > 1 ? `, ${u.count} values` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.skipped.length > 0 && (
        <div className="mt-3 pl-7 text-slate-800">
          <p className="font-medium">Entries skipped:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.skipped.map((s, i) => (
              <li key={`${i}-${s.entry}`}>
                {s.entry}: {s.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
