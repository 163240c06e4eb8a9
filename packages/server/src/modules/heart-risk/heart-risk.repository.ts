import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { withNewestResult } from '../../db/newest-result.js';

type Q = Kysely<Database> | Transaction<Database>;

// What the heart risk estimate reads, each query scoped by the member's id and compiled once (decision 0062).

/**
 * The member's newest result of each of these markers (by content key): value in the catalogue's
 * unit at reporting precision, the value and unit as entered, and its test day. The same newest as
 * the latest results the member sees (one index probe per marker, whatever the length of the
 * history). The keys are fixed when the reader is made, so its query is compiled once.
 */
export function latestResultsOf(markerKeys: readonly string[]) {
  const keys = [...markerKeys];
  const newest = compiledOnce((db, userId: string) =>
    withNewestResult(db, userId)
      .select(['m.key', 'r.value', 'r.original_value', 'r.original_unit', 'r.test_date'])
      .where('m.key', 'in', keys),
  );
  return async (db: Q, userId: string) => {
    const rows = await newest.all(db, userId);
    return new Map(
      rows.map((r) => [
        r.key,
        { value: Number(r.value), entered: { value: Number(r.original_value), unit: r.original_unit }, test_date: r.test_date },
      ]),
    );
  };
}

/**
 * Every result of the member for these markers (by content key): value in the catalogue's unit at
 * reporting precision and test day, what the lab rules read (lab-evidence.ts). A member holds a few
 * of each, read through the (user_id, marker_id, test_date) index. Compiled once, as above.
 */
export function allResultsOf(markerKeys: readonly string[]) {
  const keys = [...markerKeys];
  const every = compiledOnce((db, userId: string) =>
    db
      .selectFrom('blood_results as r')
      .innerJoin('blood_markers as m', 'm.id', 'r.marker_id')
      .select(['m.key', 'r.value', 'r.test_date'])
      .where('r.user_id', '=', userId)
      .where('m.key', 'in', keys),
  );
  return async (db: Q, userId: string) => {
    const out = new Map<string, Array<{ value: number; date: string }>>(keys.map((k) => [k, []]));
    for (const r of await every.all(db, userId)) out.get(r.key)?.push({ value: Number(r.value), date: r.test_date });
    return out;
  };
}

/** Markers of the catalogue by content key: their definition as synced (name, unit, reporting precision). */
export function markersByKey(db: Q, keys: readonly string[]) {
  return db
    .selectFrom('blood_markers')
    .select(['key', 'definition'])
    .where('key', 'in', [...keys])
    .execute();
}

const responsesOf = compiledOnce((db, userId: string, surveyKey: string) =>
  db
    .selectFrom('survey_responses as r')
    .innerJoin('surveys as s', 's.id', 'r.survey_id')
    .select(['r.answers', 'r.completed_at'])
    .where('r.user_id', '=', userId)
    .where('s.key', '=', surveyKey)
    .orderBy('r.completed_at', 'desc')
    .orderBy('r.id'),
);

/** The member's completions of one survey (by key), newest first: answers as stored, and when. */
export function responsesToSurvey(db: Q, userId: string, surveyKey: string) {
  return responsesOf.all(db, userId, surveyKey);
}

const basicsOf = compiledOnce((db, userId: string) =>
  db.selectFrom('users').select(['date_of_birth', 'sex', 'height_cm']).where('id', '=', userId),
);

/** What the estimate needs of the account: the date of birth, the sex and the height (the office-based model's BMI). */
export function memberBasics(db: Q, userId: string) {
  return basicsOf.first(db, userId);
}

/** Programmes (not archived) by content key. */
export function programsByKey(db: Q, keys: readonly string[]) {
  return db
    .selectFrom('programs')
    .select(['id', 'key', 'title'])
    .where('key', 'in', [...keys])
    .where('archived', '=', 0)
    .execute();
}
