import { Trans, useLingui } from '@lingui/react/macro';
import type { HeartRisk } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { formatRisk, RISK_CATEGORY_WORDS } from './risk-words';

/** What would change the number: the same model with one factor at target, each with a programme that works on it. */
export function RiskScenarios({ scenarios }: { scenarios: HeartRisk['scenarios'] }) {
  const { t, i18n } = useLingui();
  /** "Not smoking:" ("Ne pas fumer :"). */
  const withColon = (label: string) => t`${label}:`;
  if (scenarios.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 id="heart-risk-scenarios-heading" className="text-lg font-semibold text-slate-900">
        <Trans>What could lower it</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Your estimate again, with one thing changed and everything else the same.</Trans>
      </p>
      <ul className="mt-4 space-y-3" aria-labelledby="heart-risk-scenarios-heading">
        {scenarios.map((s) => (
          <li key={s.key} className="rounded-xl bg-slate-50 p-4 text-sm" data-testid={`scenario-${s.key}`}>
            <p className="text-slate-900">
              <span className="font-semibold">{withColon(tr(s.label))}</span> {formatRisk(s.riskPercent)} (
              {i18n._(RISK_CATEGORY_WORDS[s.category].inSentence)})
            </p>
            {s.program && (
              <p className="mt-1">
                <Trans>Programme:</Trans> <TextLink to={paths.programs.detail.getHref(s.program._id)}>{s.program.title}</TextLink>
              </p>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
