import { useLingui } from '@lingui/react/macro';
import type { DefaultSource, Target, TargetStatus, TargetValue } from '@wellpath/shared/health/targets';
import { formatNumber } from '@/lib/i18n/format';

/** Decimals each kind is written with: LDL, HbA1c and weight to a tenth, minutes and mm Hg whole. */
const DECIMALS: Record<Target['kind'], number> = { blood_pressure: 0, ldl: 1, hba1c: 1, weight: 1, activity: 0 };

/**
 * The words of a target (decision 0091), shared by the member's screens and the care team's record:
 * the goal ("Below 130/80 mm Hg"), a number in the target's unit, where a default comes from, and
 * whether the number meets it.
 */
export function useTargetWords() {
  const { t } = useLingui();

  const amount = (kind: Target['kind'], v: TargetValue): string => {
    if (kind === 'blood_pressure') return `${formatNumber(v.value)}/${formatNumber(v.diastolic ?? 0)}`;
    const d = DECIMALS[kind];
    return formatNumber(v.value, { min: d, max: d });
  };

  /** A number of the member's in the target's unit: "135/85 mm Hg", "2.4 mmol/L", "95.5 kg", "90 minutes". */
  const value = (kind: Target['kind'], v: TargetValue): string => {
    const n = amount(kind, v);
    if (kind === 'activity') return t`${n} minutes`;
    return kind === 'hba1c' ? `${n} %` : `${n} ${unitOf(kind)}`;
  };

  /** The goal in words: "Below 130/80 mm Hg", "7.0 % or less", "At least 150 minutes a week"; `shown`: the number as the screen writes it (in pounds, say). */
  const goal = (kind: Target['kind'], v: TargetValue, shown?: string): string => {
    const n = shown ?? value(kind, v);
    if (kind === 'activity') {
      const minutes = amount(kind, v);
      return t`At least ${minutes} minutes a week`;
    }
    return kind === 'blood_pressure' || kind === 'ldl' ? t`Below ${n}` : t`${n} or less`;
  };

  const source = (s: DefaultSource): string =>
    ({
      hypertension_canada_2025: t`Hypertension Canada 2025`,
      ccs_2021_statin_indicated: t`Canadian Cardiovascular Society 2021, for people with diabetes, heart disease or stroke, chronic kidney disease or a very high LDL`,
      ccs_2021_high_risk: t`Canadian Cardiovascular Society 2021, for a high 10-year heart risk`,
      ccs_2021_other: t`Canadian Cardiovascular Society 2021: the level at which treatment is considered`,
      diabetes_canada_2018: t`Diabetes Canada 2018, with diabetes`,
      diabetes_prevention_program: t`5 % below the first weight on record, the Diabetes Prevention Program's goal`,
      movement_guidelines: t`Canadian 24-Hour Movement Guidelines`,
    })[s];

  const status = (s: TargetStatus): string =>
    ({ met: t`Within the target`, not_met: t`Not within the target yet`, unknown: t`Nothing to compare yet` })[s];

  const name = (kind: Target['kind']): string =>
    ({
      blood_pressure: t`Blood pressure`,
      ldl: t`LDL cholesterol`,
      hba1c: t`HbA1c`,
      weight: t`Weight`,
      activity: t`Weekly activity`,
    })[kind];

  return { value, goal, source, status, name };
}

function unitOf(kind: Target['kind']): string {
  return { blood_pressure: 'mm Hg', ldl: 'mmol/L', hba1c: '%', weight: 'kg', activity: 'min' }[kind];
}
