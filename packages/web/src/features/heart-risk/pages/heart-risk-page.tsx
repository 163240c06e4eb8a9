import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useHeartRiskQuery } from '@/api/heart-risk';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoadError } from '@/components/ui/page-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { RiskInputs } from '../components/risk-inputs';
import { RiskResult } from '../components/risk-result';
import { RiskScenarios } from '../components/risk-scenarios';
import { SystolicForm } from '../components/systolic-form';

/** A typed systolic from the address (?systolic=142), so it stays on reload; anything else is ignored. */
function typedSystolic(params: URLSearchParams): number | undefined {
  const n = Number(params.get('systolic'));
  return params.has('systolic') && Number.isInteger(n) && n >= 60 && n <= 260 ? n : undefined;
}

/**
 * /heart-risk: the 10-year cardiovascular risk (Framingham, CCS 2021) from what the app holds, with
 * its category, heart age, the inputs and their dates, what is missing, why it does not apply, what
 * could lower it, and what the estimate is and is not.
 */
export function HeartRiskPage() {
  const { t } = useLingui();
  const TITLE = t`My heart risk`;
  const [params, setParams] = useSearchParams();
  const systolic = typedSystolic(params);
  const risk = useHeartRiskQuery(systolic);

  if (risk.isError) {
    return (
      <PageLoadError title={TITLE} query={risk}>
        <Trans>Failed to load your heart risk estimate. Please try again later.</Trans>
      </PageLoadError>
    );
  }

  const data = risk.data;
  // The typed value counts only without a home average: the field shows while there is none.
  const noHomeAverage = data && !data.notApplicableReason && (data.inputs.systolic === null || data.inputs.systolic.date === null);

  return (
    <div className="space-y-6">
      <title>{pageTitle(TITLE)}</title>
      <PageHeader
        title={TITLE}
        description={t`Your chance of a heart attack, stroke or other cardiovascular event in the next 10 years, estimated from your own numbers.`}
      />

      <AboutEstimate />

      {!data ? (
        <div role="status" aria-label={t`Loading your heart risk`} className="space-y-4">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl" />
        </div>
      ) : (
        <>
          <div aria-live="polite">
            <RiskResult risk={data} />
          </div>
          {data.onTreatment.length > 0 && <OnTreatment names={data.onTreatment} />}
          {noHomeAverage && (
            <Card className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Your blood pressure</Trans>
              </h2>
              <div className="mt-3">
                <SystolicForm
                  value={systolic}
                  onChange={(value) =>
                    setParams(
                      (prev) => {
                        const next = new URLSearchParams(prev);
                        if (value === undefined) next.delete('systolic');
                        else next.set('systolic', String(value));
                        return next;
                      },
                      { replace: true },
                    )
                  }
                />
              </div>
            </Card>
          )}
          <RiskScenarios scenarios={data.scenarios} />
          <RiskInputs risk={data} />
        </>
      )}
    </div>
  );
}

/** The estimate reads treated numbers (decision 0089): said with the medications that treat them. */
function OnTreatment({ names }: { names: string[] }) {
  const list = names.join(', ');
  return (
    <Card className="p-5 sm:p-6" data-testid="heart-risk-on-treatment">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>An estimate on treatment</Trans>
      </h2>
      <p className="mt-2 text-sm leading-6 text-slate-800">
        <Trans>
          Your medication list says you take {list}. The numbers this estimate reads are measured on treatment, so it describes your risk as
          treated: it is not your risk without the treatment, and it is no reason to change a medication. Talk to your care team about what
          it means for you.
        </Trans>
      </p>
    </Card>
  );
}

/** What the estimate is and is not, in plain words. */
function AboutEstimate() {
  return (
    <Card className="bg-teal-50 p-5 ring-teal-200 sm:p-6" data-testid="heart-risk-about">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>What this estimate is, and what it is not</Trans>
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6 text-slate-800">
        <li>
          <Trans>
            It is an estimate from a population model (the Framingham Heart Study, as the Canadian Cardiovascular Society uses it): how many
            people out of 100 with numbers like yours had a heart attack, stroke or other cardiovascular event within 10 years.
          </Trans>
        </li>
        <li>
          <Trans>It is not a diagnosis, and it cannot say what will happen to you. It is only as good as the numbers it uses.</Trans>
        </li>
        <li>
          <Trans>
            Talk with your care team about what it means for you before you change any treatment. If you have chest pain, shortness of
            breath or signs of a stroke, call 911.
          </Trans>
        </li>
      </ul>
      <p className="mt-3 text-sm">
        <TextLink to={paths.bloodPressure.getHref()}>
          <Trans>Blood pressure</Trans>
        </TextLink>{' '}
        ·{' '}
        <TextLink to={paths.bloodResults.getHref()}>
          <Trans>Blood test results</Trans>
        </TextLink>{' '}
        ·{' '}
        <TextLink to={paths.surveys.start.getHref('health-profile')}>
          <Trans>Health profile</Trans>
        </TextLink>
      </p>
    </Card>
  );
}
