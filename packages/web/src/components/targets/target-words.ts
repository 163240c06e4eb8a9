import { useLingui } from '@lingui/react/macro';
import {
  TARGET_DECIMALS as DECIMALS,
  type DefaultSource,
  type Target,
  type TargetNeed,
  type TargetStatus,
  type TargetValue,
} from '@wellpath/shared/health/targets';
import { formatNumber } from '@/lib/i18n/format';

// Decimals each kind is written with come from shared (TARGET_DECIMALS): the status is read on the
// number as written (an LDL of 1.75 written 1.8 is not below 1.8).

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
      diabetes_prevention_program: t`5 % below the starting weight (the first from 30 days before joining on), the Diabetes Prevention Program's goal`,
      movement_guidelines: t`Canadian 24-Hour Movement Guidelines`,
    })[s];

  const status = (s: TargetStatus, needs: TargetNeed | null = null): string =>
    needs === 'recent_result'
      ? t`Needs a recent result`
      : { met: t`Within the target`, not_met: t`Not within the target yet`, unknown: t`Nothing to compare yet` }[s];

  /** What is needed before the target can be read, for the member or the care team; null when nothing is. */
  const needs = (n: TargetNeed | null, reader: 'member' | 'staff'): string | null => {
    if (n === 'heart_risk')
      return reader === 'member'
        ? t`Complete your heart-risk questions: your LDL target depends on your heart risk, which cannot be worked out yet.`
        : t`No LDL default yet: the member's heart risk cannot be worked out until their heart-risk questions are complete.`;
    if (n === 'recent_result')
      return reader === 'member'
        ? t`This needs a recent result: the latest one is too old to say whether it is within the target.`
        : t`Needs a recent result: the latest one is too old to compare with the target.`;
    return null;
  };

  const name = (kind: Target['kind']): string =>
    ({
      blood_pressure: t`Blood pressure`,
      ldl: t`LDL cholesterol`,
      hba1c: t`HbA1c`,
      weight: t`Weight`,
      activity: t`Weekly activity`,
    })[kind];

  return { value, goal, source, status, needs, name };
}

function unitOf(kind: Target['kind']): string {
  return { blood_pressure: 'mm Hg', ldl: 'mmol/L', hba1c: '%', weight: 'kg', activity: 'min' }[kind];
}
