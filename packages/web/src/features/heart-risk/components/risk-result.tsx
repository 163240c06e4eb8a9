import { Trans, useLingui } from '@lingui/react/macro';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { HeartPulse, Info } from 'lucide-react';
import { heartAgeText, RISK_CATEGORY_STYLES } from '@/api/heart-risk';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { FromLabResult } from './risk-inputs';
import { formatRisk, RISK_CATEGORY_WORDS } from './risk-words';

/** The estimate: the 10-year risk with its category in words and the heart age; or why there is no number. */
export function RiskResult({ risk }: { risk: HeartRisk }) {
  const { t, i18n } = useLingui();
  if (risk.notApplicableReason) {
    return (
      <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Why there is no estimate</Trans>
        </h2>
        <p className="mt-3 flex gap-3 text-slate-800">
          <Info className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <span>{tr(risk.notApplicableReason.message)}</span>
        </p>
        {risk.notApplicableReason.evidence.length > 0 && (
          <ul className="mt-3 space-y-1 pl-8 text-sm text-slate-700" aria-label={t`The lab results that say so`}>
            {risk.notApplicableReason.evidence.map((lab) => (
              <li key={`${lab.date}-${lab.value}`}>
                <FromLabResult lab={lab} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    );
  }
  if (risk.riskPercent === null || !risk.category) {
    return (
      <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
        {risk.withoutLabs && <WithoutLabs estimate={risk.withoutLabs} />}
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Your estimate needs a few more details</Trans>
        </h2>
        <p className="mt-2 text-slate-700">
          <Trans>Add what is missing below and your 10-year risk appears here.</Trans>
        </p>
        <ul className="mt-4 space-y-3" aria-label={t`What is missing`}>
          {risk.missing.map((m) => (
            <li key={m.input} className="text-sm">
              <p className="font-semibold text-slate-900">{m.label}</p>
              <TextLink to={m.path}>{m.action}</TextLink>
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  const words = RISK_CATEGORY_WORDS[risk.category];
  const label = i18n._(words.label);
  const range = i18n._(words.range);
  const rounded = Math.round(risk.riskPercent);
  const heartAge = risk.heartAge ? heartAgeText(risk.heartAge) : '';
  const age = risk.inputs.age?.value;
  return (
    <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your 10-year risk</Trans>
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-900">
        <HeartPulse className="size-8 text-red-700" aria-hidden="true" />
        <span className="text-4xl font-bold tabular-nums">{formatRisk(risk.riskPercent)}</span>
        <span
          className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', RISK_CATEGORY_STYLES[risk.category])}
        >
          {label}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {risk.riskPercent < 0.5 ? (
          <Trans>
            Fewer than 1 in 100 people with the same numbers have a heart attack, stroke or other cardiovascular event in the next 10 years.
          </Trans>
        ) : (
          <Trans>
            About {rounded} in 100 people with the same numbers have a heart attack, stroke or other cardiovascular event in the next 10
            years.
          </Trans>
        )}{' '}
        <Trans>
          {label} means {range} (Canadian Cardiovascular Society).
        </Trans>
      </p>
      {risk.heartAge && (
        <p className="mt-4 text-slate-900">
          <span className="font-semibold">
            <Trans>Heart age: {heartAge}</Trans>
          </span>
          {age !== undefined && (
            <span className="text-slate-700">
              {' '}
              <Trans>(you are {age})</Trans>
            </span>
          )}
          <span className="block text-sm text-slate-600">
            <Trans>
              The age of someone of your sex whose blood pressure and cholesterol are at usual levels, who does not smoke and has no
              diabetes, with the same risk.
            </Trans>
          </span>
        </p>
      )}
    </Card>
  );
}

/**
 * The office-based estimate (issue 35): the same paper's model with the BMI in place of the
 * cholesterol, offered while a lipid result is missing, and labelled as the version without blood tests.
 */
function WithoutLabs({ estimate }: { estimate: NonNullable<HeartRisk['withoutLabs']> }) {
  const { i18n } = useLingui();
  const label = i18n._(RISK_CATEGORY_WORDS[estimate.category].label);
  const bmi = formatNumber(estimate.bmi.value, { min: 1, max: 1 });
  const when = formatLongDate(estimate.bmi.date);
  return (
    <section className="mb-6 border-b border-slate-200 pb-6" data-testid="heart-risk-without-labs">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Your 10-year risk without blood tests</Trans>
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-900">
        <HeartPulse className="size-8 text-red-700" aria-hidden="true" />
        <span className="text-4xl font-bold tabular-nums">{formatRisk(estimate.riskPercent)}</span>
        <span
          className={cn(
            'inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
            RISK_CATEGORY_STYLES[estimate.category],
          )}
        >
          {label}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>
          This is the version of the estimate without blood tests: it uses your BMI ({bmi}, from your weight on {when}) in place of your
          cholesterol. It is less precise. Add a lipid result (total and HDL cholesterol) for the full estimate.
        </Trans>
      </p>
    </section>
  );
}
