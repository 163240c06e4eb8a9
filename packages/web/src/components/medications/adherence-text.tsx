import { Plural, Trans } from '@lingui/react/macro';
import type { Adherence } from '@wellpath/shared/health/medication-adherence';
import { formatLongDate } from '@/lib/dates';
import { formatPercent } from '@/lib/i18n/format';

/**
 * The daily check's figure over the last 30 days (decision 0112): days ticked over days counted, since
 * when. A record of what was ticked, never advice: the care team advises.
 */
export function AdherenceText({ adherence }: { adherence: Adherence }) {
  const { taken_days: taken, tracked_days: tracked, percent } = adherence;
  const since = formatLongDate(`${adherence.from}T12:00:00`);
  if (tracked === 0 || percent === null) return <Trans>No day counted yet (checked since {since}).</Trans>;
  const share = formatPercent(percent / 100);
  return (
    <Trans>
      Ticked on {taken} of <Plural value={tracked} one="# day" other="# days" /> ({share}) since {since}.
    </Trans>
  );
}
