import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { HeartPulse } from 'lucide-react';
import { formatRisk, heartAgeText, RISK_CATEGORY_STYLES, RISK_CATEGORY_TEXT, useHeartRiskQuery } from '@/api/heart-risk';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { HomeCard } from './home-card';

/** A label inside a sentence: "Total cholesterol" -> "total cholesterol", "HDL cholesterol" stays. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/** The home screen's Heart health card: the 10-year risk with its category and heart age, what is missing, or why it does not apply. */
export function HeartHealthCard() {
  const { t } = useLingui();
  const risk = useHeartRiskQuery();
  const data = risk.data;
  const risk10 = data?.riskPercent != null ? formatRisk(data.riskPercent) : '';
  const heartAge = data?.heartAge ? heartAgeText(data.heartAge) : '';
  const missingCount = data?.missing.length ?? 0;
  const missing = data ? data.missing.map((m) => inSentence(m.label)).join(', ') : '';
  return (
    <HomeCard
      headingId="heart-health-heading"
      title={<Trans>Heart health</Trans>}
      testId="heart-health-card"
      icon={HeartPulse}
      iconTone="bg-red-50 text-red-800"
      link={{
        to: paths.heartRisk.getHref(),
        label: data && !data.notApplicableReason && data.riskPercent === null ? t`Complete your estimate` : t`See your heart risk`,
      }}
    >
      {risk.isPending && (
        <div role="status" aria-label={t`Loading your heart risk`}>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
        </div>
      )}
      {risk.isError && (
        <p className="text-slate-700">
          <Trans>Failed to load your heart risk estimate.</Trans>
        </p>
      )}
      {data?.notApplicableReason && (
        <>
          <p className="font-semibold text-slate-900">
            <Trans>A risk estimate does not apply to you.</Trans>
          </p>
          <p className="mt-1 text-slate-600">{data.notApplicableReason.message}</p>
        </>
      )}
      {data && !data.notApplicableReason && data.riskPercent !== null && data.category && (
        <>
          <p className="flex flex-wrap items-center gap-2 text-slate-900">
            <span>
              <Trans>
                <span className="text-2xl font-bold tabular-nums">{risk10}</span> 10-year risk
              </Trans>
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
          {heartAge && (
            <p className="mt-1 text-slate-600">
              <Trans>Heart age: {heartAge}. An estimate, not a diagnosis.</Trans>
            </p>
          )}
        </>
      )}
      {data && !data.notApplicableReason && data.riskPercent === null && (
        <>
          <p className="font-semibold text-slate-900">
            <Trans>Estimate your 10-year heart risk.</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>
              <Plural value={missingCount} one="# thing is still needed" other="# things are still needed" />: {missing}.
            </Trans>
          </p>
        </>
      )}
    </HomeCard>
  );
}
