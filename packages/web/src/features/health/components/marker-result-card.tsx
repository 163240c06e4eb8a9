import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { ResultMeaning, ResultValue } from './result-meaning';
import { StatusBadge } from './status-badge';

/**
 * One marker's latest result: value, date, its band, the urgent advice for a critical value, the
 * catalogue's message and the range bar, and the treatment the medication list says it is read on (with both sexes' ranges and the lab's own where they apply).
 */
export function MarkerResultCard({ result, decimals, treatment }: { result: BloodResult; decimals?: number; treatment?: string }) {
  const { t } = useLingui();
  const marker = result.marker_name;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="marker-result" data-marker={result.marker_key}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{result.marker_name}</h3>
        <StatusBadge status={result.status} band={result.band} />
      </div>
      <ResultValue result={result} unit={result.unit} decimals={decimals} look="card" />
      {treatment && (
        <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="marker-treatment">
          {treatment}
        </p>
      )}
      <ResultMeaning
        result={result}
        unit={result.unit}
        range={result.reference_range}
        rangesBySex={result.ranges_by_sex}
        decimals={decimals}
        look="card"
      />
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
