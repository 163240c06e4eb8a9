import type { HeartRisk } from '@wellpath/shared/health/wire';
import { HeartPulse, Info } from 'lucide-react';
import { formatRisk, RISK_CATEGORY_STYLES, RISK_CATEGORY_TEXT } from '@/api/heart-risk';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/class-names';

/** "About 10 in 100", or "Fewer than 1 in 100" for a very low risk. */
const inHundred = (percent: number) => (percent < 0.5 ? 'Fewer than 1 in 100' : `About ${Math.round(percent)} in 100`);

/** The estimate: the 10-year risk with its category in words and the heart age; or why there is no number. */
export function RiskResult({ risk }: { risk: HeartRisk }) {
  if (risk.notApplicableReason) {
    return (
      <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
        <h2 className="text-lg font-semibold text-slate-900">Why there is no estimate</h2>
        <p className="mt-3 flex gap-3 text-slate-800">
          <Info className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />
          <span>{risk.notApplicableReason.message}</span>
        </p>
      </Card>
    );
  }
  if (risk.riskPercent === null || !risk.category) {
    return (
      <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
        <h2 className="text-lg font-semibold text-slate-900">Your estimate needs a few more details</h2>
        <p className="mt-2 text-slate-700">Add what is missing below and your 10-year risk appears here.</p>
        <ul className="mt-4 space-y-3" aria-label="What is missing">
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
  const text = RISK_CATEGORY_TEXT[risk.category];
  return (
    <Card className="p-5 sm:p-6" data-testid="heart-risk-result">
      <h2 className="text-lg font-semibold text-slate-900">Your 10-year risk</h2>
      <p className="mt-3 flex flex-wrap items-center gap-3 text-slate-900">
        <HeartPulse className="size-8 text-red-700" aria-hidden="true" />
        <span className="text-4xl font-bold tabular-nums">{formatRisk(risk.riskPercent)}</span>
        <span
          className={cn('inline-flex rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset', RISK_CATEGORY_STYLES[risk.category])}
        >
          {text.label}
        </span>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {inHundred(risk.riskPercent)} people with the same numbers have a heart attack, stroke or other cardiovascular event in the next 10
        years. {text.label} means {text.range} (Canadian Cardiovascular Society).
      </p>
      {risk.heartAge && (
        <p className="mt-4 text-slate-900">
          <span className="font-semibold">Heart age: {risk.heartAge.text}</span>
          {risk.inputs.age && <span className="text-slate-700"> (you are {risk.inputs.age.value})</span>}
          <span className="block text-sm text-slate-600">
            The age of someone of your sex whose blood pressure and cholesterol are at usual levels, who does not smoke and has no diabetes,
            with the same risk.
          </span>
        </p>
      )}
    </Card>
  );
}
