import { useCallback, useEffect, useRef, useState } from 'react';
import { memberTimeZone } from '@/lib/dates';
import type { ImportSource } from '@wellpath/shared/health/sources';
import type { CsvMapping } from './parsers/mapped-csv';
import type { ParsedFile } from './parsers/parse-file';
import type { WorkerMessage } from './worker/protocol';

export type ReadState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string; bytes: number; total: number; records: number }
  | { step: 'mapping'; file: File; columns: string[]; sample: string[][]; signature: string }
  | { step: 'read'; file: File; result: ParsedFile }
  | { step: 'failed'; fileName: string; code: Extract<WorkerMessage, { type: 'failed' }>['code'] };

/**
 * Reads a chosen file in a Web Worker (the page stays usable); `cancel` ends the worker at once. `onRead`: told when a file is read.
 * A CSV of no known app stops at `mapping`: read it again with the member's mapping of its columns; an
 * archive holding several apps' files is read again with the `app` the member chose.
 */
export function useReadFile(onRead: (file: File, result: ParsedFile) => void) {
  const [state, setState] = useState<ReadState>({ step: 'idle' });
  const worker = useRef<Worker | null>(null);
  const told = useRef(onRead);
  useEffect(() => {
    told.current = onRead;
  });

  const stopWorker = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stopWorker, [stopWorker]);

  const read = useCallback(
    (file: File, how: { mapping?: CsvMapping; app?: ImportSource } = {}) => {
      const { mapping, app } = how;
      stopWorker();
      const w = new Worker(new URL('./worker/import.worker.ts', import.meta.url), { type: 'module', name: 'import' });
      worker.current = w;
      setState({ step: 'reading', fileName: file.name, bytes: 0, total: file.size, records: 0 });
      w.onmessage = (event: MessageEvent<WorkerMessage>) => {
        const m = event.data;
        if (m.type === 'progress') setState({ step: 'reading', fileName: file.name, bytes: m.bytes, total: m.total, records: m.records });
        else {
          stopWorker();
          if (m.type === 'mapping') setState({ step: 'mapping', file, columns: m.columns, sample: m.sample, signature: m.signature });
          else
            setState(m.type === 'done' ? { step: 'read', file, result: m.result } : { step: 'failed', fileName: file.name, code: m.code });
          if (m.type === 'done') told.current(file, m.result);
        }
      };
      w.onerror = () => {
        stopWorker();
        setState({ step: 'failed', fileName: file.name, code: 'unreadable' });
      };
      w.postMessage({ file, timeZone: memberTimeZone(), ...(mapping ? { mapping } : {}), ...(app ? { app } : {}) });
    },
    [stopWorker],
  );

  const reset = useCallback(() => {
    stopWorker();
    setState({ step: 'idle' });
  }, [stopWorker]);

  return { state, read, cancel: reset, reset };
}
