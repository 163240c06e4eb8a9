import type { Kysely, Transaction } from 'kysely';
import { answersSchema } from '@wellpath/shared/surveys/wire';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { Database } from '../../db/schema.js';
import { parseJsonColumn } from '../../lib/stored-row.js';

type Q = Kysely<Database> | Transaction<Database>;

/** Surveys with their pillar, as the list and the detail show them. */
function surveysWithPillar(db: Q) {
  return db
    .selectFrom('surveys as s')
    .leftJoin('pillars as p', 'p.id', 's.pillar_id')
    .select([
      's.id',
      's.key',
      's.title',
      's.description',
      's.definition',
      's.archived',
      'p.id as pillar_id',
      'p.name as pillar_name',
      'p.slug as pillar_slug',
    ]);
}

export function listSurveys(db: Q) {
  return surveysWithPillar(db).where('s.archived', '=', 0).orderBy('s.sort_order').execute();
}
export type SurveyListRow = Awaited<ReturnType<typeof listSurveys>>[number];

/** A survey by id or by key (archived ones too, so history of a retired survey still reads). */
export function findSurvey(db: Q, idOrKey: string) {
  return surveysWithPillar(db)
    .where((eb) => eb.or([eb('s.id', '=', idOrKey), eb('s.key', '=', idOrKey)]))
    .executeTakeFirst();
}

export function surveyIdsByKey(db: Q, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('surveys').select(['id', 'key', 'title', 'description']).where('key', 'in', keys).execute();
}

/** Per survey: how many completions the member has and the latest one. */
export async function completionStats(db: Q, userId: string) {
  const rows = await db
    .selectFrom('survey_responses')
    .select(['survey_id', 'score', 'range_text', 'completed_at'])
    .where('user_id', '=', userId)
    .orderBy('completed_at', 'desc')
    .execute();
  const stats = new Map<string, { count: number; last: (typeof rows)[number] }>();
  for (const r of rows) {
    const s = stats.get(r.survey_id);
    if (s) s.count += 1;
    else stats.set(r.survey_id, { count: 1, last: r });
  }
  return stats;
}

export async function draftSurveyIds(db: Q, userId: string): Promise<Set<string>> {
  return new Set(
    (await db.selectFrom('survey_drafts').select('survey_id').where('user_id', '=', userId).execute()).map((r) => r.survey_id),
  );
}

export function findDraft(db: Q, userId: string, surveyId: string) {
  return db
    .selectFrom('survey_drafts')
    .select(['answers', 'step', 'updated_at'])
    .where('user_id', '=', userId)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
}

export async function saveDraft(db: Q, userId: string, surveyId: string, answers: string, step: number, at: string): Promise<void> {
  await db
    .insertInto('survey_drafts')
    .values({ user_id: userId, survey_id: surveyId, answers, step, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'survey_id']).doUpdateSet({ answers, step, updated_at: at }))
    .execute();
}

export async function deleteDraft(db: Q, userId: string, surveyId: string): Promise<void> {
  await db.deleteFrom('survey_drafts').where('user_id', '=', userId).where('survey_id', '=', surveyId).execute();
}

export async function insertResponse(
  db: Q,
  r: {
    id: string;
    userId: string;
    surveyId: string;
    answers: string;
    score: number | null;
    rangeText: string | null;
    alerts: string;
    outcomes: string;
    completedAt: string;
  },
): Promise<void> {
  await db
    .insertInto('survey_responses')
    .values({
      id: r.id,
      user_id: r.userId,
      survey_id: r.surveyId,
      answers: r.answers,
      score: r.score,
      range_text: r.rangeText,
      alerts: r.alerts,
      outcomes: r.outcomes,
      completed_at: r.completedAt,
    })
    .execute();
}

/** Stores what a submission led to, once its triggers have run. */
export async function setResponseOutcomes(db: Q, userId: string, responseId: string, outcomes: string): Promise<void> {
  await db.updateTable('survey_responses').set({ outcomes }).where('id', '=', responseId).where('user_id', '=', userId).execute();
}

/** A member's completions with their survey's title and definition; scoped to the member. */
function responsesOf(db: Q, userId: string) {
  return db
    .selectFrom('survey_responses as r')
    .innerJoin('surveys as s', 's.id', 'r.survey_id')
    .select([
      'r.id',
      'r.survey_id',
      's.key as survey_key',
      's.title as survey_title',
      's.definition',
      'r.answers',
      'r.score',
      'r.range_text',
      'r.alerts',
      'r.outcomes',
      'r.completed_at',
    ])
    .where('r.user_id', '=', userId);
}

/** A member's completions (of one survey, or all), newest first. */
export function listResponses(db: Q, userId: string, surveyId?: string) {
  let q = responsesOf(db, userId);
  if (surveyId) q = q.where('r.survey_id', '=', surveyId);
  return q.orderBy('r.completed_at', 'desc').orderBy('r.id').execute();
}
export type ResponseRow = Awaited<ReturnType<typeof listResponses>>[number];

export function findResponse(db: Q, userId: string, responseId: string) {
  return responsesOf(db, userId).where('r.id', '=', responseId).executeTakeFirst();
}

/**
 * The member's other completions of this survey with exactly these answers since `since`: the same
 * submission sent again (a retry after a lost response) is one event for the care team.
 */
export async function identicalResponseIds(
  db: Q,
  r: { userId: string; surveyId: string; answers: string; since: string; exceptId: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('survey_responses')
    .select('id')
    .where('user_id', '=', r.userId)
    .where('survey_id', '=', r.surveyId)
    .where('completed_at', '>=', r.since)
    .where('answers', '=', r.answers)
    .where('id', '!=', r.exceptId)
    .limit(50)
    .execute();
  return rows.map((x) => x.id);
}

/** The surveys in the content now (not archived), with their definitions as stored. */
export function activeSurveys(db: Q) {
  return db.selectFrom('surveys').select(['id', 'title', 'definition']).where('archived', '=', 0).execute();
}

/** A stored response's answers, checked against the shared schema: a bad row is an error that names it. */
const storedAnswers = (row: { id: string; answers: string }): Answers =>
  parseJsonColumn(answersSchema, row.answers, `survey_responses.answers (response ${row.id})`);

/**
 * Each member's latest response to a survey (the latest completed, then the larger id), with their
 * recorded sex, by member.
 */
export async function latestResponsesTo(db: Q, surveyId: string) {
  const rows = await db
    .selectFrom('survey_responses as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.answers', 'r.completed_at', 'u.sex'])
    .where('r.survey_id', '=', surveyId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('survey_responses as newer')
            .select('newer.id')
            .whereRef('newer.user_id', '=', 'r.user_id')
            .whereRef('newer.survey_id', '=', 'r.survey_id')
            .where((w) =>
              w.or([
                w('newer.completed_at', '>', w.ref('r.completed_at')),
                w.and([w('newer.completed_at', '=', w.ref('r.completed_at')), w('newer.id', '>', w.ref('r.id'))]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('r.user_id')
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, completed_at: r.completed_at, sex: r.sex, answers: storedAnswers(r) }));
}
