import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeartRisk, HeartRiskInput } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

type Inputs = HeartRisk['inputs'];
type UsedInput = NonNullable<Inputs[HeartRiskInput]>;
type LabResult = NonNullable<UsedInput['lab']>;

/** "From your lab result of February 10, 2026: LDL cholesterol 5.02 mmol/L" (the value as the blood results show it). */
export function FromLabResult({ lab }: { lab: LabResult }) {
  const { t } = useLingui();
  const day = formatLongDate(lab.date);
  const result = `${lab.marker} ${formatNumber(lab.value, { max: 2 })} ${lab.unit}`;
  return t`From your lab result of ${day}: ${result}`;
}

/** The canonical unit (mmol/L) as a lab writes it, to compare with what was entered. */
const sameUnit = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

export const INPUT_LABELS: Record<HeartRiskInput, MessageDescriptor> = {
  age: msg`Age`,
  sex: msg`Sex`,
  totalCholesterol: msg`Total cholesterol`,
  hdlCholesterol: msg`HDL cholesterol`,
  systolic: msg`Systolic blood pressure`,
  treatedForBloodPressure: msg`Treated for high blood pressure`,
  smoker: msg`Smoking`,
  diabetes: msg`Diabetes`,
  familyHistory: msg`Family history of early heart disease`,
};

const WORDS = {
  yes: msg`Yes`,
  no: msg`No`,
  female: msg`Female`,
  male: msg`Male`,
  smokes: msg`Smokes`,
  doesNotSmoke: msg`Does not smoke`,
};

/** An input's value in words, with its unit. */
function useShown() {
  const { t, i18n } = useLingui();
  return <K extends HeartRiskInput>(key: K, input: NonNullable<Inputs[K]>): string => {
    const value = input.value;
    switch (key) {
      case 'age': {
        const years = String(value);
        return t`${years} years`;
      }
      case 'sex':
        return i18n._(value === 'female' ? WORDS.female : WORDS.male);
      case 'totalCholesterol':
      case 'hdlCholesterol': {
        const mmol = `${formatNumber(value as number, { min: 2, max: 2 })} mmol/L`;
        // As entered, which the model reads; in mmol/L beside it when it was entered in another unit.
        const entered = input.entered;
        if (!entered) return mmol;
        const inMmol = sameUnit(entered.unit, 'mmol/L');
        const typed = `${formatNumber(entered.value, { min: inMmol ? 2 : 0, max: 4 })} ${entered.unit}`;
        return inMmol ? typed : `${typed} (${mmol})`;
      }
      case 'systolic':
        return `${Math.round(value as number)} mm Hg`;
      case 'smoker':
        return i18n._(value ? WORDS.smokes : WORDS.doesNotSmoke);
      default:
        return i18n._(value ? WORDS.yes : WORDS.no);
    }
  };
}

/** The inputs the estimate used, each with its value, date and where it came from; what is missing, with where to add it. */
export function RiskInputs({ risk }: { risk: HeartRisk }) {
  const { t, i18n } = useLingui();
  const shown = useShown();
  const keys = Object.keys(INPUT_LABELS) as HeartRiskInput[];
  const used = keys.filter((k) => risk.inputs[k] !== null);
  const missing = new Map(risk.missing.map((m) => [m.input, m]));
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>What the estimate uses</Trans>
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {used.map((k) => {
          const input = risk.inputs[k]!;
          const day = input.date ? formatLongDate(input.date) : '';
          return (
            <div key={k} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[14rem_1fr]" data-testid={`input-${k}`}>
              <dt className="font-medium text-slate-700">{i18n._(INPUT_LABELS[k])}</dt>
              <dd className="text-slate-900">
                <span className="font-semibold">{shown(k, input)}</span>
                <span className="block text-slate-600">
                  {input.lab ? (
                    <FromLabResult lab={input.lab} />
                  ) : (
                    <>
                      {input.source}
                      {day && (k === 'age' ? t`, born ${day}` : `, ${day}`)}
                    </>
                  )}
                </span>
              </dd>
            </div>
          );
        })}
        {!risk.notApplicableReason &&
          keys
            .filter((k) => missing.has(k))
            .map((k) => (
              <div key={k} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[14rem_1fr]" data-testid={`input-${k}`}>
                <dt className="font-medium text-slate-700">{i18n._(INPUT_LABELS[k])}</dt>
                <dd>
                  <span className="font-semibold text-slate-900">{t`Missing.`} </span>
                  <TextLink to={missing.get(k)!.path}>{missing.get(k)!.action}</TextLink>
                </dd>
              </div>
            ))}
      </dl>
    </Card>
  );
}
