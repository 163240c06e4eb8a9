import type { ParsedFile } from '../parsers/parse-file';
import type { ImportFailure } from '../parsers/read';

// What the page and the import worker say to each other (import.worker.ts).

export interface ParseRequest {
  file: File;
  timeZone: string;
}

export type WorkerMessage =
  | { type: 'progress'; bytes: number; total: number; records: number }
  | { type: 'done'; result: ParsedFile }
  | { type: 'failed'; code: ImportFailure | 'unreadable' };
