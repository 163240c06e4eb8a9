import type { HeartRisk, HeartRiskInput } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { formatLongDate } from '@/lib/dates';

type Inputs = HeartRisk['inputs'];

export const INPUT_LABELS: Record<HeartRiskInput, string> = {
  age: 'Age',
  sex: 'Sex',
  totalCholesterol: 'Total cholesterol',
  hdlCholesterol: 'HDL cholesterol',
  systolic: 'Systolic blood pressure',
  treatedForBloodPressure: 'Treated for high blood pressure',
  smoker: 'Smoking',
  diabetes: 'Diabetes',
  familyHistory: 'Family history of early heart disease',
};

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** An input's value in words, with its unit. */
function shown<K extends HeartRiskInput>(key: K, value: NonNullable<Inputs[K]>['value']): string {
  switch (key) {
    case 'age':
      return `${String(value)} years`;
    case 'sex':
      return value === 'female' ? 'Female' : 'Male';
    case 'totalCholesterol':
    case 'hdlCholesterol':
      return `${(value as number).toFixed(2)} mmol/L`;
    case 'systolic':
      return `${Math.round(value as number)} mm Hg`;
    case 'smoker':
      return value ? 'Smokes' : 'Does not smoke';
    default:
      return yesNo(value as boolean);
  }
}

/** The inputs the estimate used, each with its value, date and where it came from; what is missing, with where to add it. */
export function RiskInputs({ risk }: { risk: HeartRisk }) {
  const keys = Object.keys(INPUT_LABELS) as HeartRiskInput[];
  const used = keys.filter((k) => risk.inputs[k] !== null);
  const missing = new Map(risk.missing.map((m) => [m.input, m]));
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">What the estimate uses</h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {used.map((k) => {
          const input = risk.inputs[k]!;
          return (
            <div key={k} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[14rem_1fr]" data-testid={`input-${k}`}>
              <dt className="font-medium text-slate-700">{INPUT_LABELS[k]}</dt>
              <dd className="text-slate-900">
                <span className="font-semibold">{shown(k, input.value)}</span>
                <span className="block text-slate-600">
                  {input.source}
                  {input.date && (k === 'age' ? `, born ${formatLongDate(input.date)}` : `, ${formatLongDate(input.date)}`)}
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
                <dt className="font-medium text-slate-700">{INPUT_LABELS[k]}</dt>
                <dd>
                  <span className="font-semibold text-slate-900">Missing. </span>
                  <TextLink to={missing.get(k)!.path}>{missing.get(k)!.action}</TextLink>
                </dd>
              </div>
            ))}
      </dl>
    </Card>
  );
}
