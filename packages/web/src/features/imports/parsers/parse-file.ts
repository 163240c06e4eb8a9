import type { ImportSource } from '@wellpath/shared/health/sources';
import { readAppleHealthXml, readAppleHealthZip } from './apple-health';
import { CSV_SOURCES, csvShape, readAppCsv } from './app-csv';
import { Collector, type ParseResult } from './collect';
import { headerOf, readCsvRows } from './csv';
import { fitbitShape, readFitbitJson } from './fitbit';
import { mappingFits, readMappedCsv, type CsvMapping } from './mapped-csv';
import { bytesSource, CsvNeedsMapping, ImportFileError, type ByteSource } from './read';

// A file a member chose, recognised by its content (never its name), read into the values the
// programme keeps. Runs in a Web Worker on the member's device (import.worker.ts) and in Node's tests.

export interface ParsedFile extends ParseResult {
  source: ImportSource;
  records: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Reads the file; throws ImportFileError when it is not one of the known exports, damaged or cut short. */
export async function parseFile(
  source: ByteSource,
  options: { timeZone: string; now?: number; collector?: Collector; mapping?: CsvMapping },
): Promise<ParsedFile> {
  if (source.size === 0) throw new ImportFileError('empty', 'the file is empty');
  const head = await source.head(4096);
  const collector = options.collector ?? new Collector(options.timeZone, options.now);
  const parsed = (s: ImportSource): ParsedFile => ({ ...collector.result(), source: s, records: collector.records });
  if (ZIP.every((b, i) => head[i] === b)) {
    await readAppleHealthZip(source, collector);
    return parsed('apple_health');
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  if (/^\s*(\ufeff)?<\?xml/.test(text) || /<HealthData[\s>]/.test(text)) {
    if (!/<!DOCTYPE HealthData|<HealthData[\s>]/.test(text)) throw new ImportFileError('unrecognised', 'XML that is not a Health export');
    await readAppleHealthXml(source, collector);
    return parsed('apple_health');
  }
  if (/^\ufeff?\s*\[/.test(text)) {
    const shape = fitbitShape(text);
    if (!shape) throw new ImportFileError('unrecognised', 'JSON that is not a Fitbit weight or steps file');
    await readFitbitJson(source, shape, options.timeZone, collector);
    return parsed('fitbit');
  }
  const { delimiter, columns } = headerOf(text);
  const shape = csvShape(columns);
  if (!shape) {
    if (columns.length < 2 || columns.some((c) => c === '') || !isText(head))
      throw new ImportFileError('unrecognised', 'not a known export');
    if (!options.mapping) throw await needsMapping(head, delimiter, columns);
    if (!mappingFits(options.mapping, columns.length)) throw new ImportFileError('unrecognised', 'the mapping is not of this file');
    await readMappedCsv(source, options.mapping, delimiter, options.timeZone, collector);
    return parsed('csv');
  }
  await readAppCsv(source, shape, delimiter, options.timeZone, collector);
  return parsed(CSV_SOURCES[shape]);
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
