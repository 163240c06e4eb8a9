import type { ImportSource } from '@wellpath/shared/health/sources';
import { readAppleHealthXml, readAppleHealthZip } from './apple-health';
import { CSV_SOURCES, csvShape, readAppCsv } from './app-csv';
import { Collector, type ParseResult } from './collect';
import { headerOf } from './csv';
import { fitbitShape, readFitbitJson } from './fitbit';
import { ImportFileError, type ByteSource } from './read';

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
  options: { timeZone: string; now?: number; collector?: Collector },
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
  if (!shape) throw new ImportFileError('unrecognised', 'not a known export');
  await readAppCsv(source, shape, delimiter, options.timeZone, collector);
  return parsed(CSV_SOURCES[shape]);
}
