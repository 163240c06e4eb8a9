import { IMPORT_BATCH_SIZE, IMPORT_KINDS, valueDay, type ImportKind, type ImportValue } from '@wellpath/shared/health/imports';
import type { RefusedGroup } from './parsers/collect';

// What the preview shows and what is sent: per kind, how many values, their dates, how many are in
// the app already and which the app refuses; the values chosen (kinds and dates) in numbered batches.

export interface KindSummary {
  kind: ImportKind;
  count: number;
  first: string | null;
  last: string | null;
  /** Of them, already in the app from the same source (skipped). */
  already: number;
  /** Of them, in the chosen dates and not in the app yet: what would be sent. */
  toSend: number;
  refused: RefusedGroup[];
}

export interface Choice {
  kinds: ReadonlySet<ImportKind>;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const inRange = (v: ImportValue, c: Choice) => {
  const day = valueDay(v);
  return day >= c.from && day <= c.to;
};

/** The kinds found, in the app's order, with their counts (a kind found only among refused values is listed too). */
export function summarise(
  values: readonly ImportValue[],
  already: readonly boolean[],
  refused: readonly RefusedGroup[],
  choice: Choice,
): KindSummary[] {
  const by = new Map<ImportKind, KindSummary>();
  const of = (kind: ImportKind) => {
    let s = by.get(kind);
    if (!s) by.set(kind, (s = { kind, count: 0, first: null, last: null, already: 0, toSend: 0, refused: [] }));
    return s;
  };
  values.forEach((v, i) => {
    const s = of(v.kind);
    const day = valueDay(v);
    s.count += 1;
    if (s.first === null || day < s.first) s.first = day;
    if (s.last === null || day > s.last) s.last = day;
    if (already[i]) s.already += 1;
    else if (choice.kinds.has(v.kind) && inRange(v, choice)) s.toSend += 1;
  });
  for (const r of refused) of(r.kind).refused.push(r);
  return IMPORT_KINDS.flatMap((k) => {
    const s = by.get(k);
    return s ? [s] : [];
  });
}

/**
 * The values to send, newest first (a stopped import has the newest in), in batches. Values the app
 * has already are sent too (the server skips them): so the same file and choice make the same
 * batches whatever is in the app, and a stopped import resumes at the right batch.
 */
export function batchesOf(values: readonly ImportValue[], choice: Choice): ImportValue[][] {
  const chosen = values.filter((v) => choice.kinds.has(v.kind) && inRange(v, choice));
  const time = (v: ImportValue) => ('measured_at' in v ? new Date(v.measured_at).toISOString() : `${v.date}T23:59:59.999Z`);
  const keyed = chosen.map((v) => ({ v, t: time(v), k: JSON.stringify(v) }));
  keyed.sort((a, b) => (a.t === b.t ? (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) : a.t < b.t ? 1 : -1));
  const batches: ImportValue[][] = [];
  for (let i = 0; i < keyed.length; i += IMPORT_BATCH_SIZE) batches.push(keyed.slice(i, i + IMPORT_BATCH_SIZE).map((x) => x.v));
  return batches;
}

/** The default dates: the last two years up to today. */
export function defaultChoice(today: string, kinds: Iterable<ImportKind>): Choice {
  const from = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
  return { kinds: new Set(kinds), from: from.endsWith('-02-29') ? from.replace('-02-29', '-02-28') : from, to: today };
}
