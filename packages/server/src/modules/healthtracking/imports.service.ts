import { msg } from '@wellpath/shared/i18n/message';
import {
  IMPORT_ALERT_DAYS,
  type DataImport,
  type ImportBatchAnswer,
  type ImportKind,
  type ImportValue,
} from '@wellpath/shared/health/imports';
import type { ImportSource } from '@wellpath/shared/health/sources';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { ActivityTable, BodyMeasurementTable, BpReadingTable, DailyStepsTable, Database, DataImportTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import type { AlertService } from '../alerts/alerts.service.js';
import { lockEvent } from '../alerts/alerts.service.js';
import * as repo from './imports.repository.js';
import { parseBatchAnswer, parseCounts, presentImport } from './imports.presenter.js';
import type { WeightReviewService } from './weight-review.service.js';

/** A value timed this far ahead of the server's clock is in the future (a device clock a little fast is not). */
const FUTURE_SLACK_MS = 5 * 60_000;
/** The history lists this many imports. */
const HISTORY_LIMIT = 100;

/**
 * The natural key of a value from one source (decision 0104): its kind, its time (the instant, or the
 * day for steps and workouts) and its value. The same key from the same source is the same value
 * imported again, skipped. A body value to the hundredth, as stored (PostgreSQL's `real` keeps 82.35
 * as 82.3499984...).
 */
export function valueKey(v: ImportValue): string {
  switch (v.kind) {
    case 'weight':
    case 'waist':
    case 'body_fat':
      return `${v.kind}|${new Date(v.measured_at).toISOString()}|${Math.round(v.value * 100)}`;
    case 'blood_pressure':
      return `bp|${new Date(v.measured_at).toISOString()}|${v.systolic}|${v.diastolic}`;
    case 'steps':
      // One figure per day and source: a day already imported is not imported again.
      return `steps|${v.date}`;
    case 'activity':
      return `activity|${v.date}|${v.type}|${v.minutes}`;
  }
}

function spanOf(times: string[]): repo.Span | undefined {
  if (times.length === 0) return undefined;
  let from = times[0]!;
  let to = from;
  for (const t of times) {
    if (t < from) from = t;
    if (t > to) to = t;
  }
  return { from, to };
}

type Q = Parameters<typeof repo.bodyFrom>[0];

/** The keys of the values from `source` already stored in the span these values cover. */
async function knownKeys(db: Q, userId: string, source: string, values: readonly ImportValue[]): Promise<Set<string>> {
  const instants = (kinds: string[]) =>
    values.flatMap((v) => (kinds.includes(v.kind) && 'measured_at' in v ? [new Date(v.measured_at).toISOString()] : []));
  const days = (kind: string) => values.flatMap((v) => (v.kind === kind && 'date' in v ? [v.date] : []));
  const bodySpan = spanOf(instants(['weight', 'waist', 'body_fat']));
  const bpSpan = spanOf(instants(['blood_pressure']));
  const stepSpan = spanOf(days('steps'));
  const activitySpan = spanOf(days('activity'));
  const [body, readings, steps, activities] = await Promise.all([
    bodySpan ? repo.bodyFrom(db, userId, source, bodySpan) : [],
    bpSpan ? repo.readingsFrom(db, userId, source, bpSpan) : [],
    stepSpan ? repo.stepsFrom(db, userId, source, stepSpan) : [],
    activitySpan ? repo.activitiesFrom(db, userId, source, activitySpan) : [],
  ]);
  const keys = new Set<string>();
  for (const b of body) keys.add(`${b.kind}|${new Date(b.measured_at).toISOString()}|${Math.round(Number(b.value) * 100)}`);
  for (const r of readings) keys.add(`bp|${new Date(r.measured_at).toISOString()}|${r.systolic}|${r.diastolic}`);
  for (const s of steps) keys.add(`steps|${s.date}`);
  for (const a of activities) keys.add(`activity|${a.date}|${a.type}|${a.minutes}`);
  return keys;
}

/** Why a value is refused though its shape is right, or null: a time in the future. `latestDay`: the member's latest day. */
function refusal(v: ImportValue, now: number, latestDay: string): string | null {
  if ('measured_at' in v) return new Date(v.measured_at).getTime() > now + FUTURE_SLACK_MS ? msg('imports.inFuture') : null;
  return v.date > latestDay ? msg('imports.inFuture') : null;
}

/** Imports from a member's apps, read on their device (issue 36, decision 0104). */
export class ImportService {
  constructor(
    private readonly db: Db,
    private readonly alerts: AlertService,
    private readonly weightReviews?: Pick<WeightReviewService, 'check'>,
  ) {}

  private async present(db: Q, userId: string, rows: DataImportTable[]): Promise<DataImport[]> {
    const ids = rows.map((r) => r.id);
    const batches = await repo.batchNumbers(db, userId, ids);
    return rows.map((r) =>
      presentImport(
        r,
        batches.filter((b) => b.import_id === r.id).map((b) => Number(b.batch)),
      ),
    );
  }

  private async presentOne(db: Q, userId: string, id: string): Promise<DataImport> {
    const row = await repo.findImport(db, userId, id);
    if (!row) throw notFound(msg('imports.notFound'));
    const [one] = await this.present(db, userId, [row]);
    return one!;
  }

  async list(userId: string): Promise<{ imports: DataImport[] }> {
    const rows = await repo.listImports(this.db, userId, HISTORY_LIMIT);
    return { imports: await this.present(this.db, userId, rows) };
  }

  async create(userId: string, source: ImportSource): Promise<DataImport> {
    const row: DataImportTable = {
      id: newId(),
      user_id: userId,
      source,
      created_at: nowIso(),
      completed_at: null,
      undone_at: null,
      duplicates: 0,
      refused: 0,
      alerted: 0,
      counts: '{}',
    };
    await repo.insertImport(this.db, row);
    return presentImport(row, []);
  }

  /** For the preview: which of these values from `source` are in the app already (stores nothing). */
  async check(userId: string, source: ImportSource, values: readonly ImportValue[]): Promise<{ already: boolean[] }> {
    const known = await knownKeys(this.db, userId, source, values);
    const seen = new Set<string>();
    return {
      already: values.map((v) => {
        const key = valueKey(v);
        const already = known.has(key) || seen.has(key);
        seen.add(key);
        return already;
      }),
    };
  }

  /**
   * Stores batch `batch` of the import, once: the same batch again answers what it answered the first
   * time (concurrent twins wait on the member's import lock, then find it). Values of the import's
   * source already in the app are skipped; values in the future refused, with the reason.
   */
  async addBatch(
    userId: string,
    importId: string,
    body: { batch: number; values: ImportValue[] },
    latestDay: string,
    now = Date.now(),
  ): Promise<ImportBatchAnswer> {
    const { answer, raised, weights } = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `import:${userId}`);
      const imp = await repo.findImport(trx, userId, importId);
      if (!imp) throw notFound(msg('imports.notFound'));
      const kept = await repo.findBatch(trx, userId, importId, body.batch);
      if (kept) return { answer: parseBatchAnswer(kept.answer), raised: false, weights: 0 };
      if (imp.undone_at) throw conflict(msg('imports.undone'), 'IMPORT_UNDONE');
      if (imp.completed_at) throw conflict(msg('imports.complete'), 'IMPORT_COMPLETE');

      const known = await knownKeys(trx, userId, imp.source, body.values);
      const refused: ImportBatchAnswer['refused'] = [];
      let duplicates = 0;
      const at = nowIso();
      const rows = {
        body: [] as BodyMeasurementTable[],
        readings: [] as BpReadingTable[],
        activities: [] as ActivityTable[],
        steps: [] as DailyStepsTable[],
      };
      const own = { user_id: userId, source: imp.source, import_id: importId };
      body.values.forEach((v, index) => {
        const reason = refusal(v, now, latestDay);
        if (reason) return void refused.push({ index, reason });
        const key = valueKey(v);
        if (known.has(key)) return void (duplicates += 1);
        known.add(key);
        switch (v.kind) {
          case 'weight':
          case 'waist':
          case 'body_fat':
            rows.body.push({
              id: newId(),
              ...own,
              kind: v.kind,
              value: v.value,
              measured_at: new Date(v.measured_at).toISOString(),
              created_at: at,
              updated_at: at,
            });
            return;
          case 'blood_pressure':
            rows.readings.push({
              id: newId(),
              ...own,
              systolic: v.systolic,
              diastolic: v.diastolic,
              pulse: v.pulse ?? null,
              measured_at: new Date(v.measured_at).toISOString(),
              arm: null,
              notes: '',
              created_at: at,
              updated_at: at,
              entered_by: null,
            });
            return;
          case 'steps':
            rows.steps.push({ id: newId(), ...own, date: v.date, steps: v.steps, created_at: at });
            return;
          case 'activity':
            rows.activities.push({
              id: newId(),
              ...own,
              date: v.date,
              type: v.type,
              minutes: v.minutes,
              intensity: v.intensity,
              strength: v.type === 'strength' ? 1 : 0,
              notes: '',
              created_at: at,
              updated_at: at,
            });
            return;
        }
      });
      await repo.insertValues(trx, rows);
      // The import's one alert is raised with the first batch that holds an urgent reading of the last
      // IMPORT_ALERT_DAYS days (the newest of that batch; the screen sends the newest batches first),
      // not when the import completes: an import stopped and never resumed still reaches the care team.
      let raised = false;
      let alerted = Number(imp.alerted) === 1;
      if (!alerted) {
        const since = new Date(now - IMPORT_ALERT_DAYS * 86_400_000).toISOString();
        const urgent = rows.readings
          .filter((r) => r.measured_at >= since && this.alerts.bpReadingAlerts(r))
          .sort((a, b) => (a.measured_at < b.measured_at ? 1 : a.measured_at > b.measured_at ? -1 : 0))[0];
        if (urgent) {
          raised = await this.alerts.raiseForBpReading(trx, urgent);
          alerted = true;
        }
      }
      const stored = rows.body.length + rows.readings.length + rows.activities.length + rows.steps.length;
      const answer: ImportBatchAnswer = { batch: body.batch, stored, duplicates, refused };
      const counts = parseCounts(imp.counts);
      const add = (kind: ImportKind, n: number) => {
        if (n > 0) counts[kind] = (counts[kind] ?? 0) + n;
      };
      for (const kind of ['weight', 'waist', 'body_fat'] as const) add(kind, rows.body.filter((b) => b.kind === kind).length);
      add('blood_pressure', rows.readings.length);
      add('activity', rows.activities.length);
      add('steps', rows.steps.length);
      await repo.insertBatch(trx, {
        import_id: importId,
        user_id: userId,
        batch: body.batch,
        answer: JSON.stringify(answer),
        created_at: at,
      });
      await repo.updateImport(trx, userId, importId, {
        duplicates: Number(imp.duplicates) + duplicates,
        refused: Number(imp.refused) + refused.length,
        counts: JSON.stringify(counts),
        ...(alerted ? { alerted: 1 } : {}),
      });
      return { answer, raised, weights: rows.body.filter((b) => b.kind === 'weight').length };
    });
    if (raised) this.alerts.notify();
    // A batch that stored weights is checked for a fast loss as a typed weight is (decision 0103).
    if (weights > 0) await this.weightReviews?.check(userId);
    return answer;
  }

  /**
   * Finishes the import (again: answers it as it is). An import whose batches raised no alert looks
   * once more at its readings of the last IMPORT_ALERT_DAYS days (the newest that needs the care team
   * raises the one alert): history raises none, and a year of readings at most one.
   */
  async complete(userId: string, importId: string, now = new Date()): Promise<DataImport> {
    const { alerted, answer } = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `import:${userId}`);
      const imp = await repo.findImport(trx, userId, importId);
      if (!imp) throw notFound(msg('imports.notFound'));
      if (imp.undone_at) throw conflict(msg('imports.undone'), 'IMPORT_UNDONE');
      let raised = false;
      if (!imp.completed_at) {
        if (!imp.alerted) {
          const since = new Date(now.getTime() - IMPORT_ALERT_DAYS * 86_400_000).toISOString();
          const candidates = await repo.importReadingsSince(trx, userId, importId, since);
          const newest = candidates.find((r) => this.alerts.bpReadingAlerts(r));
          if (newest) raised = await this.alerts.raiseForBpReading(trx, newest);
        }
        await repo.updateImport(trx, userId, importId, { completed_at: nowIso(), alerted: 1 });
      }
      return { alerted: raised, answer: await this.presentOne(trx, userId, importId) };
    });
    if (alerted) this.alerts.notify();
    return answer;
  }

  /** Undoes the import in full: every value it stored is deleted; it stays in the history, undone. Again: answers it as it is. */
  async undo(userId: string, importId: string): Promise<DataImport> {
    return this.db.transaction().execute(async (trx: Transaction<Database>) => {
      await lockEvent(trx, `import:${userId}`);
      const imp = await repo.findImport(trx, userId, importId);
      if (!imp) throw notFound(msg('imports.notFound'));
      if (!imp.undone_at) {
        await repo.deleteImportValues(trx, userId, importId);
        await repo.updateImport(trx, userId, importId, { undone_at: nowIso() });
      }
      return this.presentOne(trx, userId, importId);
    });
  }
}
