import type { Collector } from './collect';
import { readCsvRows } from './csv';
import { localDateTime, localInstant, parseDay } from './local-time';
import { ImportFileError, type ByteSource } from './read';

// Any CSV file the import does not recognise, read with the columns the member mapped (issue 36):
// which column holds the date (and the time, when it has its own), the kind of each value (one kind
// for the whole file, or a column naming it), the value and its unit (one unit, or a column).
// Only the kinds the programme keeps, each in the units the app converts.

export const MAPPED_KINDS = ['weight', 'waist', 'body_fat', 'blood_pressure', 'steps'] as const;
export type MappedKind = (typeof MAPPED_KINDS)[number];

/** The units each kind can be read in, and their factor to the app's unit (kg, cm, %, mmHg, steps). */
export const KIND_UNITS: Record<MappedKind, Record<string, number>> = {
  weight: { kg: 1, lb: 0.45359237, st: 6.35029318 },
  waist: { cm: 1, in: 2.54 },
  body_fat: { '%': 1 },
  blood_pressure: { mmHg: 1 },
  steps: { steps: 1 },
};

/** The app's own unit of each kind: what a value of a kind named in a column is read in when no unit column is mapped. */
export const USUAL_UNIT: Record<MappedKind, string> = { weight: 'kg', waist: 'cm', body_fat: '%', blood_pressure: 'mmHg', steps: 'steps' };

/**
 * A mapping of a CSV's columns (by their place, 0 first). `kind`: a column naming each row's kind,
 * or one kind for all rows. `unit`: a column naming each value's unit, or one unit ('usual': each
 * kind's own unit, when the kind comes from a column).
 */
export interface CsvMapping {
  date: number;
  time: number | null;
  value: number;
  kind: number | MappedKind;
  unit: number | string;
}

/** Text compared without case or accents ("Unité" is "unite"). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A kind's name as a file writes it, in English or French, or null. */
export function kindNamed(text: string): MappedKind | null {
  const t = fold(text);
  if (/(body ?fat|fat ?%|^fat$|masse grasse|graisse)/.test(t)) return 'body_fat';
  if (/^(weight|body ?mass|poids|masse)/.test(t)) return 'weight';
  if (/^(waist|tour de taille|taille)/.test(t)) return 'waist';
  if (/(blood ?pressure|^bp$|^ta$|pression|tension)/.test(t)) return 'blood_pressure';
  if (/^(steps?|step count|pas|nombre de pas)$/.test(t)) return 'steps';
  return null;
}

const UNIT_NAMES: Record<string, string> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  livre: 'lb',
  livres: 'lb',
  st: 'st',
  stone: 'st',
  cm: 'cm',
  in: 'in',
  inch: 'in',
  inches: 'in',
  pouce: 'in',
  pouces: 'in',
  '"': 'in',
  '%': '%',
  percent: '%',
  pourcent: '%',
  mmhg: 'mmHg',
  'mm hg': 'mmHg',
  steps: 'steps',
  step: 'steps',
  pas: 'steps',
  count: 'steps',
};

/** A unit as a file writes it ("kgs", "Pounds", "mm Hg"), or the empty text when it names none. */
export function unitNamed(text: string): string {
  return UNIT_NAMES[fold(text)] ?? '';
}

/** A number as the file writes it (a decimal comma in files split by semicolons); NaN when empty. */
function numberIn(text: string, delimiter: ',' | ';'): number {
  const t = text.trim();
  if (t === '') return NaN;
  return Number(delimiter === ';' ? t.replace(',', '.') : t);
}

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** A row's instant: the date and time cells (or both in the date cell; a day alone is noon that day) in the member's zone. */
function instantOf(date: string, time: string | null, zone: string): string | null {
  if (time !== null && time.trim() !== '') return localInstant(date, time, zone);
  if (/T.*(Z|[+-]\d{2}:?\d{2})$/.test(date.trim())) {
    const ms = Date.parse(date.trim());
    return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
  }
  const day = parseDay(date);
  return day ? localInstant(day, '12:00', zone) : localDateTime(date, zone);
}

/** Reads a CSV with the member's mapping into the collector (the header row is skipped). */
export async function readMappedCsv(
  source: ByteSource,
  mapping: CsvMapping,
  delimiter: ',' | ';',
  zone: string,
  c: Collector,
): Promise<void> {
  let header = true;
  await readCsvRows(source, delimiter, (cells) => {
    if (header) {
      header = false;
      return;
    }
    c.records += 1;
    const cell = (i: number | null) => (i === null ? '' : (cells[i] ?? '').trim());
    const kind = typeof mapping.kind === 'number' ? kindNamed(cell(mapping.kind)) : mapping.kind;
    const dateCell = cell(mapping.date);
    // A kind the app has no place for (heart rate, glucose...): counted, not kept.
    if (!kind) return c.skip(typeof mapping.kind === 'number' ? cell(mapping.kind) || '?' : '?');
    const at = instantOf(dateCell, mapping.time === null ? null : cell(mapping.time), zone);
    if (!at) return c.refuse(kind, 'unreadable', dateCell);
    const unitText =
      typeof mapping.unit === 'number' ? unitNamed(cell(mapping.unit)) : mapping.unit === 'usual' ? USUAL_UNIT[kind] : mapping.unit;
    // A unit cell left empty: the kinds with one unit need none.
    const unit = unitText === '' && Object.keys(KIND_UNITS[kind]).length === 1 ? USUAL_UNIT[kind] : unitText;
    const factor = KIND_UNITS[kind][unit];
    if (factor === undefined) return c.refuse(kind, 'unknown_unit', at);
    const valueCell = cell(mapping.value);
    if (kind === 'blood_pressure') {
      // "128/82" or "128/82/66" (with the pulse).
      const m = /^(\d{2,3})\s*\/\s*(\d{2,3})(?:\s*\/\s*(\d{2,3}))?$/.exec(valueCell);
      if (!m) return c.refuse(kind, 'unreadable', at);
      return c.add({
        kind,
        systolic: Number(m[1]),
        diastolic: Number(m[2]),
        ...(m[3] ? { pulse: Number(m[3]) } : {}),
        measured_at: at,
      });
    }
    const value = numberIn(valueCell, delimiter);
    if (!Number.isFinite(value)) return c.refuse(kind, 'unreadable', at);
    if (kind === 'steps') return c.addSteps(Date.parse(at), Math.round(value), 'csv');
    c.add({ kind, value: round(value * factor, kind === 'body_fat' ? 1 : 2), measured_at: at });
  });
  if (header) throw new ImportFileError('empty', 'no header row');
}

/** A mapping that fits a header of `columns` columns (a saved one may be of another file that shared its signature). */
export function mappingFits(mapping: CsvMapping, columns: number): boolean {
  const inside = (i: number | null) => i === null || (Number.isInteger(i) && i >= 0 && i < columns);
  return (
    inside(mapping.date) &&
    inside(mapping.time) &&
    inside(mapping.value) &&
    (typeof mapping.kind === 'number' ? inside(mapping.kind) : MAPPED_KINDS.includes(mapping.kind)) &&
    (typeof mapping.unit === 'number' ? inside(mapping.unit) : typeof mapping.unit === 'string')
  );
}
