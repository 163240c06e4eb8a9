/**
 * What a member's lab results say about the conditions the heart risk reads (diabetes, chronic kidney
 * disease) and about a statin being indicated whatever the score (CCS 2021), beside what the member
 * answered and what is on their record. Each rule reads the results as the member sees them: in the
 * catalogue's unit at the marker's reporting precision (HbA1c 6.45 % is shown, banded and read as
 * 6.5 %), with the day of the test (YYYY-MM-DD). A result counts from the day it is on file, whatever
 * came after: a lower value later is most often treatment working, not the condition gone; a member
 * whose result was wrong deletes the report.
 */

/** A lab result as the rules read it: the value shown (canonical unit, reporting precision) and the test day. */
export interface DatedResult {
  value: number;
  date: string;
}

/** Diabetes Canada 2018 (Punthakee et al., Can J Diabetes 2018;42:S10): the diabetes range. */
export const DIABETES_FROM = { hba1c: 6.5, fastingGlucose: 7.0 } as const;
/** CCS 2021 (Pearson et al., Can J Cardiol 2021;37:1129): LDL-C at or above this is statin indicated. */
export const LDL_STATIN_INDICATED_FROM = 5.0;
/** eGFR (mL/min/1.73 m²) below this, lasting, is chronic kidney disease (KDIGO: more than 3 months). */
export const EGFR_CKD_BELOW = 60;
/** The days that must separate the first and the last of the low eGFR results (3 months). */
export const CKD_MIN_DAYS = 90;

const DAY_MS = 86_400_000;

/** Days from one calendar day to another (YYYY-MM-DD), whatever the time zone. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The newest result of the list that meets the test, or null. */
function newest(results: readonly DatedResult[], test: (value: number) => boolean): DatedResult | null {
  let found: DatedResult | null = null;
  for (const r of results) if (test(r.value) && (!found || r.date > found.date)) found = r;
  return found;
}

export type DiabetesMarker = 'hba1c' | 'fasting-glucose';

/**
 * Diabetes known from labs: an HbA1c of 6.5 % or more, or a fasting glucose of 7.0 mmol/L or more
 * (Diabetes Canada). The newest such result, HbA1c first on the same day; null without one.
 */
export function diabetesFromLabs(results: {
  hba1c: readonly DatedResult[];
  fastingGlucose: readonly DatedResult[];
}): { marker: DiabetesMarker; result: DatedResult } | null {
  const a1c = newest(results.hba1c, (v) => v >= DIABETES_FROM.hba1c);
  const glucose = newest(results.fastingGlucose, (v) => v >= DIABETES_FROM.fastingGlucose);
  if (a1c && (!glucose || a1c.date >= glucose.date)) return { marker: 'hba1c', result: a1c };
  return glucose ? { marker: 'fasting-glucose', result: glucose } : null;
}

/** An LDL cholesterol of 5.0 mmol/L or more (statin indicated, CCS 2021): the newest such result, or null. */
export function ldlStatinIndicated(ldl: readonly DatedResult[]): DatedResult | null {
  return newest(ldl, (v) => v >= LDL_STATIN_INDICATED_FROM);
}

/**
 * Chronic kidney disease from eGFR: below 60 for 3 months or more, read as two results below 60 at
 * least 90 days apart with none of 60 or more between them. A day with a result of 60 or more breaks
 * the run, even beside a lower one the same day. Returns the first and the last low result of the
 * newest run that lasts 90 days, or null.
 */
export function ckdFromEgfr(egfr: readonly DatedResult[]): { first: DatedResult; last: DatedResult } | null {
  const byDay = new Map<string, DatedResult[]>();
  for (const r of egfr) byDay.set(r.date, [...(byDay.get(r.date) ?? []), r]);
  const days = [...byDay.keys()].sort();
  let found: { first: DatedResult; last: DatedResult } | null = null;
  let first: DatedResult | null = null;
  for (const day of days) {
    const results = byDay.get(day)!;
    if (results.some((r) => r.value >= EGFR_CKD_BELOW)) {
      first = null;
      continue;
    }
    // The lowest of the day stands for it: what the member reads as that day's worst.
    const low = results.reduce((a, b) => (b.value < a.value ? b : a));
    first ??= low;
    if (daysBetween(first.date, day) >= CKD_MIN_DAYS) found = { first, last: low };
  }
  return found;
}

/** The markers (content keys) the conditions-from-labs rules read: diabetes and chronic kidney disease. */
export const CONDITION_LAB_MARKERS = { hba1c: 'hba1c', fastingGlucose: 'fasting-glucose', egfr: 'egfr' } as const;

/**
 * The condition of the record (content/conditions) each rule stands for when the labs show it. A
 * result does not say which diabetes: it counts as type 2 (by far the most often found so), which
 * the statin-indicated bands read as they read type 1.
 */
export const LAB_CONDITION_KEYS = { diabetes: 'type-2-diabetes', chronicKidneyDisease: 'chronic-kidney-disease' } as const;

/** What the labs show of the conditions, with the results that show it, and their keys. */
export interface ConditionsFromLabs {
  diabetes: ReturnType<typeof diabetesFromLabs>;
  chronicKidneyDisease: ReturnType<typeof ckdFromEgfr>;
  /** The keys of the conditions shown (LAB_CONDITION_KEYS), for reading results against them. */
  keys: string[];
}

/**
 * The conditions a member's own lab results show (diabetes, chronic kidney disease), from every
 * result of CONDITION_LAB_MARKERS they have (`resultsOf(markerKey)`). The one reading for the heart
 * risk and for the bands a result is read against (markers.ts, bandsFor), so the two never disagree.
 */
export function conditionsFromLabs(resultsOf: (markerKey: string) => readonly DatedResult[]): ConditionsFromLabs {
  const diabetes = diabetesFromLabs({
    hba1c: resultsOf(CONDITION_LAB_MARKERS.hba1c),
    fastingGlucose: resultsOf(CONDITION_LAB_MARKERS.fastingGlucose),
  });
  const chronicKidneyDisease = ckdFromEgfr(resultsOf(CONDITION_LAB_MARKERS.egfr));
  const keys: string[] = [];
  if (diabetes) keys.push(LAB_CONDITION_KEYS.diabetes);
  if (chronicKidneyDisease) keys.push(LAB_CONDITION_KEYS.chronicKidneyDisease);
  return { diabetes, chronicKidneyDisease, keys };
}

/** Results of several markers (content key, value as shown, test day) as `resultsOf` for conditionsFromLabs. */
function resultsByMarker(rows: Iterable<DatedResult & { marker: string }>): (markerKey: string) => DatedResult[] {
  const by = new Map<string, DatedResult[]>();
  for (const { marker, value, date } of rows) {
    const list = by.get(marker);
    if (list) list.push({ value, date });
    else by.set(marker, [{ value, date }]);
  }
  return (markerKey) => by.get(markerKey) ?? [];
}

/**
 * The conditions a member's results are read against (markers.ts, MemberContext): the keys of those
 * on their record and of those their lab results show (`results`: every result of
 * CONDITION_LAB_MARKERS they have; others are not read).
 */
export function recordAndLabConditions(onRecord: Iterable<string>, results: Iterable<DatedResult & { marker: string }>): Set<string> {
  return new Set([...onRecord, ...conditionsFromLabs(resultsByMarker(results)).keys]);
}
