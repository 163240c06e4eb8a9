import { HeartPulse } from 'lucide-react';
import { Link } from 'react-router';
import { formatRisk, RISK_CATEGORY_STYLES, RISK_CATEGORY_TEXT, useHeartRiskQuery } from '@/api/heart-risk';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';

/** A label inside a sentence: "Total cholesterol" -> "total cholesterol", "HDL cholesterol" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** The home screen's Heart health card: the 10-year risk with its category and heart age, what is missing, or why it does not apply. */
export function HeartHealthCard() {
  const risk = useHeartRiskQuery();
  const data = risk.data;
  return (
    <section aria-labelledby="heart-health-heading">
      <h2 id="heart-health-heading" className="mb-3 text-xl font-semibold text-slate-900">
        Heart health
      </h2>
      <Card
        className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-3 p-4 sm:flex sm:items-center sm:p-5"
        data-testid="heart-health-card"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-800">
          <HeartPulse className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 text-sm">
          {risk.isPending && (
            <div role="status" aria-label="Loading your heart risk">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
            </div>
          )}
          {risk.isError && <p className="text-slate-700">Failed to load your heart risk estimate.</p>}
          {data?.notApplicableReason && (
            <>
              <p className="font-semibold text-slate-900">A risk estimate does not apply to you.</p>
              <p className="mt-1 text-slate-600">{data.notApplicableReason.message}</p>
            </>
          )}
          {data && !data.notApplicableReason && data.riskPercent !== null && data.category && (
            <>
              <p className="flex flex-wrap items-center gap-2 text-slate-900">
                <span>
                  <span className="text-2xl font-bold tabular-nums">{formatRisk(data.riskPercent)}</span> 10-year risk
                </span>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                    RISK_CATEGORY_STYLES[data.category],
                  )}
                >
                  {RISK_CATEGORY_TEXT[data.category].label}
                </span>
              </p>
              {data.heartAge && <p className="mt-1 text-slate-600">Heart age: {data.heartAge.text}. An estimate, not a diagnosis.</p>}
            </>
          )}
          {data && !data.notApplicableReason && data.riskPercent === null && (
            <>
              <p className="font-semibold text-slate-900">Estimate your 10-year heart risk.</p>
              <p className="mt-1 text-slate-600">
                {data.missing.length === 1 ? 'One thing is' : `${data.missing.length} things are`} still needed:{' '}
                {data.missing.map((m) => inSentence(m.label)).join(', ')}.
              </p>
            </>
          )}
        </div>
        <Link
          to={paths.heartRisk.getHref()}
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'col-start-2 justify-self-start')}
        >
          {data && !data.notApplicableReason && data.riskPercent === null ? 'Complete your estimate' : 'See your heart risk'}
        </Link>
      </Card>
    </section>
  );
}
