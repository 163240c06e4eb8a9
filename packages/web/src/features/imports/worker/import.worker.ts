/// <reference lib="webworker" />
import { Collector } from '../parsers/collect';
import { parseFile } from '../parsers/parse-file';
import { blobSource, CsvNeedsMapping, ImportFileError } from '../parsers/read';
import type { ParseRequest, WorkerMessage } from './protocol';

// Reads the member's file on their device, off the page's thread (issue 36, decision 0104): the
// page stays usable, and cancelling ends this worker. Nothing here talks to the server.

const PROGRESS_MS = 100;

const post = (message: WorkerMessage) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { file, timeZone, mapping, app } = event.data;
  const collector = new Collector(timeZone);
  let last = 0;
  const source = blobSource(file, (bytes) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    post({ type: 'progress', bytes, total: file.size, records: collector.records });
  });
  parseFile(source, { timeZone, collector, mapping, app }).then(
    (result) => {
      post({ type: 'progress', bytes: file.size, total: file.size, records: collector.records });
      post({ type: 'done', result });
    },
    (err: unknown) => {
      if (err instanceof CsvNeedsMapping) post({ type: 'mapping', columns: err.columns, sample: err.sample, signature: err.signature });
      else post({ type: 'failed', code: err instanceof ImportFileError && err.code !== 'unmapped' ? err.code : 'unreadable' });
    },
  );
};
