import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { METABOLIC_DECIMALS, type MetabolicSyndrome } from '@wellpath/shared/health/metabolic';
import { CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

type Criterion = MetabolicSyndrome['criteria'][number];
/** Who reads it: the member ("your waist") or the care team ("the member's waist"). */
export type Reader = 'member' | 'staff';

const STATE_STYLE: Record<Criterion['state'], { tone: string; icon: typeof CircleCheck }> = {
  met: { tone: 'bg-amber-50 text-amber-900 ring-amber-200', icon: CircleCheck },
  not_met: { tone: 'bg-teal-50 text-teal-900 ring-teal-200', icon: CircleMinus },
  unknown: { tone: 'bg-slate-50 text-slate-700 ring-slate-200', icon: CircleDashed },
};

function useCriterionWords() {
  const { t } = useLingui();
  return {
    name: (key: Criterion['key']) =>
      ({
        waist: t`Waist`,
        triglycerides: t`Triglycerides`,
        hdl: t`HDL cholesterol`,
        blood_pressure: t`Blood pressure (7-day average)`,
        fasting_glucose: t`Fasting glucose`,
      })[key],
    state: (c: Criterion) =>
      c.missing === 'stale'
        ? t`Needs a recent result`
        : { met: t`Criterion met`, not_met: t`Criterion not met`, unknown: t`Not known yet` }[c.state],
  };
}

/** The value as read, with its unit and date: "96 cm, 12 November 2026", "133/81 mm Hg, average of 4 readings". */
function useValueText() {
  const { t } = useLingui();
  return (c: Criterion): string | null => {
    if (c.value === null) return null;
    const when = c.date ? formatLongDate(c.date) : '';
    if (c.key === 'blood_pressure') {
      const bp = `${formatNumber(c.value, { max: 0 })}/${formatNumber(c.diastolic ?? 0, { max: 0 })} mm Hg`;
      const count = c.count ?? 0;
      return t`${bp}, average of ${plural(count, { one: '# reading', other: '# readings' })} up to ${when}`;
    }
    // As the rule read it (METABOLIC_DECIMALS): the criterion is met or not on this number.
    const value = `${formatNumber(c.value, { max: METABOLIC_DECIMALS[c.unit] })} ${c.unit}`;
    return t`${value} on ${when}`;
  };
}

/** The cut-off the value is read against, in words. */
function useThresholdText() {
  const { t } = useLingui();
  return (c: Criterion): string | null => {
    if (c.threshold === null) return null;
    // Lab cut-offs as the guideline writes them, to one decimal (1.0 mmol/L); the waist in whole cm.
    const n = c.key === 'waist' ? formatNumber(c.threshold, { max: 1 }) : formatNumber(c.threshold, { min: 1, max: 1 });
    switch (c.key) {
      case 'waist':
        return t`Counts at ${n} cm or more`;
      case 'hdl':
        return t`Counts below ${n} mmol/L`;
      case 'blood_pressure':
        return t`Counts at 130 systolic or 85 diastolic or more, or with blood pressure treatment`;
      case 'triglycerides':
        return t`Counts at ${n} mmol/L or more, or with a fibrate`;
      case 'fasting_glucose':
        return t`Counts at ${n} mmol/L or more, or with glucose-lowering treatment`;
    }
  };
}

function useMissingText(reader: Reader) {
  const { t } = useLingui();
  return (c: Criterion): string | null => {
    if (c.missing === 'sex')
      return reader === 'member'
        ? t`Add your sex on your profile: the cut-off is different for men and women.`
        : t`No sex on the member's profile: the cut-off is different for men and women.`;
    if (c.missing === 'stale')
      return reader === 'member'
        ? t`This needs a recent result: the latest one is too old to count, so this criterion is not known.`
        : t`Needs a recent result: the latest one is too old to count.`;
    if (c.missing !== 'value') return null;
    if (reader === 'staff') return t`Nothing on record yet.`;
    switch (c.key) {
      case 'waist':
        return t`Log a waist measurement to know this one.`;
      case 'blood_pressure':
        return t`Log two or more blood pressure readings in 7 days to know this one.`;
      default:
        return t`Add a blood test result to know this one.`;
    }
  };
}

function useTreatmentText(reader: Reader) {
  const { t } = useLingui();
  return (c: Criterion): string | null => {
    if (!c.treatment) return null;
    if (c.treatment.medications.length > 0) {
      const names = c.treatment.medications.join(', ');
      return t`Counts as met because of treatment on the medication list: ${names}.`;
    }
    return reader === 'member'
      ? t`Counts as met because your health profile says you take blood pressure medication.`
      : t`Counts as met because the health profile says the member takes blood pressure medication.`;
  };
}

/** What the five add up to, worded so that nothing is claimed before three criteria are met. */
export function MetabolicVerdict({ summary, reader }: { summary: MetabolicSyndrome; reader: Reader }) {
  const { t } = useLingui();
  const { met, known } = summary;
  const missing = 5 - known;
  let text: string;
  if (summary.status === 'criteria_met')
    text =
      reader === 'member'
        ? t`${met} of the 5 criteria of metabolic syndrome are met. Metabolic syndrome is not an illness in itself: it is a group of risk factors that, together, raise the chance of heart disease and diabetes, and each of them can improve. Your care team can talk it through with you.`
        : t`${met} of the 5 criteria are met: the member meets the harmonised 2009 definition of metabolic syndrome.`;
  else if (summary.status === 'criteria_not_met')
    text =
      reader === 'member'
        ? t`${plural(met, { one: 'Only # criterion is met', other: '# criteria are met' })}, fewer than the 3 that make up metabolic syndrome.`
        : t`${plural(met, { one: '# criterion met', other: '# criteria met' })}: fewer than 3, and the ones not known cannot change that.`;
  else
    text =
      reader === 'member'
        ? t`Not enough is known to say yet: ${plural(missing, { one: '# criterion is', other: '# criteria are' })} still missing. Nothing is concluded until there are 3 criteria met or all 5 are known.`
        : t`Not enough on record to say: ${plural(missing, { one: '# criterion unknown', other: '# criteria unknown' })}, ${plural(met, { one: '# met', other: '# met' })}.`;
  return (
    <p className="text-sm text-slate-800" data-testid="metabolic-verdict" data-status={summary.status}>
      {text}
    </p>
  );
}

/** The five criteria, each with its state in words (never colour alone), the value and date it came from, and its cut-off. */
export function MetabolicCriteria({ summary, reader }: { summary: MetabolicSyndrome; reader: Reader }) {
  const words = useCriterionWords();
  const valueText = useValueText();
  const thresholdText = useThresholdText();
  const missingText = useMissingText(reader);
  const treatmentText = useTreatmentText(reader);
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="metabolic-criteria">
      {summary.criteria.map((c) => {
        const { tone, icon: Icon } = STATE_STYLE[c.state];
        const lines = [valueText(c), treatmentText(c), missingText(c), thresholdText(c)].filter((l): l is string => l !== null);
        return (
          <li key={c.key} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4" data-criterion={c.key}>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{words.name(c.key)}</p>
              {lines.map((line) => (
                <p key={line} className="text-sm text-slate-700">
                  {line}
                </p>
              ))}
            </div>
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-1 self-start rounded-full px-2.5 py-0.5 text-sm font-medium ring-1',
                tone,
              )}
              data-state={c.state}
            >
              <Icon className="size-4" aria-hidden="true" />
              {words.state(c)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Where the definition comes from, said once under the list. */
export function MetabolicSource() {
  return (
    <p className="text-xs text-slate-600">
      <Trans>
        Harmonised definition (Alberti et al., Circulation 2009): 3 or more of the 5 criteria. Treatment for a criterion counts as meeting
        it. This is a screening summary, not a diagnosis.
      </Trans>
    </p>
  );
}
