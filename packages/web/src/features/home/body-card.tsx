import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BMI_CATEGORY_MESSAGES } from '@wellpath/shared/health/bmi';
import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { apiQuery } from '@/api/resources';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { cn } from '@/lib/class-names';

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
    <section aria-labelledby="home-body-heading">
      <h2 id="home-body-heading" className="mb-3 text-xl font-semibold text-slate-900">
        <Trans>Body</Trans>
      </h2>
      <Card
        className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-3 p-4 sm:flex sm:items-center sm:p-5"
        data-testid="home-body-card"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Scale className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1 text-sm text-slate-700">
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
        </div>
        <Link
          to={paths.body.getHref()}
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'col-start-2 justify-self-start')}
        >
          {empty ? t`Log a measurement` : t`See your body measurements`}
        </Link>
      </Card>
    </section>
  );
}
