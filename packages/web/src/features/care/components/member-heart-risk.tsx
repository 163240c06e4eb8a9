import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { presentedRisk } from '@wellpath/shared/health/heart-risk';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { useMemberHeartRiskQuery } from '../api/chart';
import { Badge, type BadgeTone } from './badge';
import { cellClass, rowClass, ScrollTable } from './scroll-table';
import { LoadedSection } from './section';

type Inputs = HeartRisk['inputs'];

const INPUT_NAMES: Record<keyof Inputs, MessageDescriptor> = {
  age: msg`Age`,
  sex: msg`Sex`,
  totalCholesterol: msg`Total cholesterol`,
  hdlCholesterol: msg`HDL cholesterol`,
  systolic: msg`Systolic blood pressure`,
  treatedForBloodPressure: msg`Treated for blood pressure`,
  smoker: msg`Smoker`,
  diabetes: msg`Diabetes`,
  familyHistory: msg`Early heart disease in the family`,
};

const CATEGORIES = {
  low: { label: msg`Low risk`, tone: 'success' },
  intermediate: { label: msg`Intermediate risk`, tone: 'warning' },
  high: { label: msg`High risk`, tone: 'danger' },
} satisfies Record<NonNullable<HeartRisk['category']>, { label: MessageDescriptor; tone: BadgeTone }>;

/** One input's value as read: units beside numbers, yes or no, or "missing". */
function useInputValue() {
  const { t } = useLingui();
  return (key: keyof Inputs, input: NonNullable<Inputs[keyof Inputs]>): string => {
    const { value } = input;
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (value === 'female') return t`Female`;
    if (value === 'male') return t`Male`;
    if (key === 'systolic') return `${formatNumber(value, { max: 0 })} mm Hg`;
    if (key === 'totalCholesterol' || key === 'hdlCholesterol') {
      const shown = `${formatNumber(value)} mmol/L`;
      return input.entered && input.entered.unit !== 'mmol/L'
        ? `${shown} (${formatNumber(input.entered.value)} ${input.entered.unit})`
        : shown;
    }
    return formatNumber(value);
  };
}

/**
 * The member's heart risk estimate as the member sees it (decision 0083's evidence, issue 34): the
 * figure and its category, or why it does not apply with the results that say so, and every number
 * behind it with its date and source. Clinicians and administrators; each read is in the access log.
 */
export function MemberHeartRisk({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const risk = useMemberHeartRiskQuery(memberId);
  return (
    <LoadedSection
      id="heart-risk"
      title={t`Heart risk`}
      description={t`The 10-year cardiovascular risk the member sees (Framingham, CCS 2021), and the numbers it is computed from.`}
      query={risk}
      loading={{ label: t`Loading the heart risk`, shapes: ['h-24 rounded-2xl', 'h-48 rounded-2xl'] }}
      failed={t`The heart risk could not be loaded.`}
    >
      {(data) => <HeartRiskDetails risk={data} />}
    </LoadedSection>
  );
}

function HeartRiskDetails({ risk }: { risk: HeartRisk }) {
  const { t, i18n } = useLingui();
  const valueOf = useInputValue();
  const shown = risk.riskPercent === null ? null : presentedRisk(risk.riskPercent);
  return (
    <div className="space-y-4">
      <Card className="space-y-2 p-4 text-sm sm:p-5">
        {shown ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-2xl font-bold text-slate-900">
              <Trans>{formatNumber(shown.shownPercent, { min: 1, max: 1 })} % over 10 years</Trans>
            </p>
            <Badge tone={CATEGORIES[shown.category].tone}>{i18n._(CATEGORIES[shown.category].label)}</Badge>
            {risk.heartAge && (
              <p className="w-full text-slate-700">
                <Trans>Heart age: {risk.heartAge.text}</Trans>
              </p>
            )}
          </div>
        ) : risk.notApplicableReason ? (
          <>
            <p className="font-semibold text-slate-900">{risk.notApplicableReason.message}</p>
            {risk.notApplicableReason.evidence.length > 0 && (
              <ul className="list-disc pl-5 text-slate-700">
                {risk.notApplicableReason.evidence.map((e) => (
                  <li key={`${e.marker}-${e.date}`}>
                    {e.marker}: {formatNumber(e.value)} {e.unit}, {formatLongDate(`${e.date}T12:00:00`)}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <>
            <p className="text-slate-700">
              <Trans>Not estimated yet: missing {risk.missing.map((m) => m.label).join(', ')}.</Trans>
            </p>
            {risk.withoutLabs && (
              <div className="flex flex-wrap items-center gap-3" data-testid="care-heart-risk-without-labs">
                <p className="font-semibold text-slate-900">
                  <Trans>
                    Without blood tests (BMI {formatNumber(risk.withoutLabs.bmi.value, { min: 1, max: 1 })} in place of the cholesterol):{' '}
                    {formatNumber(presentedRisk(risk.withoutLabs.riskPercent).shownPercent, { min: 1, max: 1 })} % over 10 years
                  </Trans>
                </p>
                <Badge tone={CATEGORIES[risk.withoutLabs.category].tone}>{i18n._(CATEGORIES[risk.withoutLabs.category].label)}</Badge>
              </div>
            )}
          </>
        )}
      </Card>
      <ScrollTable caption={t`What the estimate reads`} columns={[t`Factor`, t`Value`, t`Date`, t`Source`]}>
        {(Object.keys(INPUT_NAMES) as Array<keyof Inputs>).map((key) => {
          const input = risk.inputs[key];
          return (
            <tr key={key} className={rowClass}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {i18n._(INPUT_NAMES[key])}
              </th>
              <td className={`${cellClass} font-semibold`}>{input ? valueOf(key, input) : t`Missing`}</td>
              <td className={cellClass}>{input?.date ? formatLongDate(`${input.date.slice(0, 10)}T12:00:00`) : '—'}</td>
              <td className={cellClass}>{input?.source ?? '—'}</td>
            </tr>
          );
        })}
      </ScrollTable>
    </div>
  );
}
