import { Trans, useLingui } from '@lingui/react/macro';
import { BMI_CATEGORY_MESSAGES, BMI_CAVEAT } from '@wellpath/shared/health/bmi';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { formatMeasure, type UnitSystem } from './body-units';

/** The BMI of the latest weight (with its category and caveat, or why there is none) and the latest waist against its threshold. */
export function BodySummaryCard({ summary, system }: { summary: BodySummary; system: UnitSystem }) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <BmiPart bmi={summary.bmi} system={system} />
      <WaistPart waist={summary.waist} system={system} />
    </Card>
  );
}

function BmiPart({ bmi, system }: { bmi: BodySummary['bmi']; system: UnitSystem }) {
  const { t, i18n } = useLingui();
  const heading = (
    <h2 className="text-lg font-semibold text-slate-900">
      <Trans>Body mass index (BMI)</Trans>
    </h2>
  );
  if (!bmi.shown) {
    const why = {
      under_18: t`BMI is not shown for people under 18: the adult categories do not apply.`,
      no_height: t`Add your height to see your BMI.`,
      no_weight: t`Log a weight to see your BMI.`,
      no_age: t`Your BMI needs your date of birth on your profile.`,
    }[bmi.reason];
    return (
      <section>
        {heading}
        <p className="mt-2 text-sm text-slate-700">{why}</p>
      </section>
    );
  }
  const value = new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bmi.value);
  const category = tr(BMI_CATEGORY_MESSAGES[bmi.category]);
  const weight = formatMeasure('weight', bmi.weight_kg, system, i18n.locale);
  const when = formatDateTime(bmi.measured_at);
  return (
    <section>
      {heading}
      <p className="mt-2 text-2xl font-bold text-slate-900" data-testid="bmi">
        {value} <span className="text-base font-semibold text-slate-700">· {category}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          From your weight of {weight} on {when} (Health Canada categories).
        </Trans>
      </p>
      <p className="mt-2 text-sm text-slate-700">{tr(BMI_CAVEAT)}</p>
    </section>
  );
}

function WaistPart({ waist, system }: { waist: BodySummary['waist']; system: UnitSystem }) {
  const { t, i18n } = useLingui();
  let text: string;
  if (!waist.known)
    text =
      waist.reason === 'no_waist'
        ? t`Log a waist measurement to compare it with the threshold.`
        : t`Add your sex on your profile to compare your waist with a threshold: it is 102 cm for men and 88 cm for women.`;
  else {
    const value = formatMeasure('waist', waist.value, system, i18n.locale);
    const threshold = formatMeasure('waist', waist.threshold_cm, system, i18n.locale);
    text = waist.increased_risk
      ? t`Your waist of ${value} is at or above ${threshold}, which Health Canada links to an increased risk to health. Talk with your care team about it.`
      : t`Your waist of ${value} is below the threshold of ${threshold}.`;
  }
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Waist</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-700" data-testid="waist">
        {text}
      </p>
    </section>
  );
}
