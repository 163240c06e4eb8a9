import { riskCategory, type RiskScenario } from '@wellpath/shared/health/heart-risk';
import type { HeartRisk } from '@wellpath/shared/health/wire';

/**
 * A risk in percent as shown: one decimal, rounded down, so the number never reaches a category the
 * risk is not in (9.96 % is low and shows as 9.9 %, not 10.0 %). The category is read from the
 * unrounded risk.
 */
export function shownPercent(percent: number): number {
  // Tenths, after clearing the float noise of x10 (14.7 * 10 = 146.99999999999997).
  let tenths = Math.floor(Math.round(percent * 1e6) / 1e5);
  // A risk a hair below a cut-off (9.9999999) must not show as the cut-off.
  while (tenths > 0 && riskCategory(tenths / 10) !== riskCategory(percent)) tenths -= 1;
  return tenths / 10;
}

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
  return {
    key: s.key,
    label: s.label,
    riskPercent: shownPercent(s.riskPercent),
    category: riskCategory(s.riskPercent),
    program: program ? { _id: program.id, key: program.key, title: program.title } : null,
  };
}
