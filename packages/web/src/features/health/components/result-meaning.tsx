import { Trans } from '@lingui/react/macro';
import type { BloodResult, ReferenceRange } from '@wellpath/shared/health/wire';
import { formatLongDate } from '@/lib/dates';
import { formatResultValue } from './blood-format';
import { CriticalAdvice } from './critical-advice';
import { ResultRangeBar } from './range-bar';
import { RangeNotes } from './range-notes';

type ShownResult = Pick<
  BloodResult,
  | 'marker_name'
  | 'value'
  | 'unit'
  | 'comparator'
  | 'status'
  | 'band'
  | 'critical'
  | 'critical_message'
  | 'lab_reference_range'
  | 'message'
  | 'test_date'
>;

/** The marker's history page shows its latest result large; the results page, each marker's in a card of a grid. */
type Look = 'page' | 'card';

const VALUE_LOOKS: Record<Look, { line: string; value: string; unit: string }> = {
  page: { line: 'mt-1 text-slate-900', value: 'text-3xl font-bold tabular-nums', unit: 'text-slate-700' },
  card: { line: 'mt-2 text-slate-900', value: 'text-2xl font-bold tabular-nums', unit: 'text-sm text-slate-700' },
};

/** A result's value in its unit, and the day it was tested. */
export function ResultValue({ result, unit, decimals, look }: { result: ShownResult; unit: string; decimals?: number; look: Look }) {
  const tested = formatLongDate(result.test_date);
  const classes = VALUE_LOOKS[look];
  return (
    <>
      <p className={classes.line}>
        <span className={classes.value}>{formatResultValue(result, decimals)}</span> <span className={classes.unit}>{unit}</span>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>Tested {tested}</Trans>
      </p>
    </>
  );
}

const MEANING_LOOKS: Record<Look, { advice: string; bar: string; notes: string; message: string }> = {
  page: { advice: 'mt-4 max-w-3xl', bar: 'mt-4 max-w-xl', notes: 'mt-2', message: 'mt-4 max-w-3xl' },
  card: { advice: 'mt-3', bar: 'mt-4', notes: 'mt-1', message: 'mt-3 flex-1' },
};

interface ResultMeaningProps {
  result: ShownResult;
  /** The unit and ranges to read it against: the marker's (its history) or the result's own. */
  unit: string;
  range: ReferenceRange;
  rangesBySex: BloodResult['ranges_by_sex'];
  decimals?: number;
  look: Look;
}

/**
 * What a result means: the urgent advice when it is critical, where it sits in its range, both
 * sexes' and the lab's own ranges where they apply, and the catalogue's message.
 */
export function ResultMeaning({ result, unit, range, rangesBySex, decimals, look }: ResultMeaningProps) {
  const classes = MEANING_LOOKS[look];
  return (
    <>
      <CriticalAdvice className={classes.advice} result={result} decimals={decimals} />
      <ResultRangeBar className={classes.bar} result={result} unit={unit} range={range} decimals={decimals} />
      <RangeNotes
        className={classes.notes}
        rangesBySex={rangesBySex}
        labRange={result.lab_reference_range}
        unit={unit}
        decimals={decimals}
      />
      <p className={`${classes.message} text-sm leading-6 text-slate-700`}>{result.message}</p>
    </>
  );
}
