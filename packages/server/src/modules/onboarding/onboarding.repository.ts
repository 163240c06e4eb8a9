import type { Kysely, Transaction } from 'kysely';
import type { Database, OnboardingSurveyTable, OnboardingTable } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';

type Q = Kysely<Database> | Transaction<Database>;

const onboardingOf = compiledOnce((db, userId: string) => db.selectFrom('onboarding').selectAll().where('user_id', '=', userId));

export function findOnboarding(db: Q, userId: string) {
  return onboardingOf.first(db, userId);
}

export async function upsertOnboarding(
  db: Q,
  userId: string,
  values: {
    status: Database['onboarding']['status'];
    started_at?: string | null;
    completed_at?: string | null;
    completion_seen_at?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('onboarding')
    .values({
      user_id: userId,
      status: values.status,
      started_at: values.started_at ?? null,
      completed_at: values.completed_at ?? null,
      completion_seen_at: values.completion_seen_at ?? null,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** Whether the member's sequence has been created. */
export async function hasSequence(db: Q, userId: string): Promise<boolean> {
  const row = await db.selectFrom('onboarding_surveys').select('survey_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** A response that added surveys to the sequence, with its survey's title. */
export interface AddingResponseRow {
  id: string;
  survey_id: string;
  /** The survey's content key (its texts in each language, decision 0117). */
  key: string;
  title: string;
  completed_at: string;
}

/** A sequence entry's columns (`o`) with its survey's key, title and description (`s`). */
const SEQUENCE_COLUMNS = [
  'o.survey_id',
  's.key',
  's.title',
  's.description',
  'o.status',
  'o.position',
  'o.added_by_response_id',
  'o.source',
  'o.added_at',
] as const;

/** The member's sequence in order, with each survey's title and description. */
export function listSequence(db: Q, userId: string) {
  return db
    .selectFrom('onboarding_surveys as o')
    .innerJoin('surveys as s', 's.id', 'o.survey_id')
    .select(SEQUENCE_COLUMNS)
    .where('o.user_id', '=', userId)
    .orderBy('o.position')
    .orderBy('o.added_at')
    .execute();
}
export type SequenceRow = Awaited<ReturnType<typeof listSequence>>[number];

/**
 * The status screen's reads in one statement (one round trip, one snapshot): the onboarding record's
 * status and when its completion was seen (`rec`, always one row, null without a record), joined to the
 * member's sequence in order (`q`, as listSequence, with on each row the response that added it, its
 * survey's title and completion, when there is one). No sequence yet: one row, with `q`'s columns null.
 */
const sequenceWithAdders = compiledOnce((db, userId: string) =>
  db
    .selectFrom(
      db
        .selectNoFrom((eb) => [
          eb.selectFrom('onboarding as ob').select('ob.status').where('ob.user_id', '=', userId).as('onboarding_status'),
          eb.selectFrom('onboarding as ob').select('ob.completion_seen_at').where('ob.user_id', '=', userId).as('onboarding_seen_at'),
        ])
        .as('rec'),
    )
    .leftJoin(
      db
        .selectFrom('onboarding_surveys as o')
        .innerJoin('surveys as s', 's.id', 'o.survey_id')
        .leftJoin('survey_responses as r', (j) => j.onRef('r.id', '=', 'o.added_by_response_id').on('r.user_id', '=', userId))
        .leftJoin('surveys as rs', 'rs.id', 'r.survey_id')
        .select([
          ...SEQUENCE_COLUMNS,
          'r.id as adder_id',
          'r.survey_id as adder_survey_id',
          'rs.key as adder_key',
          'rs.title as adder_title',
          'r.completed_at as adder_completed_at',
        ])
        .where('o.user_id', '=', userId)
        .as('q'),
      (j) => j.onTrue(),
    )
    .selectAll('q')
    .select(['rec.onboarding_status', 'rec.onboarding_seen_at'])
    .orderBy('q.position')
    .orderBy('q.added_at'),
);

/**
 * The member's sequence (as listSequence), the responses that added surveys to it (with their survey's
 * title and completion), and the onboarding record's status and when its completion was seen (null
 * without a record), from one statement.
 */
export async function listSequenceWithAdders(db: Q, userId: string) {
  const rows = await sequenceWithAdders.all(db, userId);
  const responses = new Map<string, AddingResponseRow>();
  const first = rows[0];
  const record: Pick<OnboardingTable, 'status' | 'completion_seen_at'> | null = first?.onboarding_status
    ? { status: first.onboarding_status, completion_seen_at: first.onboarding_seen_at }
    : null;
  const sequence: SequenceRow[] = [];
  for (const r of rows) {
    if (r.survey_id === null) continue;
    if (r.adder_id && r.adder_survey_id && r.adder_key !== null && r.adder_title !== null)
      responses.set(r.adder_id, {
        id: r.adder_id,
        survey_id: r.adder_survey_id,
        key: r.adder_key,
        title: r.adder_title,
        completed_at: r.adder_completed_at!,
      });
    sequence.push({
      survey_id: r.survey_id,
      key: r.key!,
      title: r.title!,
      description: r.description!,
      status: r.status!,
      position: r.position!,
      added_by_response_id: r.added_by_response_id,
      source: r.source!,
      added_at: r.added_at!,
    });
  }
  return { sequence, responses: [...responses.values()], record };
}

export async function nextPosition(db: Q, userId: string): Promise<number> {
  const row = await db
    .selectFrom('onboarding_surveys')
    .select((eb) => eb.fn.max('position').as('max'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Adds a survey to the sequence unless it is already there; returns whether it was added. */
export async function addToSequence(db: Q, row: OnboardingSurveyTable): Promise<boolean> {
  const res = await db
    .insertInto('onboarding_surveys')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'survey_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function setSequenceStatus(
  db: Q,
  userId: string,
  surveyId: string,
  status: OnboardingSurveyTable['status'],
  onlyFrom?: OnboardingSurveyTable['status'][],
): Promise<boolean> {
  let q = db.updateTable('onboarding_surveys').set({ status }).where('user_id', '=', userId).where('survey_id', '=', surveyId);
  if (onlyFrom) q = q.where('status', 'in', onlyFrom);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function isInSequence(db: Q, userId: string, surveyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('onboarding_surveys')
    .select('survey_id')
    .where('user_id', '=', userId)
    .where('survey_id', '=', surveyId)
    .executeTakeFirst();
  return Boolean(row);
}
