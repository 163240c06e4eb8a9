import type { ParsedFile } from '../parsers/parse-file';
import type { CsvMapping } from '../parsers/mapped-csv';
import type { ImportFailure } from '../parsers/read';
import type { ImportSource } from '@wellpath/shared/health/sources';

// What the page and the import worker say to each other (import.worker.ts).

export interface ParseRequest {
  file: File;
  timeZone: string;
  /** The member's mapping of a CSV of no known app's columns (asked for by a `mapping` message). */
  mapping?: CsvMapping;
  /** In an archive holding several apps' files: the app whose files to read (decision 0119). */
  app?: ImportSource;
}

export type WorkerMessage =
  | { type: 'progress'; bytes: number; total: number; records: number }
  | { type: 'done'; result: ParsedFile }
  | { type: 'mapping'; columns: string[]; sample: string[][]; signature: string }
  | { type: 'failed'; code: Exclude<ImportFailure, 'unmapped'> | 'unreadable' };
