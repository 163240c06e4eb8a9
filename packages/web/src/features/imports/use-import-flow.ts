import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { IMPORT_BATCH_SIZE, type ImportKind, type ImportValue } from '@wellpath/shared/health/imports';
import type { ImportSource } from '@wellpath/shared/health/sources';
import { refreshAfter } from '@/api/resources';
import { call } from '@/lib/api-client';
import { today } from '@/lib/dates';
import { batchesOf, defaultChoice, summarise, type Choice } from './plan';
import { fileKey, planFor, savedPlan, savePlan, sendBatches, type SendProgress } from './send';
import type { ParsedFile } from './parsers/parse-file';
import { useReadFile } from './use-read-file';

export type SendState =
  | { step: 'choosing' }
  | { step: 'checking' }
  | { step: 'check-failed' }
  | { step: 'sending'; progress: SendProgress; stopping: boolean }
  | { step: 'stopped'; progress: SendProgress }
  | { step: 'done'; progress: SendProgress }
  | { step: 'send-failed'; progress: SendProgress | null };

/** Which values of the file the app has already from the same source, asked in batches (the preview). */
async function checkAlready(source: ImportSource, values: readonly ImportValue[]): Promise<boolean[]> {
  const already: boolean[] = [];
  for (let i = 0; i < values.length; i += IMPORT_BATCH_SIZE) {
    const answer = await call('POST /healthtracking/imports/check', { body: { source, values: values.slice(i, i + IMPORT_BATCH_SIZE) } });
    already.push(...answer.already);
  }
  return already;
}

/** The import screen's steps: read the file on the device, check it, let the member choose, send, stop and resume. */
export function useImportFlow() {
  const queryClient = useQueryClient();
  const [already, setAlready] = useState<boolean[]>([]);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [send, setSend] = useState<SendState>({ step: 'choosing' });
  const stopRequested = useRef(false);
  /** The latest check: an older one's answer (another file chosen since) is dropped. */
  const checks = useRef(0);

  // Once read: the default choice (or the stopped import's), and what the app has already.
  const onRead = useCallback((file: File, result: ParsedFile) => {
    const plan = savedPlan();
    const resume = plan && plan.file === fileKey(file) && plan.source === result.source ? plan : null;
    const kinds = new Set(result.values.map((v) => v.kind));
    setChoice(resume ? { kinds: new Set(resume.kinds as ImportKind[]), from: resume.from, to: resume.to } : defaultChoice(today(), kinds));
    setAlready([]);
    setSend({ step: 'checking' });
    const run = ++checks.current;
    checkAlready(result.source, result.values).then(
      (answer) => {
        if (run !== checks.current) return;
        setAlready(answer);
        setSend({ step: 'choosing' });
      },
      () => run === checks.current && setSend({ step: 'check-failed' }),
    );
  }, []);
  const reader = useReadFile(onRead);
  const read = reader.state.step === 'read' ? reader.state : null;
  const plan = read ? savedPlan() : null;
  const resume = plan && read && plan.file === fileKey(read.file) && plan.source === read.result.source ? plan : null;

  const kinds = useMemo(
    () => (read && choice ? summarise(read.result.values, already, read.result.refused, choice) : []),
    [read, already, choice],
  );

  const start = useCallback(async () => {
    if (!read || !choice) return;
    const batches = batchesOf(read.result.values, choice);
    stopRequested.current = false;
    let progress: SendProgress | null = null;
    setSend({ step: 'sending', progress: { sent: 0, total: batches.length, stored: 0, duplicates: 0, refused: 0 }, stopping: false });
    try {
      let importId = resume?.importId;
      let received = new Set<number>();
      if (importId) {
        const list = await call('GET /healthtracking/imports');
        const kept = list.imports.find((i) => i._id === importId && !i.undone_at && !i.completed_at);
        if (kept) received = new Set(kept.batches);
        else importId = undefined;
      }
      if (!importId) {
        importId = (await call('POST /healthtracking/imports', { body: { source: read.result.source } }))._id;
        savePlan(planFor(importId, read.result.source, fileKey(read.file), choice));
      }
      const outcome = await sendBatches(
        importId,
        batches,
        received,
        (p) => {
          progress = p;
          setSend((s) => ({ step: 'sending', progress: p, stopping: s.step === 'sending' && s.stopping }));
        },
        () => stopRequested.current,
      );
      if (outcome === 'done') savePlan(null);
      setSend(outcome === 'done' ? { step: 'done', progress: progress! } : { step: 'stopped', progress: progress! });
    } catch {
      setSend({ step: 'send-failed', progress });
    } finally {
      await refreshAfter(queryClient, 'POST /healthtracking/imports/:id/batches');
    }
  }, [read, choice, resume, queryClient]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    setSend((s) => (s.step === 'sending' ? { ...s, stopping: true } : s));
  }, []);

  const restart = useCallback(() => {
    checks.current += 1;
    reader.reset();
    setAlready([]);
    setChoice(null);
    setSend({ step: 'choosing' });
  }, [reader]);

  return { reader, read, kinds, choice, setChoice, send, start, stop, restart, resuming: resume !== null };
}
