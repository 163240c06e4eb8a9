import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ImportResult } from '@wellpath/shared/health/wire';

/** What an import did: results added, duplicates passed over, codes we do not know, entries skipped and why. */
export function ImportSummary({ result, fileName }: { result: ImportResult; fileName: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const { imported, reports, duplicates } = result;
  const critical = result.critical ?? 0;
  /** "Row 3: the unit is not one of the marker's" (both from the server). */
  const skippedText = ({ entry, reason }: ImportResult['skipped'][number]) => t`${entry}: ${reason}`;
  /** "Ferritin (LOINC 2276-4), 2 values". */
  const unknownTest = ({ code, display, count }: ImportResult['unknown'][number]) => {
    if (display) return count > 1 ? t`${display} (LOINC ${code}), ${count} values` : t`${display} (LOINC ${code})`;
    return count > 1 ? t`LOINC ${code}, ${count} values` : t`LOINC ${code}`;
  };
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
          {imported > 0 && reports > 0
            ? t`${fileName}: ${plural(imported, { one: '# result', other: '# results' })} imported into ${plural(reports, { one: '# lab report', other: '# lab reports' })}.`
            : t`${fileName}: ${plural(imported, { one: '# result', other: '# results' })} imported.`}
        </span>
      </p>
      <ul className="mt-2 space-y-1 pl-7 text-slate-800">
        {result.duplicates > 0 && (
          <li>
            {plural(duplicates, {
              one: '# result was already in your records and not added again.',
              other: '# results were already in your records and not added again.',
            })}
          </li>
        )}
        {imported === 0 && duplicates === 0 && (
          <li>
            <Trans>No results in this file could be added.</Trans>
          </li>
        )}
        {critical > 0 && (
          <li className="font-semibold text-red-800">
            {plural(critical, {
              one: '# result needs prompt attention: read the advice with it in your results below.',
              other: '# results need prompt attention: read the advice with them in your results below.',
            })}
          </li>
        )}
      </ul>
      {result.unknown.length > 0 && (
        <div className="mt-3 pl-7 text-slate-800">
          <p className="font-medium">
            <Trans>Tests we do not track yet (not imported):</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.unknown.map((u) => (
              <li key={u.code}>{unknownTest(u)}</li>
            ))}
          </ul>
        </div>
      )}
      {result.skipped.length > 0 && (
        <div className="mt-3 pl-7 text-slate-800">
          <p className="font-medium">
            <Trans>Entries skipped:</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.skipped.map((s, i) => (
              <li key={`${i}-${s.entry}`}>{skippedText(s)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
