import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { BloodMarker, MarkerHistory, ReferenceRange, ScaleBand } from '@wellpath/shared/health/wire';
import { MARKER_CATEGORY_LABELS } from '@/components/labs/marker-categories';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import type { LineChartBand } from '@/components/ui/line-chart';
import { LineChart, niceTicks } from '@/components/ui/line-chart';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { TableHead } from '@/components/ui/table-head';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { useMarkerHistoryQuery } from '../api/blood-results';
import { formatBandRange, formatMarkerValue, formatReferenceRange, formatResultValue, sourceLabel } from './blood-format';
import { RangeNotes } from './range-notes';
import { ResultMeaning, ResultValue } from './result-meaning';
import { StatusBadge, TONE_STYLES, useBandLabel } from './status-badge';

/**
 * The round ticks of a chart of these values and band bounds, with room on the side of each open end:
 * a band "1.30 or more" above the highest value would otherwise end on the axis's top and have no
 * height, and a value right on its bound would sit on the edge of the band below it (HDL 1.30,
 * normal, drawn at the top of the "low" band). The room is a quarter of the span, and the axis does
 * not go below zero for values and bounds that are not negative.
 */
export function bandTicks(values: number[], bands: Array<{ from: number | null; to: number | null }>): number[] {
  const bounds = bands.flatMap((b) => [b.from, b.to]).filter((v): v is number => v !== null);
  let lo = Math.min(...values, ...bounds);
  let hi = Math.max(...values, ...bounds);
  const room = (hi - lo || Math.abs(hi) || 1) / 4;
  for (const b of bands) {
    if (b.to === null && b.from !== null) hi = Math.max(hi, b.from + room);
    if (b.from === null && b.to !== null) lo = Math.min(lo, b.to - room);
  }
  if (Math.min(...values, ...bounds) >= 0) lo = Math.max(0, lo);
  return niceTicks(lo, hi, 4);
}

/**
 * The reference range as a shaded band. An open end runs to the edge of the chart's axis (the same
 * round ticks the chart draws), so "5.9 or less" never looks like it has a lower limit.
 */
export function referenceBand(range: ReferenceRange, values: number[]): LineChartBand | null {
  if (range.min === null && range.max === null) return null;
  const ticks = bandTicks(values, [{ from: range.min, to: range.max }]);
  return { from: range.min ?? ticks[0]!, to: range.max ?? ticks[ticks.length - 1]!, tone: 'normal' };
}

/** The member's bands as shaded, labelled bands; open ends run to the edge of the chart's axis. */
export function scaleBands(bands: ScaleBand[], values: number[]): LineChartBand[] {
  const ticks = bandTicks(values, bands);
  return bands.map((b) => ({ from: b.from ?? ticks[0]!, to: b.to ?? ticks[ticks.length - 1]!, tone: b.tone, label: b.label }));
}

const backLinkClasses = cn(
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
  focusRing,
);

/** A marker's results over time: the latest on its range, a trend chart with the normal band, and a table. */
export function MarkerHistoryView({ markerKey, catalogue }: { markerKey: string; catalogue: BloodMarker[] | undefined }) {
  const { t, i18n } = useLingui();
  const history = useMarkerHistoryQuery(markerKey);
  const heading = useRef<HTMLHeadingElement>(null);
  const catalogueEntry = catalogue?.find((m) => m.key === markerKey || m._id === markerKey);

  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [markerKey]);

  const name = history.data?.marker.name ?? catalogueEntry?.name ?? t`Marker history`;
  const category = history.data?.marker.category;
  const categoryLabel =
    category && category in MARKER_CATEGORY_LABELS
      ? i18n._(MARKER_CATEGORY_LABELS[category as keyof typeof MARKER_CATEGORY_LABELS])
      : category;
  const unit = history.data?.marker.unit;
  const notFound = history.isError && isApiError(history.error) && history.error.status === 404;

  return (
    <div className="space-y-6">
      <title>{pageTitle(t`${name} · Blood Test Results`)}</title>
      <Link to={paths.bloodResults.getHref()} className={backLinkClasses}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>All blood test results</Trans>
      </Link>
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 outline-none">
          {name}
        </h1>
        {history.data && (
          <p className="mt-2 text-slate-600">
            <Trans>
              {categoryLabel} · results in {unit}
            </Trans>
          </p>
        )}
      </header>

      {history.isPending && (
        <div className="space-y-4" role="status" aria-label={t`Loading results`}>
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      )}
      {notFound && (
        <StatusMessage type="error">
          <Trans>We could not find this marker. It may have been removed from the catalogue.</Trans>
        </StatusMessage>
      )}
      {history.isError && !notFound && (
        <StatusMessage type="error">
          {(isApiError(history.error) && history.error.serverMessage) || t`Failed to load blood test results`}
        </StatusMessage>
      )}
      {history.isSuccess && <HistoryContent history={history.data} decimals={catalogueEntry?.decimals} />}
    </div>
  );
}

function HistoryContent({ history, decimals: catalogueDecimals }: { history: MarkerHistory; decimals?: number }) {
  const { marker, results } = history;
  const markerName = marker.name;
  const decimals = catalogueDecimals ?? marker.decimals;
  const latest = results[0];
  const rangeText = formatReferenceRange(marker.reference_range, marker.unit, decimals);
  if (!latest) {
    return (
      <Card className="p-5 text-sm text-slate-700">
        <p>
          <Trans>You have no {markerName} results yet. Add one from a lab report on the results page.</Trans>
        </p>
        {rangeText && (
          <p className="mt-2">
            <Trans>Normal range: {rangeText}</Trans>
          </p>
        )}
        <RangeNotes className="mt-2" rangesBySex={marker.ranges_by_sex} labRange={null} unit={marker.unit} decimals={decimals} />
      </Card>
    );
  }
  return (
    <>
      <LatestResultCard marker={marker} latest={latest} decimals={decimals} />
      <TrendCard marker={marker} results={results} decimals={decimals} rangeText={rangeText} />
      <AllResultsCard marker={marker} results={results} decimals={decimals} rangeText={rangeText} />
    </>
  );
}

type HistoryMarker = MarkerHistory['marker'];
type HistoryResult = MarkerHistory['results'][number];

/** The newest result: its value, status, advice when critical, where it sits in the range, and its message. */
function LatestResultCard({ marker, latest, decimals }: { marker: HistoryMarker; latest: HistoryResult; decimals: number | undefined }) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            <Trans>Latest result</Trans>
          </h2>
          <ResultValue result={latest} unit={marker.unit} decimals={decimals} look="page" />
        </div>
        <StatusBadge status={latest.status} band={latest.band} className="text-sm" />
      </div>
      <ResultMeaning
        result={latest}
        unit={marker.unit}
        range={marker.reference_range}
        rangesBySex={marker.ranges_by_sex}
        decimals={decimals}
        look="page"
      />
    </Card>
  );
}

/** What the trend and the list of results show: one marker's results, its decimals and its normal range in words. */
interface ResultsCardProps {
  marker: HistoryMarker;
  results: HistoryResult[];
  decimals: number | undefined;
  rangeText: string | null | undefined;
}

/** The results over time, with the marker's bands (or its normal range) shaded and named. */
function TrendCard({ marker, results, decimals, rangeText }: ResultsCardProps) {
  const { t } = useLingui();
  const bandLabel = useBandLabel();
  const markerName = marker.name;
  const values = results.map((r) => r.value);
  const bands = marker.bands?.length ? marker.bands : null;
  const namedBands = bands?.map((b) => ({ ...b, label: bandLabel(b, b.status) }));
  const chartBands = namedBands
    ? scaleBands(namedBands, values)
    : [referenceBand(marker.reference_range, values)].filter((b) => b !== null);
  const bandTexts = namedBands?.map((b) => ({ ...b, range: formatBandRange(b, marker.unit, decimals ?? 1) }));
  const bandList = bandTexts?.map(({ label, range }) => t`${label}, ${range}`).join('; ');
  const bandText = ({ label, range }: { label: string; range: string }) => t`${label}: ${range}`;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Trend</Trans>
      </h2>
      {results.length < 2 && (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Your trend appears once you have two or more results.</Trans>
        </p>
      )}
      <LineChart
        className="mt-4"
        title={t`${markerName} over time`}
        description={
          bandList ? t`The shaded bands are ${bandList}.` : rangeText ? t`The shaded band is the normal range, ${rangeText}.` : undefined
        }
        series={[
          {
            id: marker.key,
            label: marker.name,
            points: results.map((r) => ({ x: r.test_date, y: r.value, censored: r.comparator ?? undefined })),
          },
        ]}
        bands={chartBands}
        yUnit={marker.unit}
        formatY={(y) => (decimals === undefined ? String(y) : formatMarkerValue(y, Math.min(decimals, 2)))}
      />
      {bandTexts ? (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-label={t`Shaded bands`}>
          {bandTexts.map((b) => (
            <li key={b.key} className="flex items-center gap-2">
              <span className={cn('inline-block h-3 w-5 rounded-sm opacity-40', TONE_STYLES[b.tone].dot)} aria-hidden="true" />
              {bandText(b)}
            </li>
          ))}
        </ul>
      ) : (
        chartBands.length > 0 &&
        rangeText && (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <span className="inline-block h-3 w-5 rounded-sm bg-green-600/20 ring-1 ring-green-700/30" aria-hidden="true" />
            <Trans>Shaded band: normal range ({rangeText})</Trans>
          </p>
        )
      )}
    </Card>
  );
}

/** Every result, newest first, with the lab's own range when a report gave one. */
function AllResultsCard({ marker, results, decimals, rangeText }: ResultsCardProps) {
  const { t } = useLingui();
  const markerName = marker.name;
  const showLabRanges = results.some((r) => r.lab_reference_range);
  const { unit, source } = marker;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>All results</Trans>
      </h2>
      <ScrollRegion label={t`${markerName} results`} className="mt-3">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">
            <Trans>{markerName} results, newest first</Trans>
          </caption>
          <TableHead
            columns={[
              { label: t`Date`, className: 'pr-4' },
              { label: t`Value (${unit})`, className: 'pr-4' },
              { label: t`Status`, className: 'pr-4' },
              ...(showLabRanges ? [{ label: t`Lab's range`, className: 'pr-4' }] : []),
              { label: t`Source`, className: 'hidden sm:table-cell' },
            ]}
          />
          <tbody>
            {results.map((r) => (
              <tr key={r._id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                  {formatLongDate(r.test_date)}
                </th>
                <td className="py-2 pr-4 font-semibold tabular-nums text-slate-900">{formatResultValue(r, decimals)}</td>
                <td className="py-2 pr-4">
                  <StatusBadge status={r.status} band={r.band} />
                  {r.critical && (
                    <span className="ml-2 text-xs font-bold text-red-800">
                      <Trans>Needs prompt attention</Trans>
                    </span>
                  )}
                </td>
                {showLabRanges && (
                  <td className="py-2 pr-4 text-slate-700">
                    {(r.lab_reference_range && formatReferenceRange(r.lab_reference_range, marker.unit, decimals)) || '–'}
                  </td>
                )}
                <td className="hidden py-2 text-slate-700 sm:table-cell">{sourceLabel(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {rangeText && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Normal range: {rangeText}</Trans>
        </p>
      )}
      {source && (
        <p className="mt-2 text-xs leading-5 text-slate-600">
          <Trans>Source: {source}</Trans>
        </p>
      )}
    </Card>
  );
}
