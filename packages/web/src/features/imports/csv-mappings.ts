import { storage, STORAGE_KEYS } from '@/lib/storage';
import { MAPPED_KINDS, type CsvMapping } from './parsers/mapped-csv';

// The member's mappings of CSV columns, remembered on this device per file shape (the signature of
// the header row: a hash, not the column names) and per member, so that the next file of the same
// shape opens with its columns chosen (decision 0113). Column places, kinds and units only: no value.

const PREFIX = STORAGE_KEYS.csvMappingsPrefix;
/** The shapes kept per member (the most recently used). */
const KEPT = 20;

type Saved = Record<string, CsvMapping & { used: number }>;

function all(memberId: string): Saved {
  try {
    const parsed: unknown = JSON.parse(storage.get(PREFIX + memberId) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Saved) : {};
  } catch {
    return {};
  }
}

const isColumn = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The mapping this member used for files of this shape, if it is still a mapping. */
export function savedMapping(memberId: string, signature: string): CsvMapping | null {
  const m = all(memberId)[signature];
  if (!m || !isColumn(m.date) || !isColumn(m.value) || !(m.time === null || isColumn(m.time))) return null;
  if (!(isColumn(m.kind) || (typeof m.kind === 'string' && (MAPPED_KINDS as readonly string[]).includes(m.kind)))) return null;
  if (!(isColumn(m.unit) || typeof m.unit === 'string')) return null;
  return { date: m.date, time: m.time, value: m.value, kind: m.kind, unit: m.unit };
}

/** Remembers the mapping for files of this shape (the oldest shapes forgotten past KEPT). */
export function saveMapping(memberId: string, signature: string, mapping: CsvMapping, now = Date.now()): void {
  const saved = all(memberId);
  saved[signature] = { ...mapping, used: now };
  const newest = Object.entries(saved)
    .sort(([, a], [, b]) => (b.used ?? 0) - (a.used ?? 0))
    .slice(0, KEPT);
  storage.set(PREFIX + memberId, JSON.stringify(Object.fromEntries(newest)));
}
