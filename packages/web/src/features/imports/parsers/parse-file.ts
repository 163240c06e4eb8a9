import type { ImportSource } from '@wellpath/shared/health/sources';
import { readAppleHealthXml } from './apple-health';
import { CSV_SOURCES, csvShape, readAppCsv, type CsvShape } from './app-csv';
import { Collector, type ParseResult } from './collect';
import { headerOf, readCsvRows } from './csv';
import { fitbitShape, readFitbitJson, type FitbitShape } from './fitbit';
import { mappingFits, readMappedCsv, type CsvMapping } from './mapped-csv';
import { bytesSource, CsvNeedsMapping, ImportFileError, type ByteSource } from './read';
import { readZip } from './zip';

// A file a member chose, recognised by its content (never its name), read into the values the
// programme keeps. Runs in a Web Worker on the member's device (import.worker.ts) and in Node's tests.

export interface ParsedFile extends ParseResult {
  source: ImportSource;
  records: number;
  /** Other apps whose files an archive holds, not read this time (one import is of one app: read again with `app`). */
  otherApps: ImportSource[];
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** What a file (or a ZIP's entry) is, from its first bytes: never from its name. */
type Format =
  | { kind: 'zip' }
  | { kind: 'apple_xml' }
  | { kind: 'fitbit'; shape: FitbitShape }
  | { kind: 'app_csv'; shape: CsvShape; delimiter: ',' | ';' }
  | { kind: 'other_csv'; delimiter: ',' | ';'; columns: string[] }
  | { kind: 'unrecognised'; why: string };

function recognise(head: Uint8Array): Format {
  if (ZIP.every((b, i) => head[i] === b)) return { kind: 'zip' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  if (/^\s*(\ufeff)?<\?xml/.test(text) || /<HealthData[\s>]/.test(text)) {
    return /<!DOCTYPE HealthData|<HealthData[\s>]/.test(text)
      ? { kind: 'apple_xml' }
      : { kind: 'unrecognised', why: 'XML that is not a Health export' };
  }
  if (/^\ufeff?\s*\[/.test(text)) {
    const shape = fitbitShape(text);
    return shape ? { kind: 'fitbit', shape } : { kind: 'unrecognised', why: 'JSON that is not a Fitbit weight or steps file' };
  }
  const { delimiter, columns } = headerOf(text);
  const shape = csvShape(columns);
  if (shape) return { kind: 'app_csv', shape, delimiter };
  if (columns.length < 2 || columns.some((c) => c === '') || !isText(head)) return { kind: 'unrecognised', why: 'not a known export' };
  return { kind: 'other_csv', delimiter, columns };
}

/** The source of the values a file of a known app's format holds. */
const sourceOf = (format: Extract<Format, { kind: 'apple_xml' | 'fitbit' | 'app_csv' }>): ImportSource =>
  format.kind === 'apple_xml' ? 'apple_health' : format.kind === 'fitbit' ? 'fitbit' : CSV_SOURCES[format.shape];

function readKnown(format: Extract<Format, { kind: 'apple_xml' | 'fitbit' | 'app_csv' }>, source: ByteSource, zone: string, c: Collector) {
  if (format.kind === 'apple_xml') return readAppleHealthXml(source, c);
  if (format.kind === 'fitbit') return readFitbitJson(source, format.shape, zone, c);
  return readAppCsv(source, format.shape, format.delimiter, zone, c);
}

/** Reads the file; throws ImportFileError when it is not one of the known exports, damaged or cut short. */
export async function parseFile(
  source: ByteSource,
  options: { timeZone: string; now?: number; collector?: Collector; mapping?: CsvMapping; app?: ImportSource },
): Promise<ParsedFile> {
  if (source.size === 0) throw new ImportFileError('empty', 'the file is empty');
  const head = await source.head(4096);
  const collector = options.collector ?? new Collector(options.timeZone, options.now);
  const otherApps = new Set<ImportSource>();
  const parsed = (s: ImportSource): ParsedFile => ({
    ...collector.result(),
    source: s,
    records: collector.records,
    otherApps: [...otherApps],
  });
  const format = recognise(head);
  switch (format.kind) {
    case 'zip':
      return parsed(await readArchive(source, options.timeZone, collector, options.app ?? null, otherApps));
    case 'unrecognised':
      throw new ImportFileError('unrecognised', format.why);
    case 'other_csv':
      if (!options.mapping) throw await needsMapping(head, format.delimiter, format.columns);
      if (!mappingFits(options.mapping, format.columns.length))
        throw new ImportFileError('unrecognised', 'the mapping is not of this file');
      await readMappedCsv(source, options.mapping, format.delimiter, options.timeZone, collector);
      return parsed('csv');
    default:
      await readKnown(format, source, options.timeZone, collector);
      return parsed(sourceOf(format));
  }
}

/**
 * A ZIP (Apple Health's export.zip, a Google Takeout archive, a Withings account download): each
 * entry recognised by its first bytes as a chosen file is, the files of the apps read, the rest
 * skipped uninflated (decision 0119). One import is of one app: `app` when the member chose one,
 * else the first entry of a known app decides it; the files of other apps in the same archive are
 * skipped and named in `otherApps`. A CSV of no known app in an archive is skipped too (the column
 * mapping is for a CSV chosen on its own).
 */
async function readArchive(
  source: ByteSource,
  zone: string,
  collector: Collector,
  chosen: ImportSource | null,
  otherApps: Set<ImportSource>,
): Promise<ImportSource> {
  let app = chosen;
  let read = false;
  await readZip(source, (_name, head) => {
    const format = recognise(head);
    if (format.kind !== 'apple_xml' && format.kind !== 'fitbit' && format.kind !== 'app_csv') return null;
    const s = sourceOf(format);
    if (app !== null && app !== s) {
      otherApps.add(s);
      return null;
    }
    app = s;
    read = true;
    return (entry) => readKnown(format, entry, zone, collector);
  });
  if (app === null || !read) throw new ImportFileError('unrecognised', 'no file of a known app in the ZIP');
  return app;
}

/** Text with no control characters but line ends and tabs (a binary file is no CSV). */
function isText(head: Uint8Array): boolean {
  return !head.some((b) => b < 0x09 || (b > 0x0d && b < 0x20));
}

/** A short, stable signature of a header row (its columns, lowercase): the mapping is remembered by it, the names themselves are not. */
export function headerSignature(columns: string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of columns.join('\u001f')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${columns.length}-${hash.toString(36)}`;
}

/** The header as the file writes it and its first rows, for the member to map the columns. */
async function needsMapping(head: Uint8Array, delimiter: ',' | ';', columns: string[]): Promise<CsvNeedsMapping> {
  // The head's whole lines only (the last may be cut at 4 KiB).
  const end = head.lastIndexOf(0x0a);
  const rows: string[][] = [];
  await readCsvRows(bytesSource(end > 0 ? head.subarray(0, end + 1) : head), delimiter, (cells) => {
    if (rows.length < 4) rows.push(cells.map((c) => c.trim()));
  }).catch(() => undefined);
  const [header = columns, ...sample] = rows;
  return new CsvNeedsMapping(header, sample.slice(0, 3), headerSignature(columns));
}
