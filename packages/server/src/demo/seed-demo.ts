import type { Db } from '../db/connection.js';
import type { ContentBundle } from '../content/loader.js';
import { nowIso } from '../lib/clock.js';
import { newId } from '../lib/tokens.js';
import { hashPassword } from '../modules/user/password-hasher.js';
import { findUserByEmail } from '../modules/user/user.repository.js';
import { setUserPillarState } from '../modules/lifestyle/lifestyle.repository.js';
import { RecommendationService } from '../modules/lifestyle/recommendations.service.js';
import type { NewRecommendationSource } from '../modules/lifestyle/recommendations.repository.js';

const HEALTH_PROFILE = 'Health profile';
/** What the demo member was recommended, why, and how far they got. */
const DEMO_RECOMMENDATIONS: Array<{ key: string; status: 'not_started' | 'in_progress' | 'completed'; daysAgo: number; source: NewRecommendationSource }> = [
  { key: 'general-know-blood-pressure', status: 'in_progress', daysAgo: 20, source: { type: 'question_option', surveyTitle: HEALTH_PROFILE, questionText: 'Has a health professional ever told you that you have high blood pressure?', optionText: 'Yes' } },
  { key: 'general-cholesterol-check', status: 'not_started', daysAgo: 20, source: { type: 'question_option', surveyTitle: HEALTH_PROFILE, questionText: 'Has a parent, brother or sister had a heart attack or stroke before age 60?', optionText: 'Yes' } },
  { key: 'general-hba1c-check', status: 'not_started', daysAgo: 20, source: { type: 'score_range', surveyTitle: HEALTH_PROFILE, score: 6, rangeText: 'Several cardiometabolic risk factors' } },
  { key: 'general-vaccines', status: 'completed', daysAgo: 20, source: { type: 'question_option', surveyTitle: HEALTH_PROFILE, questionText: 'When did you last review your vaccinations with a health professional?', optionText: 'More than 5 years ago' } },
  { key: 'activity-150-minutes', status: 'in_progress', daysAgo: 18, source: { type: 'score_range', surveyTitle: 'Exercise Vital Sign', score: 60, rangeText: 'Insufficiently active' } },
  { key: 'activity-break-up-sitting', status: 'completed', daysAgo: 18, source: { type: 'question_option', surveyTitle: 'Exercise Vital Sign', questionText: 'On a typical day, how many hours do you spend sitting?', optionText: '10 hours or more' } },
  { key: 'sleep-consistent-schedule', status: 'not_started', daysAgo: 15, source: { type: 'score_range', surveyTitle: 'Sleep check-in', score: 11, rangeText: 'Some sleep difficulties' } },
  { key: 'sleep-caffeine-alcohol-timing', status: 'in_progress', daysAgo: 15, source: { type: 'question_option', surveyTitle: 'Sleep check-in', questionText: 'When do you usually have your last caffeinated drink?', optionText: 'After 4 p.m.' } },
];

export const DEMO_MEMBER = { email: 'demo@wellpath.example', password: 'Demo-Member-2026', firstName: 'Morgan', lastName: 'Lavoie' };

/**
 * A verified demo member with a realistic set of data. Running it again resets the demo member's
 * choices but never touches anyone else.
 */
export async function seedDemoMember(db: Db, _content: ContentBundle): Promise<string> {
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let user = await findUserByEmail(trx, DEMO_MEMBER.email);
    if (!user) {
      const id = newId();
      await trx
        .insertInto('users')
        .values({ id, email: DEMO_MEMBER.email, password_hash: passwordHash, first_name: DEMO_MEMBER.firstName, last_name: DEMO_MEMBER.lastName, date_of_birth: '1968-09-14', street: '45 Rideau Street', city: 'Ottawa', province: 'ON', postal_code: 'K1N 5W8', email_verified_at: now, agreements_accepted_at: now, created_at: now, updated_at: now, sex: 'female' })
        .execute();
      user = (await findUserByEmail(trx, DEMO_MEMBER.email))!;
    } else {
      await trx.updateTable('users').set({ password_hash: passwordHash, email_verified_at: user.email_verified_at ?? now, updated_at: now }).where('id', '=', user.id).execute();
    }
    const pillars = await trx.selectFrom('pillars').select(['id', 'key']).where('archived', '=', 0).execute();
    for (const p of pillars) await setUserPillarState(trx, user.id, p.id, p.key === 'activity' || p.key === 'sleep');

    await trx.deleteFrom('recommendations').where('user_id', '=', user.id).execute();
    for (const [i, r] of DEMO_RECOMMENDATIONS.entries()) {
      await RecommendationService.recommend(trx, user.id, r.key, r.source);
      const created = new Date(Date.now() - r.daysAgo * 86_400_000 + i * 60_000).toISOString();
      const updated = r.status === 'not_started' ? created : new Date(Date.now() - (r.daysAgo - 3 - i) * 86_400_000).toISOString();
      const template = await trx.selectFrom('recommendation_templates').select('id').where('key', '=', r.key).executeTakeFirstOrThrow();
      await trx
        .updateTable('recommendations')
        .set({ status: r.status, created_at: created, updated_at: updated, completed_at: r.status === 'completed' ? updated : null })
        .where('user_id', '=', user.id)
        .where('template_id', '=', template.id)
        .execute();
    }
    return user.id;
  });
}
