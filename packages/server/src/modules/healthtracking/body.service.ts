import { smsg } from '../../i18n/index.js';
import { baselineSince, bmiFor, storedBodyValue, waistFor, type BodyMeasurementBody } from '@wellpath/shared/health/body';
import type { BodySummary } from '@wellpath/shared/health/wire';
import { ageOn } from '@wellpath/shared/user/age';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { BodyMeasurementTable } from '../../db/schema.js';
import { nowIso } from '../../lib/clock.js';
import { decodeIdCursor, encodeIdCursor } from '../../lib/cursor.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { newId } from '../../lib/tokens.js';
import { lockEvent } from '../alerts/alerts.service.js';
import { findUserById, updateUser } from '../user/user.service.js';
import * as repo from './body.repository.js';
import { presentMeasurement } from './body.presenter.js';
import { undoableRows, type UndoableRows } from './undoable-rows.js';
import type { WeightReviewService } from './weight-review.service.js';
import { weightChangeOf } from './weight-change.js';

/** The member's latest measurement of a kind (the metabolic-syndrome summary reads the waist, decision 0102). */
export { latestMeasurement } from './body.repository.js';

/**
 * The natural key of a measurement (decision 0065, 0084): the same member's same kind and value
 * measured within a minute is one measurement sent again (a retry, a second tap), stored once,
 * whether or not the client sent an Idempotency-Key.
 */
export const SAME_MEASUREMENT_MS = 60_000;

function assertNotFuture(iso: string): void {
  if (new Date(iso).getTime() > Date.now() + 5 * 60_000)
    throw badRequest(smsg('api.measurementNotSaved'), [smsg('api.measurementInFuture')]);
}

function rowValues(body: BodyMeasurementBody): Pick<BodyMeasurementTable, 'kind' | 'value' | 'measured_at'> {
  return { kind: body.kind, value: body.value, measured_at: new Date(body.measured_at).toISOString() };
}

/** A weight in kg with when it was measured. */
export interface DatedWeight {
  kg: number;
  measured_at: string;
}

/** Weight, waist and body fat in SI, the height on the profile, and what they mean (BMI, waist risk). */
export class BodyService {
  private readonly undo: UndoableRows<'body_measurement', Selectable<BodyMeasurementTable>>;

  constructor(
    private readonly db: Db,
    /** The weight review (decision 0103): checked after each weight logged or corrected. */
    private readonly reviews?: Pick<WeightReviewService, 'check' | 'forMember'>,
  ) {
    this.undo = undoableRows(
      this.db,
      'body_measurement',
      { find: repo.findMeasurement, insert: repo.insertMeasurement, remove: repo.deleteMeasurement },
      smsg('api.measurementNotFound'),
    );
  }

  /** A page of measurements (newest first) with the height, the BMI and the waist; `today` is the member's day (for their age). */
  async summary(userId: string, query: { cursor?: string; limit: number }, today: string): Promise<BodySummary> {
    let after: repo.BodyKey | undefined;
    if (query.cursor) {
      // The opaque cursor is the last measurement of the previous page (the member's own).
      const id = decodeIdCursor(query.cursor);
      const row = id === undefined ? undefined : await repo.findMeasurement(this.db, userId, id);
      if (!row) throw badRequest(smsg('api.measurementsNotListed'), [smsg('api.cursorNextPage')]);
      after = { measured_at: row.measured_at, id: row.id };
    }
    const [rows, user, weight, waist, review] = await Promise.all([
      repo.listMeasurements(this.db, userId, query.limit + 1, after),
      findUserById(this.db, userId),
      repo.latestMeasurement(this.db, userId, 'weight'),
      repo.latestMeasurement(this.db, userId, 'waist'),
      this.reviews ? this.reviews.forMember(userId) : null,
    ]);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const heightCm = user?.height_cm == null ? null : storedBodyValue(user.height_cm);
    const latest = (m: { value: number; measured_at: string } | undefined) =>
      m ? { value: storedBodyValue(m.value), measured_at: m.measured_at } : null;
    return {
      measurements: page.map(presentMeasurement),
      next_cursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
      height_cm: heightCm,
      bmi: bmiFor({ latestWeight: latest(weight), heightCm, age: user ? ageOn(user.date_of_birth, today) : null }),
      waist: waistFor(latest(waist), user?.sex ?? null),
      weight_review: review,
      weight_change: user ? await weightChangeOf(this.db, userId, user.created_at) : null,
    };
  }

  async add(userId: string, body: BodyMeasurementBody) {
    assertNotFuture(body.measured_at);
    const at = nowIso();
    const row: BodyMeasurementTable = { id: newId(), user_id: userId, ...rowValues(body), created_at: at, updated_at: at };
    // The same measurement already stored answers as it is; the lock makes concurrent twins wait, so
    // the later one finds the first.
    const stored = await this.db.transaction().execute(async (trx) => {
      await lockEvent(trx, `body:${userId}`);
      const same = await repo.findSameMeasurement(trx, row, SAME_MEASUREMENT_MS);
      if (same) return same;
      await repo.insertMeasurement(trx, row);
      return row;
    });
    if (stored.kind === 'weight') await this.reviews?.check(userId);
    return presentMeasurement(stored);
  }

  async update(userId: string, id: string, body: BodyMeasurementBody) {
    assertNotFuture(body.measured_at);
    const ok = await repo.updateMeasurement(this.db, userId, id, { ...rowValues(body), updated_at: nowIso() });
    // Read back after the write: a delete racing this edit leaves nothing to show, which is a 404 too.
    const row = ok ? await repo.findMeasurement(this.db, userId, id) : undefined;
    if (!row) throw notFound(smsg('api.measurementNotFound'));
    if (row.kind === 'weight') await this.reviews?.check(userId);
    return presentMeasurement(row);
  }

  /** Deletes a measurement; it can be put back for a few minutes (restore, decision 0036). */
  async remove(userId: string, id: string, now = new Date()): Promise<void> {
    await this.undo.remove(userId, id, now);
  }

  /** Undoes a deletion: the measurement as it was, id included; again after it is back, the measurement as it is. */
  async restore(userId: string, id: string, now = new Date()) {
    return presentMeasurement(await this.undo.restore(userId, id, now));
  }

  /**
   * The member's baseline weight (the programme's starting weight: the first from 30 days before
   * joining on, decision 0092 amended) and latest weight, in kg; null without one.
   */
  async weightEnds(userId: string): Promise<{ first: DatedWeight | null; latest: DatedWeight | null }> {
    const user = await findUserById(this.db, userId);
    const [first, latest] = await Promise.all([
      user ? repo.firstMeasurement(this.db, userId, 'weight', baselineSince(user.created_at)) : undefined,
      repo.latestMeasurement(this.db, userId, 'weight'),
    ]);
    const dated = (m: { value: number; measured_at: string } | undefined) =>
      m ? { kg: storedBodyValue(m.value), measured_at: m.measured_at } : null;
    return { first: dated(first), latest: dated(latest) };
  }

  /** The member's height (cm) on their profile, or null. */
  async heightOf(userId: string): Promise<number | null> {
    const user = await findUserById(this.db, userId);
    return user?.height_cm == null ? null : Number(user.height_cm);
  }

  /** Keeps the member's height (cm) on their profile; null forgets it. */
  async setHeight(userId: string, heightCm: number | null) {
    await updateUser(this.db, userId, { height_cm: heightCm });
    return { height_cm: heightCm };
  }
}
