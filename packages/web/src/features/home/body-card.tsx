import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BMI_CATEGORY_MESSAGES } from '@wellpath/shared/health/bmi';
import { Scale } from 'lucide-react';
import { apiQuery } from '@/api/resources';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { HomeCard } from './home-card';

/**
 * The home screen's Body card (issue 35): the latest weight, BMI and waist, each with its date, and a
 * link to Body. Kilograms and centimetres, as the Body screen opens; nothing when none is recorded
 * but the way to record one.
 */
export function BodyCard() {
  const { t } = useLingui();
  const body = useQuery(apiQuery('GET /healthtracking/body', { query: { limit: 50 } }));
  const data = body.data;
  const weight = data?.measurements.find((m) => m.kind === 'weight');
  const bmi = data?.bmi.shown ? data.bmi : null;
  const waist = data?.waist.known ? data.waist : null;
  const empty = data !== undefined && !weight && !waist;
  return (
    <HomeCard
      headingId="home-body-heading"
      title={<Trans>Body</Trans>}
      testId="home-body-card"
      icon={Scale}
      iconTone="bg-teal-50 text-teal-800"
      bodyClassName="space-y-1 text-slate-700"
      link={{ to: paths.body.getHref(), label: empty ? t`Log a measurement` : t`See your body measurements` }}
    >
      {body.isPending && (
        <div role="status" aria-label={t`Loading your body measurements`}>
          <Skeleton className="h-5 w-2/3" />
        </div>
      )}
      {body.isError && (
        <p>
          <Trans>Failed to load your body measurements.</Trans>
        </p>
      )}
      {empty && (
        <p className="font-semibold text-slate-900">
          <Trans>Log a weight or a waist to see them here.</Trans>
        </p>
      )}
      {weight && (
        <p>
          <Trans>
            Weight: <span className="font-semibold text-slate-900">{formatNumber(weight.value, { max: 1 })} kg</span> on{' '}
            {formatLongDate(weight.measured_at)}
          </Trans>
        </p>
      )}
      {bmi && (
        <p>
          <Trans>
            BMI: <span className="font-semibold text-slate-900">{formatNumber(bmi.value, { min: 1, max: 1 })}</span> (
            {tr(BMI_CATEGORY_MESSAGES[bmi.category])}), a screening measure
          </Trans>
        </p>
      )}
      {waist && (
        <p>
          <Trans>
            Waist: <span className="font-semibold text-slate-900">{formatNumber(waist.value, { max: 1 })} cm</span> on{' '}
            {formatLongDate(waist.measured_at)}
          </Trans>
        </p>
      )}
    </HomeCard>
  );
}
