import { smsg } from '../../i18n/index.js';

/**
 * Lab results as CSV. Columns (header row required, any order, case-insensitive):
 *   test_date (YYYY-MM-DD), marker (catalogue key, LOINC code or name), value (number), unit, lab_name (optional)
 */
export interface CsvRow {
  line: number;
  test_date: string;
  marker: string;
  value: string;
  unit: string;
  lab_name: string;
}

export const CSV_COLUMNS = ['test_date', 'marker', 'value', 'unit'] as const;

/** RFC 4180 records: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Rows with their line numbers, or the problems with the header. */
export function readCsv(text: string): { rows: CsvRow[] } | { errors: string[] } {
  const records = parseCsvRecords(text);
  if (records.length === 0) return { errors: [smsg('api.csvEmpty')] };
  const header = records[0]!.map((h) => h.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { errors: [smsg('api.csvHeader', { columns: CSV_COLUMNS.join(', '), missing: missing.join(', ') })] };
  const col = (r: string[], name: string) => (header.indexOf(name) >= 0 ? (r[header.indexOf(name)] ?? '').trim() : '');
  return {
    rows: records.slice(1).map((r, i) => ({
      line: i + 2,
      test_date: col(r, 'test_date'),
      marker: col(r, 'marker'),
      value: col(r, 'value'),
      unit: col(r, 'unit'),
      lab_name: col(r, 'lab_name'),
    })),
  };
}
