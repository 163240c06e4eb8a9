import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/class-names';
import { useLatestResultsQuery, useMarkersQuery } from '../api/blood-results';
import { CriticalAdvice } from './critical-advice';

/** Every latest result in a critical range with its urgent advice, or nothing: the home screen's alerts. */
export function CriticalResults({ className }: { className?: string }) {
  const { t } = useLingui();
  const latest = useLatestResultsQuery();
  const markers = useMarkersQuery();
  const critical = (latest.data ?? []).filter((r) => r.critical);
  if (critical.length === 0) return null;
  const decimals = new Map((markers.data ?? []).map((m) => [m.key, m.decimals]));
  return (
    <ul className={cn('space-y-2', className)} aria-label={t`Results that need prompt attention`}>
      {critical.map((r) => (
        <li key={r._id}>
          <CriticalAdvice result={r} decimals={decimals.get(r.marker_key)} withName />
        </li>
      ))}
    </ul>
  );
}
