import { presentedRisk, type RiskScenario } from '@wellpath/shared/health/heart-risk';
import type { HeartRisk } from '@wellpath/shared/health/wire';

/** A heart age as shown: a whole year, within 30 to 80 ("under 30", "over 80" beyond). */
export function shownHeartAge(years: number): NonNullable<HeartRisk['heartAge']> {
  const whole = Math.round(years);
  if (whole < 30) return { years: 30, text: 'under 30' };
  if (whole > 80) return { years: 80, text: 'over 80' };
  return { years: whole, text: String(whole) };
}

export function presentScenario(
  s: RiskScenario,
  program: { id: string; key: string; title: string } | undefined,
): HeartRisk['scenarios'][number] {
  const { riskPercent, category } = presentedRisk(s.riskPercent);
  return {
    key: s.key,
    label: s.label,
    riskPercent,
    category,
    program: program ? { _id: program.id, key: program.key, title: program.title } : null,
  };
}
