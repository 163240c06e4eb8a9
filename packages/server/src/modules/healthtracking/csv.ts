import { CSV_FIELDS, CSV_REQUIRED_FIELDS, type CsvField, type CsvMapping } from '@wellpath/shared/health/wire';
import { parseCalendarDay } from '@wellpath/shared/user/age';
import type { LabComparator } from '@wellpath/shared/health/wire';
import { smsg } from '../../i18n/index.js';

/**
 * Lab results as CSV: the app's own columns (test_date, marker, value, unit, lab_name) or a lab
 * portal's export (collection date, test name, result, units, reference range, flag). A header row is
 * required; which column holds what is recognised from common header names in English and French, or
 * chosen by the member in the import dialog (`CsvMapping`: a field -> the header of its column).
 */
export interface CsvRow {
  line: number;
  /** Each field's cell as written ('' when the field has no column). */
  cells: Record<CsvField, string>;
}

/**
 * Header names recognised for each field, as `headerKey` writes them (lower case, no accents, words
 * joined by single spaces). The first column whose header is listed wins, in this order of fields.
 */
const HEADER_NAMES: Record<CsvField, readonly string[]> = {
  date: [
    'test date',
    'collection date',
    'date collected',
    'collected',
    'collected date',
    'collection date time',
    'collection datetime',
    'specimen collection date',
    'specimen collected',
    'collected on',
    'draw date',
    'result date',
    'observation date',
    'service date',
    'date of service',
    'date',
    'date de prelevement',
    'date du prelevement',
    'date de collecte',
    'date du test',
    'date de l analyse',
    'date du resultat',
    'prelevement',
  ],
  test: [
    'marker',
    'test name',
    'test',
    'analyte',
    'component',
    'component name',
    'test description',
    'result name',
    'observation',
    'lab test',
    'name',
    'description',
    'analyse',
    'nom du test',
    'nom de l analyse',
    'examen',
    'parametre',
    'test de laboratoire',
  ],
  code: ['loinc', 'loinc code', 'code loinc', 'test code'],
  result: ['value', 'result', 'result value', 'numeric result', 'value numeric', 'result numeric', 'resultat', 'valeur', 'resultats'],
  unit: ['unit', 'units', 'uom', 'unit of measure', 'units of measure', 'unite', 'unites', 'unite de mesure'],
  range: [
    'reference range',
    'ref range',
    'normal range',
    'reference interval',
    'reference',
    'range',
    'valeurs de reference',
    'valeur de reference',
    'intervalle de reference',
    'valeurs normales',
  ],
  flag: ['flag', 'abnormal flag', 'abnormal', 'result flag', 'interpretation', 'indicateur', 'drapeau', 'anomalie', 'anormal'],
  lab: ['lab name', 'lab', 'laboratory', 'performing lab', 'performing laboratory', 'laboratoire', 'nom du laboratoire'],
};

/** A header as matched: case, accents, punctuation and spacing aside ("Date de prélèvement" = "date de prelevement"). */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The columns each field is read from, recognised from the header names: null for a field without one. */
export function detectMapping(headers: readonly string[]): CsvMapping {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const mapping = {} as CsvMapping;
  for (const field of CSV_FIELDS) {
    let found = -1;
    for (const name of HEADER_NAMES[field]) {
      found = keys.findIndex((k, i) => k === name && !taken.has(i));
      if (found >= 0) break;
    }
    if (found >= 0) taken.add(found);
    mapping[field] = found >= 0 ? headers[found]! : null;
  }
  return mapping;
}

/** RFC 4180 records: quoted fields, doubled quotes, commas and newlines inside quotes. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  // A portal in a comma-decimal language separates with semicolons: the header row says which.
  const firstLine = src.slice(0, src.search(/\r|\n/) >= 0 ? src.search(/\r|\n/) : src.length);
  const separator =
    !firstLine.includes(',') && firstLine.includes(';') ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
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

export interface CsvRead {
  /** The header row as written. */
  columns: string[];
  /** The column each field is read from (the member's choice, else recognised). */
  mapping: CsvMapping;
  /** Required fields without a column. */
  missing: CsvField[];
  rows: CsvRow[];
}

/**
 * The file's rows under the chosen (or recognised) columns. A field the member maps to a header the
 * file does not have is an error; a field mapped to null has no column.
 */
export function readCsv(text: string, chosen?: Partial<CsvMapping>): CsvRead | { errors: string[] } {
  const records = parseCsvRecords(text);
  if (records.length === 0) return { errors: [smsg('api.csvEmpty')] };
  const columns = records[0]!.map((h) => h.trim());
  const detected = detectMapping(columns);
  const mapping = { ...detected };
  const errors: string[] = [];
  if (chosen) {
    for (const field of CSV_FIELDS) {
      const header = chosen[field];
      if (header === undefined) continue;
      if (header !== null && !columns.includes(header)) errors.push(smsg('labs.csvNoSuchColumn', { column: header }));
      else mapping[field] = header;
    }
  }
  if (errors.length) return { errors };
  const index = (field: CsvField) => (mapping[field] === null ? -1 : columns.indexOf(mapping[field]));
  const at = Object.fromEntries(CSV_FIELDS.map((f) => [f, index(f)])) as Record<CsvField, number>;
  // A test is named by its name or its LOINC code: either column will do.
  const missing = CSV_REQUIRED_FIELDS.filter((f) => at[f] < 0 && !(f === 'test' && at.code >= 0));
  return {
    columns,
    mapping,
    missing,
    rows: records.slice(1).map((r, i) => ({
      line: i + 2,
      cells: Object.fromEntries(CSV_FIELDS.map((f) => [f, at[f] >= 0 ? (r[at[f]] ?? '').trim() : ''])) as Record<CsvField, string>,
    })),
  };
}

const MONTHS: Record<string, number> = {
  jan: 1,
  janv: 1,
  janvier: 1,
  january: 1,
  feb: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  february: 2,
  mar: 3,
  mars: 3,
  march: 3,
  apr: 4,
  avr: 4,
  avril: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  juin: 6,
  june: 6,
  jul: 7,
  juil: 7,
  juillet: 7,
  july: 7,
  aug: 8,
  aou: 8,
  aout: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  oct: 10,
  october: 10,
  octobre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  dec: 12,
  december: 12,
  decembre: 12,
};

const day = (y: number, m: number, d: number) => {
  const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return parseCalendarDay(text) ? text : null;
};

/**
 * A collection date as portals write it: 2026-11-21 (with a time or not), 2026/11/21, 21 Nov 2026,
 * Nov 21, 2026, 2026-Nov-21, 21 novembre 2026, or 21/11/2026 when the day is above 12. A date with
 * slashes that reads both ways (03/04/2026) is 'ambiguous': guessing would misplace a result by months.
 * `day` is null for text that is no date.
 */
export function parseLabDate(text: string): { day: string | null } | 'ambiguous' {
  const t = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:$|[T\s])/.exec(t);
  if (m) return { day: day(Number(m[1]), Number(m[2]), Number(m[3])) };
  const words = headerKey(t).split(' ');
  const monthAt = words.findIndex((w) => MONTHS[w] !== undefined);
  if (monthAt >= 0) {
    const numbers = words.filter((w, i) => i !== monthAt && /^\d{1,4}$/.test(w)).map(Number);
    const year = numbers.find((n) => n >= 1000);
    const dayOfMonth = numbers.find((n) => n >= 1 && n <= 31);
    return { day: year !== undefined && dayOfMonth !== undefined ? day(year, MONTHS[words[monthAt]!]!, dayOfMonth) : null };
  }
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:$|\s)/.exec(t);
  if (m) {
    const [a, b, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (a > 12 && b <= 12) return { day: day(y, b, a) };
    if (b > 12 && a <= 12) return { day: day(y, a, b) };
    if (a === b) return { day: day(y, a, b) };
    return 'ambiguous';
  }
  return { day: null };
}

const COMPARATOR_SIGNS: Record<string, LabComparator> = { '<': '<', '<=': '<=', '≤': '<=', '>': '>', '>=': '>=', '≥': '>=' };

/** A result cell: a number (comma or point for decimals), maybe censored ("<0.3", "< 0.3", ">90", "≥ 60"); null when it is not one. */
export function parseResult(text: string): { value: number; comparator: LabComparator | null } | null {
  const m = /^(<=|>=|≤|≥|<|>)?\s*([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?)$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[2]!.replace(',', '.'));
  return Number.isFinite(value) ? { value, comparator: m[1] ? COMPARATOR_SIGNS[m[1]]! : null } : null;
}

/** A lab's reference range as printed: "3.5-5.0", "3,5 – 5,0", "<5.2", "> 1.0", "≥60"; null when it is none of these. */
export function parseRangeText(text: string): { low: number | null; high: number | null } | null {
  const t = text.trim().replace(/\s+/g, '');
  const num = '(\\d+(?:[.,]\\d+)?)';
  const n = (s: string) => Number(s.replace(',', '.'));
  let m = new RegExp(`^${num}(?:-|–|—|to|à)${num}$`, 'i').exec(t);
  if (m) return n(m[1]!) <= n(m[2]!) ? { low: n(m[1]!), high: n(m[2]!) } : null;
  m = new RegExp(`^(<=|≤|<)${num}$`).exec(t);
  if (m) return { low: null, high: n(m[2]!) };
  m = new RegExp(`^(>=|≥|>)${num}$`).exec(t);
  if (m) return { low: n(m[2]!), high: null };
  return null;
}
