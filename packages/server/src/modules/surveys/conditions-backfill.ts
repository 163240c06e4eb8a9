import { cleanAnswers, collectTriggers, scoreSurvey } from '@wellpath/shared/surveys/engine';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as conditions from '../conditions/conditions.service.js';
import { parseDefinition } from './surveys.presenter.js';
import * as repo from './surveys.repository.js';
import { provenanceOf, sexAnswered } from './surveys.service.js';

/**
 * Migration 0019's step (decision 0049), run once after the content sync: for each member's latest
 * response to each survey, the conditions its answers mark by the content's current `mark_condition`
 * triggers (today the health profile's), as a response submitted now would mark them, dated when the
 * member answered. Health profiles completed before migration 0014 marked nothing. Never a condition
 * the member took off, and one already on the record stays as it is (markKeyFromAnswer), so running it
 * again changes nothing. Returns how many conditions were added.
 */
export async function markConditionsFromLatestAnswers(trx: Transaction<Database>): Promise<number> {
  const surveys = await repo.activeSurveys(trx);
  let added = 0;
  for (const survey of surveys) {
    const def = parseDefinition(survey.definition);
    const latest = await repo.latestResponsesTo(trx, survey.id);
    for (const response of latest) {
      // Answers are kept as they were given; the survey may have changed since, so they are read as
      // a submission today would read them.
      const answers = cleanAnswers(def, response.answers);
      const result = scoreSurvey(def, answers, { sex: response.sex ?? sexAnswered(def, answers) });
      for (const { trigger, source } of collectTriggers(def, answers, result)) {
        if (trigger.type !== 'mark_condition') continue;
        const src = provenanceOf(source, survey);
        if (await conditions.markKeyFromAnswer(trx, response.user_id, trigger.condition, src, response.completed_at)) added += 1;
      }
    }
  }
  return added;
}
