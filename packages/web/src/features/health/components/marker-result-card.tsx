import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatResultValue } from './blood-format';
import { CriticalAdvice } from './critical-advice';
import { ResultRangeBar } from './range-bar';
import { RangeNotes } from './range-notes';
import { StatusBadge } from './status-badge';

/**
 * One marker's latest result: value, date, its band, the urgent advice for a critical value, the
 * catalogue's message and the range bar, and the treatment the medication list says it is read on (with both sexes' ranges and the lab's own where they apply).
 */
export function MarkerResultCard({ result, decimals, treatment }: { result: BloodResult; decimals?: number; treatment?: string }) {
  const { t } = useLingui();
  const tested = formatLongDate(result.test_date);
  const marker = result.marker_name;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="marker-result" data-marker={result.marker_key}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{result.marker_name}</h3>
        <StatusBadge status={result.status} band={result.band} />
      </div>
      <p className="mt-2 text-slate-900">
        <span className="text-2xl font-bold tabular-nums">{formatResultValue(result, decimals)}</span>{' '}
        <span className="text-sm text-slate-700">{result.unit}</span>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>Tested {tested}</Trans>
      </p>
      {treatment && (
        <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="marker-treatment">
          {treatment}
        </p>
      )}
      <CriticalAdvice className="mt-3" result={result} decimals={decimals} />
      <ResultRangeBar className="mt-4" result={result} unit={result.unit} range={result.reference_range} decimals={decimals} />
      <RangeNotes
        className="mt-1"
        rangesBySex={result.ranges_by_sex}
        labRange={result.lab_reference_range}
        unit={result.unit}
        decimals={decimals}
      />
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-700">{result.message}</p>
      <Link
        to={paths.bloodResultMarker.getHref(result.marker_key)}
        aria-label={t`View history of ${marker}`}
        className={cn(
          'mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
          focusRing,
        )}
      >
        <Trans>View history</Trans>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
