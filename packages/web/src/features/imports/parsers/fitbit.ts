import type { Collector } from './collect';
import { readJsonArray } from './json-stream';
import { localInstant } from './local-time';
import { ImportFileError, type ByteSource } from './read';

// Fitbit's data in Google Takeout (Takeout/Fitbit/Global Export Data/): one JSON file per month or
// range of days, each an array of objects (docs/imports.md says where the structure comes from).
// - weight-YYYY-MM-DD.json: {logId, weight, bmi, fat?, date "MM/DD/YY", time "HH:MM:SS", source},
//   the date and time in the account's local time; the weight in the account's unit (kg or lb),
//   which the file does not say: the weight over the BMI tells it (kg/BMI is the height squared in
//   m², 1.96 to 4.41 for a height of 1.40 to 2.10 m; in pounds it is 2.2 times that).
// - steps-YYYY-MM-DD.json: {dateTime "MM/DD/YY HH:MM:SS", value "12"}, a count per minute, timed in
//   UTC: summed per day in the member's time zone.

export type FitbitShape = 'fitbit_weight' | 'fitbit_steps';

const LB = 0.45359237;
/** Weight over BMI above this is pounds (a height of 2.1 m in kg; 1.41 m in pounds). */
const POUNDS_ABOVE = 4.4;
const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** Which Fitbit file a JSON file's first bytes are (by the keys of its first object), or null. */
export function fitbitShape(head: string): FitbitShape | null {
  const first = /^\s*\[\s*\{([^}]*)/.exec(head.replace(/^\ufeff/, ''))?.[1];
  if (first === undefined) return null;
  const keys = new Set([...first.matchAll(/"([A-Za-z]+)"\s*:/g)].map((m) => m[1]));
  if (keys.has('logId') && keys.has('weight') && keys.has('date') && keys.has('time')) return 'fitbit_weight';
  // Other series (calories, heart rate) share the keys: steps are whole counts written as strings.
  if (keys.size === 2 && keys.has('dateTime') && /"value"\s*:\s*"\d+"/.test(first)) return 'fitbit_steps';
  return null;
}

/** "09/12/25" (month, day, two-digit year) as "2025-09-12"; the rest as parseDay reads it. */
function fitbitDay(text: unknown): string {
  const m = typeof text === 'string' ? /^(\d{2})\/(\d{2})\/(\d{2})$/.exec(text) : null;
  return m ? `20${m[3]}-${m[1]}-${m[2]}` : textOf(text);
}

/** A field as text (a number written as text); empty when it is neither. */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

interface FitbitWeight {
  day: string;
  time: string;
  weight: number;
  bmi: number;
  fat: number;
}

const asObject = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ImportFileError('damaged', 'an element that is not an object');
  return value as Record<string, unknown>;
};

/** weight-*.json: weights (and body fat when the scale measured it), the unit found from the BMI. */
async function readWeights(source: ByteSource, zone: string, c: Collector): Promise<void> {
  // A month of weights is a few dozen entries: kept until the unit is known from all of them.
  const entries: FitbitWeight[] = [];
  await readJsonArray(source, (value) => {
    const o = asObject(value);
    c.records += 1;
    entries.push({ day: fitbitDay(o.date), time: textOf(o.time), weight: Number(o.weight), bmi: Number(o.bmi), fat: Number(o.fat) });
  });
  const ratios = entries.filter((e) => e.weight > 0 && e.bmi > 0).map((e) => e.weight / e.bmi);
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)];
  for (const e of entries) {
    const at = localInstant(e.day, e.time, zone);
    if (!at) {
      c.refuse('weight', 'unreadable', `${e.day} ${e.time}`);
      continue;
    }
    // Each entry by its own BMI; one without, by the file's other entries.
    const ratio = e.bmi > 0 ? e.weight / e.bmi : median;
    if (ratio === undefined || !Number.isFinite(e.weight)) {
      c.refuse('weight', 'unknown_unit', at);
      continue;
    }
    const kg = ratio > POUNDS_ABOVE ? e.weight * LB : e.weight;
    c.add({ kind: 'weight', value: round(kg, 2), measured_at: at });
    if (Number.isFinite(e.fat) && e.fat > 0) c.add({ kind: 'body_fat', value: round(e.fat, 1), measured_at: at });
  }
}

/** steps-*.json: a count per minute (UTC), summed per day in the member's zone. */
async function readSteps(source: ByteSource, c: Collector): Promise<void> {
  await readJsonArray(source, (value) => {
    const o = asObject(value);
    c.records += 1;
    const m = typeof o.dateTime === 'string' ? /^(\d{2})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(o.dateTime) : null;
    const count = typeof o.value === 'string' && /^\d+$/.test(o.value) ? Number(o.value) : NaN;
    if (!m || !Number.isFinite(count)) return c.refuse('steps', 'unreadable', textOf(o.dateTime));
    c.addSteps(Date.parse(`20${m[3]}-${m[1]}-${m[2]}T${m[4]}:${m[5]}:${m[6]}Z`), count, 'fitbit');
  });
}

/** Reads one of Fitbit's Takeout files into the collector; `zone`: the member's time zone. */
export async function readFitbitJson(source: ByteSource, shape: FitbitShape, zone: string, c: Collector): Promise<void> {
  if (shape === 'fitbit_weight') await readWeights(source, zone, c);
  else await readSteps(source, c);
}
