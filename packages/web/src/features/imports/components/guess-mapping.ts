import { fold, KIND_UNITS, kindNamed, unitNamed, USUAL_UNIT, type CsvMapping } from '../parsers/mapped-csv';

// A first guess at a CSV's columns from its header names (English or French), for the member to
// check: "Date", "Time"/"Heure", "Type"/"Kind"/"Mesure", "Value"/"Valeur", "Unit"/"Unité", or a
// value column named by its kind and unit ("Weight (lb)").

export function guessMapping(columns: string[]): CsvMapping {
  const names = columns.map(fold);
  const find = (test: RegExp, not: number[] = []) => names.findIndex((n, i) => test.test(n) && !not.includes(i));
  const date = Math.max(0, find(/date|jour|day/));
  const timeAt = find(/^(time|heure|hour)/, [date]);
  const time = timeAt === -1 ? null : timeAt;
  const kindAt = find(/^(kind|type|measure|mesure|metric|sorte)/, [date, timeAt]);
  const unitAt = find(/^(unit|unite)/, [date, timeAt, kindAt]);
  const taken = [date, timeAt, kindAt, unitAt];
  let value = find(/^(value|valeur|reading|lecture|result)/, taken);
  // A column named by its kind ("Weight (lb)", "Steps"): its kind, and its unit from the brackets.
  const named = names.findIndex((n, i) => !taken.includes(i) && kindNamed(n.replace(/\s*\(.*\)\s*$/, '')) !== null);
  if (value === -1)
    value =
      named !== -1
        ? named
        : Math.max(
            0,
            names.findIndex((_, i) => !taken.includes(i)),
          );
  const kindOfValue = kindNamed((names[value] ?? '').replace(/\s*\(.*\)\s*$/, ''));
  if (kindAt !== -1) return { date, time, value, kind: kindAt, unit: unitAt === -1 ? 'usual' : unitAt };
  const kind = kindOfValue ?? 'weight';
  const bracket = unitNamed(/\(([^)]*)\)/.exec(names[value] ?? '')?.[1] ?? '');
  const unit = unitAt !== -1 ? unitAt : bracket in KIND_UNITS[kind] ? bracket : USUAL_UNIT[kind];
  return { date, time, value, kind, unit };
}
