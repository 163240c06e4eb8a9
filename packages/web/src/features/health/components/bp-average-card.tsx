import { atOrAboveCanadaThreshold, bpCategory, bpFlags } from '@wellpath/shared/health/blood-pressure';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock } from 'lucide-react';
import type { BpSummary } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/i18n/format';
import { BpCategoryBadge, ReadingFlags } from './bp-category-badge';

/** The 7-day average with its AHA/ACC 2017 category, against Hypertension Canada's 130/80 threshold. */
export function BpAverageCard({ average, threshold }: { average: BpSummary['average_7d']; threshold: BpSummary['threshold'] }) {
  const { t } = useLingui();
  const limit = `${threshold.systolic}/${threshold.diastolic}`;
  const count = average?.count ?? 0;
  // An average under 90/60 is flagged as a reading is, read from the exact mean as the category is.
  const flags = average
    ? bpFlags({ systolic: average.systolic_mean ?? average.systolic, diastolic: average.diastolic_mean ?? average.diastolic })
    : [];
  return (
    <Card className="p-5 sm:p-6" data-testid="bp-average">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your 7-day average</Trans>
      </h2>
      {average ? (
        <>
          <p className="mt-3 text-slate-900">
            <span className="text-4xl font-bold tabular-nums">
              {average.systolic}/{average.diastolic}
            </span>{' '}
            <span className="text-slate-700">mm Hg</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Average of {count} readings over the last 7 days.</Trans>
          </p>
          <ExactMean average={average} />
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">
                <Trans>Category (AHA/ACC 2017)</Trans>
              </dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <BpCategoryBadge category={average.category} flags={flags} className="text-sm" />
                <ReadingFlags flags={flags} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">
                <Trans>Canadian threshold</Trans>
              </dt>
              <dd className="mt-1 font-medium text-slate-900">
                {average.at_or_above_threshold ? t`At or above ${limit}: talk with your care team about this average.` : t`Below ${limit}.`}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <div className="mt-3 flex gap-3 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <p>
            <Trans>
              Your average appears once you have two or more readings in the last 7 days. Guidelines classify an average of several
              readings, never a single one.
            </Trans>
          </p>
        </div>
      )}
      <p className="mt-4 text-xs leading-5 text-slate-600">
        <Trans>
          Hypertension Canada 2025: 130/80 for every method. Categories follow the AHA/ACC 2017 guideline (normal below 120/80, elevated
          120–129 and below 80, stage 1 130–139 or 80–89, stage 2 140/90 or more, crisis above 180/120).
        </Trans>
      </p>
    </Card>
  );
}

const oneDecimal = (n: number) => formatNumber(Math.round(n * 10) / 10, { min: 1, max: 1 });

/**
 * The category is read from the exact mean, and rounding only shows it: where the rounded numbers
 * would read differently (129.5 shows as 130 but is below 130), the exact mean is given too.
 */
function ExactMean({ average }: { average: NonNullable<BpSummary['average_7d']> }) {
  const { systolic_mean: s, diastolic_mean: d } = average;
  if (s === undefined || d === undefined) return null;
  const misleads =
    bpCategory(average.systolic, average.diastolic) !== average.category ||
    atOrAboveCanadaThreshold(average.systolic, average.diastolic) !== average.at_or_above_threshold;
  if (!misleads) return null;
  const systolic = oneDecimal(s);
  const diastolic = oneDecimal(d);
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="bp-exact-mean">
      <Trans>
        The exact average is {systolic}/{diastolic} mm Hg. The category and the threshold are read from it, before rounding.
      </Trans>
    </p>
  );
}
