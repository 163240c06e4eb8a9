import { z } from 'zod';
import type { ImportValue } from '@wellpath/shared/health/imports';
import { IMPORT_SOURCES, type ImportSource } from '@wellpath/shared/health/sources';
import { call, isApiError } from '@/lib/api-client';
import type { Choice } from './plan';

// Sending the chosen values in numbered batches (decision 0104). Each batch may be sent again safely:
// the server answers a batch it has with what it stored then. A stopped import is remembered here,
// so choosing the same file again resumes it after the last batch the server has.

const RESUME_KEY = 'wellpath.import.resume';

/** What resuming needs: the import, and the file and choice that made its batches. */
export interface ResumePlan {
  importId: string;
  source: ImportSource;
  file: string;
  kinds: string[];
  from: string;
  to: string;
}

/** A saved plan is read back through this: a value another version (or another tab) wrote is no plan, not a wrong one. */
const resumePlanSchema: z.ZodType<ResumePlan> = z.object({
  importId: z.string().min(1),
  source: z.enum(IMPORT_SOURCES),
  file: z.string(),
  kinds: z.array(z.string()),
  from: z.string(),
  to: z.string(),
});

export const fileKey = (f: { name: string; size: number; lastModified: number }) => `${f.name}|${f.size}|${f.lastModified}`;

export function savedPlan(): ResumePlan | null {
  try {
    const text = localStorage.getItem(RESUME_KEY);
    const parsed = resumePlanSchema.safeParse(text ? JSON.parse(text) : null);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePlan(plan: ResumePlan | null): void {
  if (plan) localStorage.setItem(RESUME_KEY, JSON.stringify(plan));
  else localStorage.removeItem(RESUME_KEY);
}

export const planFor = (importId: string, source: ImportSource, file: string, choice: Choice): ResumePlan => ({
  importId,
  source,
  file,
  kinds: [...choice.kinds].sort(),
  from: choice.from,
  to: choice.to,
});

export interface SendProgress {
  sent: number;
  total: number;
  stored: number;
  duplicates: number;
  refused: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A batch, sent again after a network failure or a server error (it is stored once whatever happens). */
async function sendBatch(importId: string, batch: number, values: ImportValue[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call('POST /healthtracking/imports/:id/batches', { params: { id: importId }, body: { batch, values } });
    } catch (err) {
      const retryable = !isApiError(err) || err.status === 0 || err.status >= 500;
      if (!retryable || attempt >= 3) throw err;
      await pause(500 * 2 ** attempt);
    }
  }
}

/**
 * Sends the batches the import has not received, then finishes it. `stop`: asked between batches;
 * true leaves the import to resume. Answers 'stopped' or 'done'.
 */
export async function sendBatches(
  importId: string,
  batches: ImportValue[][],
  received: ReadonlySet<number>,
  onProgress: (p: SendProgress) => void,
  stop: () => boolean,
): Promise<'stopped' | 'done'> {
  const p: SendProgress = { sent: received.size, total: batches.length, stored: 0, duplicates: 0, refused: 0 };
  onProgress({ ...p });
  for (let i = 0; i < batches.length; i++) {
    if (received.has(i)) continue;
    if (stop()) return 'stopped';
    const answer = await sendBatch(importId, i, batches[i]!);
    p.sent += 1;
    p.stored += answer.stored;
    p.duplicates += answer.duplicates;
    p.refused += answer.refused.length;
    onProgress({ ...p });
  }
  await call('POST /healthtracking/imports/:id/complete', { params: { id: importId } });
  return 'done';
}
