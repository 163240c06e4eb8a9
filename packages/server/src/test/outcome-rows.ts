import type { Db } from '../db/connection.js';
import { newId } from '../lib/tokens.js';
import { OUTCOME_PERIODS } from '@wellpath/shared/outcomes/wire';
import { OutcomeService } from '../modules/outcomes/outcomes.service.js';
import type { TestApp } from './helpers.js';

// The rows the outcomes tests' hand-made cohorts are made of, written straight to the database (the
// figures read the tables, whatever wrote them).

/** A blood pressure reading at an instant. */
export function insertBp(db: Db, userId: string, when: string, systolic: number, diastolic: number, source = 'manual') {
  return db
    .insertInto('bp_readings')
    .values({
      id: newId(),
      user_id: userId,
      systolic,
      diastolic,
      pulse: null,
      measured_at: when,
      arm: null,
      notes: '',
      created_at: when,
      updated_at: when,
      entered_by: null,
      source,
    })
    .execute();
}

/** A lab report of the instant's day holding these results (uncensored, as entered). */
export async function insertReport(
  db: Db,
  userId: string,
  when: string,
  results: Array<{ markerId: string; value: number; unit: string }>,
) {
  const reportId = newId();
  const day = when.slice(0, 10);
  await db
    .insertInto('lab_reports')
    .values({ id: reportId, user_id: userId, test_date: day, lab_name: 'LifeLabs', source: 'manual', created_at: when })
    .execute();
  for (const r of results)
    await db
      .insertInto('blood_results')
      .values({
        id: newId(),
        user_id: userId,
        report_id: reportId,
        marker_id: r.markerId,
        value: r.value,
        original_value: r.value,
        original_unit: r.unit,
        test_date: day,
        external_id: null,
        created_at: when,
        lab_range_min: null,
        lab_range_max: null,
        comparator: null,
        loinc_code: null,
      })
      .execute();
}

/** A marker's id by its content key. */
export async function markerId(db: Db, key: string): Promise<string> {
  return (await db.selectFrom('blood_markers').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
}

/** An activity of a day (logged at noon UTC unless `created` says when). */
export function insertActivity(
  db: Db,
  userId: string,
  a: { date: string; minutes: number; type?: string; intensity?: 'light' | 'moderate' | 'vigorous'; source?: string; created?: string },
) {
  const created = a.created ?? `${a.date}T12:00:00.000Z`;
  return db
    .insertInto('activities')
    .values({
      id: newId(),
      user_id: userId,
      date: a.date,
      type: a.type ?? 'walking',
      minutes: a.minutes,
      intensity: a.intensity ?? 'moderate',
      strength: 0,
      notes: '',
      created_at: created,
      updated_at: created,
      source: a.source ?? 'manual',
    })
    .execute();
}

/** An outcomes service of the test app's own parts, as a second copy of the server would have. */
export function outcomeServiceOf(t: TestApp): OutcomeService {
  return new OutcomeService({
    db: t.db,
    audit: t.app.services.auditService,
    content: t.app.services.content,
    heartRisk: t.app.services.heartRiskService,
    programmes: t.app.services.programService,
  });
}

/**
 * Every period's figures worked out together (the nightly pass, decision 0129) against each period
 * worked out alone (a day computed on demand), cohorts in order: the two must be the same.
 */
export async function periodsTogetherAndAlone(t: TestApp, asOf: Date) {
  const service = outcomeServiceOf(t);
  const byCohort = (a: { cohort: string }, b: { cohort: string }) => (a.cohort < b.cohort ? -1 : a.cohort > b.cohort ? 1 : 0);
  const together = await service.computePeriods(OUTCOME_PERIODS, asOf);
  const alone = await Promise.all(OUTCOME_PERIODS.map((p) => service.compute(p, asOf)));
  return OUTCOME_PERIODS.map((period, i) => ({
    period,
    together: [...(together.get(period) ?? [])].sort(byCohort),
    alone: [...alone[i]!].sort(byCohort),
  }));
}
