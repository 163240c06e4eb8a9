import type { ImportSource } from '@wellpath/shared/health/sources';
import type { Collector } from './collect';
import { readCsvRows } from './csv';
import { localDateTime, localInstant, parseDay } from './local-time';
import { ImportFileError, type ByteSource } from './read';

// The CSV files of Withings (account export: weight.csv, bp.csv), Omron Connect (its blood-pressure
// export) and Google Fit (Takeout: "Daily activity metrics.csv"), recognised by their header row.
// Columns are found by name, not place, as the apps add columns over the years (docs/imports.md).

export type CsvShape = 'withings_weight' | 'withings_bp' | 'omron_bp' | 'google_fit_daily';

export const CSV_SOURCES: Record<CsvShape, ImportSource> = {
  withings_weight: 'withings',
  withings_bp: 'withings',
  omron_bp: 'omron',
  google_fit_daily: 'google_fit',
};

const find = (columns: string[], test: RegExp) => columns.findIndex((c) => test.test(c));

/** Which app's CSV a header row is, or null. */
export function csvShape(columns: string[]): CsvShape | null {
  const has = (test: RegExp) => find(columns, test) !== -1;
  if (columns[0] === 'date' && has(/^weight \((kg|lb)\)$/) && has(/^fat mass/)) return 'withings_weight';
  if (columns[0] === 'date' && has(/^heart rate$/) && has(/^systolic$/) && has(/^diastolic$/)) return 'withings_bp';
  if (has(/^(sys|systolic)\b/) && has(/^(dia|diastolic)\b/) && has(/^(pulse|pul)\b/) && has(/date/)) return 'omron_bp';
  if (columns[0] === 'date' && has(/^move minutes count$/) && has(/^step count$/)) return 'google_fit_daily';
  return null;
}

/** A number as the file writes it (a decimal comma in files split by semicolons); NaN when empty. */
function numberIn(text: string | undefined, delimiter: ',' | ';'): number {
  const t = (text ?? '').trim();
  if (t === '') return NaN;
  return Number(delimiter === ';' ? t.replace(',', '.') : t);
}

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** Reads one of the CSV shapes into the collector; `zone`: the member's time zone (the files' times are local). */
export async function readAppCsv(source: ByteSource, shape: CsvShape, delimiter: ',' | ';', zone: string, c: Collector): Promise<void> {
  let columns: string[] | null = null;
  let col: Record<string, number> = {};
  const n = (cells: string[], name: string) => numberIn(col[name] === undefined || col[name] < 0 ? undefined : cells[col[name]], delimiter);
  await readCsvRows(source, delimiter, (cells) => {
    if (!columns) {
      columns = cells.map((x) => x.trim().toLowerCase());
      const cs = columns;
      col = {
        date: find(cs, /date/),
        time: find(cs, /^(measurement )?time\b/),
        weight: find(cs, /^(weight|average weight) \((kg|lb)\)$/),
        fat: find(cs, /^fat mass/),
        pulse: find(cs, /^(heart rate|pulse|pul)\b/),
        systolic: find(cs, /^(sys|systolic)\b/),
        diastolic: find(cs, /^(dia|diastolic)\b/),
        steps: find(cs, /^step count$/),
      };
      return;
    }
    c.records += 1;
    const dateCell = (cells[col.date!] ?? '').trim();
    const timeCell = col.time! >= 0 ? (cells[col.time!] ?? '').trim() : '';
    if (shape === 'google_fit_daily') {
      const day = parseDay(dateCell);
      if (!day) return c.refuse('steps', 'unreadable', dateCell);
      const steps = n(cells, 'steps');
      if (Number.isFinite(steps)) c.add({ kind: 'steps', date: day, steps: Math.round(steps) });
      // A day's average weight, timed at noon that day (the file keeps no time).
      const weight = n(cells, 'weight');
      if (Number.isFinite(weight)) {
        const at = localInstant(day, '12:00', zone);
        if (at) c.add({ kind: 'weight', value: round(weight, 2), measured_at: at });
      }
      return;
    }
    const at = timeCell ? localInstant(dateCell, timeCell, zone) : localDateTime(dateCell, zone);
    if (shape === 'withings_weight') {
      if (!at) return c.refuse('weight', 'unreadable', dateCell);
      const unit = /\(lb\)/.test(columns[col.weight!] ?? '') ? 0.45359237 : 1;
      const weight = n(cells, 'weight') * unit;
      const fat = n(cells, 'fat') * unit;
      if (Number.isFinite(weight)) c.add({ kind: 'weight', value: round(weight, 2), measured_at: at });
      if (Number.isFinite(fat) && Number.isFinite(weight) && weight > 0)
        c.add({ kind: 'body_fat', value: round((fat / weight) * 100, 1), measured_at: at });
      return;
    }
    if (!at) return c.refuse('blood_pressure', 'unreadable', dateCell);
    const systolic = n(cells, 'systolic');
    const diastolic = n(cells, 'diastolic');
    const pulse = n(cells, 'pulse');
    c.add({
      kind: 'blood_pressure',
      systolic: Math.round(systolic),
      diastolic: Math.round(diastolic),
      ...(Number.isFinite(pulse) ? { pulse: Math.round(pulse) } : {}),
      measured_at: at,
    });
  });
  if (!columns) throw new ImportFileError('empty', 'no header row');
}
