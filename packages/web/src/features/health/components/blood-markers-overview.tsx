import { Droplet } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { useLatestResultsQuery, useMarkersQuery } from '../api/blood-results';
import { formatMarkerValue } from './blood-format';
import { CriticalAdvice } from './critical-advice';
import { StatusBadge } from './status-badge';

/**
 * The home screen's blood markers overview (§2): the key markers' latest values with their band,
 * linking to /blood-results. A critical latest value, key marker or not, shows its urgent advice here.
 */
export function BloodMarkersOverview() {
  const latest = useLatestResultsQuery();
  const markers = useMarkersQuery();
  const pending = latest.isPending || markers.isPending;
  const results = latest.data ?? [];
  const keyMarkers = (markers.data ?? []).filter((m) => m.key_marker);
  const byMarker = new Map(results.map((r) => [r.marker_key, r]));
  const decimals = new Map((markers.data ?? []).map((m) => [m.key, m.decimals]));
  const critical = results.filter((r) => r.critical);

  return (
    <section aria-labelledby="blood-markers-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="blood-markers-heading" className="text-xl font-semibold text-slate-900">
            Blood Markers
          </h2>
          <p className="mt-1 text-sm text-slate-600">Your latest key results for heart and metabolic health.</p>
        </div>
        <TextLink to={paths.bloodResults.getHref()} className="text-sm">
          View all results
        </TextLink>
      </div>

      {pending && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading blood markers">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      )}

      {latest.isError && <p className="text-sm text-slate-600">Failed to load blood test results</p>}

      {!pending && latest.isSuccess && results.length === 0 && (
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-800">
            <Droplet className="size-6" aria-hidden="true" />
          </span>
          <div className="flex-1 text-sm">
            <p className="font-semibold text-slate-900">No blood test results yet.</p>
            <p className="mt-1 text-slate-600">
              Add the values from your latest lab report, or import a file from your lab, to follow your key markers here.
            </p>
          </div>
          <Link to={paths.bloodResults.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Add results
          </Link>
        </Card>
      )}

      {!pending && critical.length > 0 && (
        // Outside the links: the advice is read as itself, not as part of a link's name.
        <ul className="mb-3 space-y-2" aria-label="Results that need prompt attention">
          {critical.map((r) => (
            <li key={r._id}>
              <CriticalAdvice result={r} decimals={decimals.get(r.marker_key)} withName />
            </li>
          ))}
        </ul>
      )}

      {!pending && latest.isSuccess && results.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {(keyMarkers.length > 0
            ? keyMarkers.map((m) => ({ key: m.key, name: m.name, decimals: m.decimals, unit: m.unit }))
            : results.map((r) => ({ key: r.marker_key, name: r.marker_name, decimals: undefined, unit: r.unit }))
          ).map((m) => {
            const result = byMarker.get(m.key);
            return (
              <li key={m.key}>
                <Link
                  to={paths.bloodResultMarker.getHref(m.key)}
                  className={cn(
                    'block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50',
                    focusRing,
                  )}
                  data-testid="key-marker"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="text-sm font-semibold text-slate-900">{m.name}</span>
                    {result && <StatusBadge status={result.status} band={result.band} />}
                  </span>
                  {result ? (
                    <>
                      <span className="mt-1 block text-slate-900">
                        <span className="text-xl font-bold tabular-nums">{formatMarkerValue(result.value, m.decimals)}</span>{' '}
                        <span className="text-sm text-slate-700">{result.unit}</span>
                      </span>
                      <span className="block text-xs text-slate-600">{formatLongDate(result.test_date)}</span>
                    </>
                  ) : (
                    <span className="mt-1 block text-sm text-slate-600">No result yet</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
