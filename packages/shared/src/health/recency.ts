// How old a value may be and still be read against a cut-off or a target (the safety review,
// decisions 0091 and 0102 amended): an old "within the target" or "criterion not met" is more
// reassuring than the numbers are, so a value past its limit is shown with its date but read as
// unknown, "needs a recent result".

/** Lab results (LDL, HbA1c, triglycerides, HDL, fasting glucose): the guidelines recheck them at least yearly. */
export const LAB_RECENT_DAYS = 365;
/** A weight read against the weight goal: the goal is about the weight now, and weight changes within weeks. */
export const WEIGHT_RECENT_DAYS = 90;
/** A waist measurement read against its cut-off: measured less often than weight, and changing more slowly. */
export const WAIST_RECENT_DAYS = 365;

/** Whether a value of `date` (YYYY-MM-DD or ISO 8601) is no more than `days` days before `today` (YYYY-MM-DD), by calendar day. */
export function isRecent(date: string, today: string, days: number): boolean {
  const age = (Date.parse(today.slice(0, 10)) - Date.parse(date.slice(0, 10))) / 86_400_000;
  return age <= days;
}
