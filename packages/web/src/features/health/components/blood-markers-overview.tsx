import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Droplet } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyActionCard } from '@/components/ui/empty-action-card';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { SectionTitle } from '@/components/ui/section-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { useLatestResultsQuery, useMarkersQuery } from '../api/blood-results';
import { formatResultValue } from './blood-format';
import { CriticalResults } from './critical-results';
import { StatusBadge } from './status-badge';

/**
 * The home screen's blood markers overview (§2), linking to /blood-results: how many key markers are
 * in range, the ones that are not with their latest value and band, and Show all for the rest. A
 * critical latest value, key marker or not, shows its urgent advice here, unless the page already
 * shows it among its alerts (`showCritical={false}`).
 */
export function BloodMarkersOverview({ showCritical = true }: { showCritical?: boolean }) {
  const { t } = useLingui();
  const latest = useLatestResultsQuery();
  const markers = useMarkersQuery();
  const pending = latest.isPending || markers.isPending;
  const results = latest.data ?? [];
  const keyMarkers = (markers.data ?? []).filter((m) => m.key_marker);
  const byMarker = new Map(results.map((r) => [r.marker_key, r]));
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const rows = (
    keyMarkers.length > 0
      ? keyMarkers.map((m) => ({ key: m.key, name: m.name, decimals: m.decimals }))
      : results.map((r) => ({ key: r.marker_key, name: r.marker_name, decimals: undefined }))
  ).map((m) => ({ ...m, result: byMarker.get(m.key) }));
  const measured = rows.filter((r) => r.result);
  const inRange = measured.filter((r) => r.result!.status === 'normal').length;
  // "3 of 3 in range" must not read as all key markers being fine when some were never measured.
  const notMeasured = rows.length - measured.length;
  // Out of range always shows; in range and not measured wait for Show all.
  const folded = (r: (typeof rows)[number]) => !showAll && (!r.result || r.result.status === 'normal');
  const hidden = rows.filter(folded).length;
  const lastTest = measured.reduce((last, r) => (r.result!.test_date > last ? r.result!.test_date : last), '');
  const lastDay = lastTest ? formatLongDate(lastTest) : '';
  const total = rows.length;
  const measuredCount = measured.length;

  return (
    <section aria-labelledby="blood-markers-heading">
      <div className="mb-3">
        <SectionTitle
          id="blood-markers-heading"
          title={t`Blood Markers`}
          aside={
            <TextLink to={paths.bloodResults.getHref()} className="text-sm">
              <Trans>View all results</Trans>
            </TextLink>
          }
        />
        {/* On a phone the heading says enough: the dashboard stays short. */}
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">
          <Trans>Your latest key results for heart and metabolic health.</Trans>
        </p>
      </div>

      {pending && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t`Loading blood markers`}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}

      {latest.isError && (
        <p className="text-sm text-slate-600">
          <Trans>Failed to load blood test results</Trans>
        </p>
      )}

      {!pending && latest.isSuccess && results.length === 0 && (
        <EmptyActionCard
          icon={<Droplet aria-hidden="true" />}
          tone="red"
          title={t`No blood test results yet.`}
          action={
            <Link to={paths.bloodResults.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              <Trans>Add results</Trans>
            </Link>
          }
        >
          <Trans>Add the values from your latest lab report, or import a file from your lab, to follow your key markers here.</Trans>
        </EmptyActionCard>
      )}

      {/* Outside the links: the advice is read as itself, not as part of a link's name. */}
      {!pending && showCritical && <CriticalResults className="mb-3" />}

      {!pending && latest.isSuccess && results.length > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">
              {t`${inRange} of ${plural(measuredCount, { one: '# key marker', other: '# key markers' })} in range`}
            </span>
            {notMeasured > 0 && ` · ${t`${notMeasured} not measured yet`}`}
            {lastDay && ` · ${t`last test ${lastDay}`}`}
          </p>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" id={listId}>
            {rows.map(({ key, name, decimals, result }) => (
              <li key={key} hidden={folded({ key, name, decimals, result })}>
                <KeyMarkerLink markerKey={key} name={name} decimals={decimals} result={result} />
              </li>
            ))}
          </ul>
          {(hidden > 0 || showAll) && (
            <DisclosureButton
              open={showAll}
              onToggle={() => setShowAll(!showAll)}
              controls={listId}
              showLabel={t`Show all ${total} key markers`}
              hideLabel={t`Show less`}
            />
          )}
        </>
      )}
    </section>
  );
}

type LatestResult = NonNullable<ReturnType<typeof useLatestResultsQuery>['data']>[number];

/** One key marker: its name and last test day, and its latest value with its band (or "No result yet"). */
function KeyMarkerLink({
  markerKey,
  name,
  decimals,
  result,
}: {
  markerKey: string;
  name: string;
  decimals: number | undefined;
  result: LatestResult | undefined;
}) {
  const { t } = useLingui();
  return (
    <Link
      to={paths.bloodResultMarker.getHref(markerKey)}
      className={cn(
        'flex h-full items-center gap-3 rounded-xl bg-white px-4 py-2.5 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50',
        focusRing,
      )}
      data-testid="key-marker"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">{name}</span>
        <span className="block text-xs text-slate-600">{result ? formatLongDate(result.test_date) : t`No result yet`}</span>
      </span>
      {result && (
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-slate-900">
            <span className="text-lg font-bold tabular-nums">{formatResultValue(result, decimals)}</span>{' '}
            <span className="text-xs text-slate-700">{result.unit}</span>
          </span>
          <StatusBadge status={result.status} band={result.band} />
        </span>
      )}
    </Link>
  );
}
