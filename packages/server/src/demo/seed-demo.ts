import type { Answers } from '@wellpath/shared/surveys/engine';
import type { Db } from '../db/connection.js';
import type { ContentBundle } from '../content/loader.js';
import { nowIso } from '../lib/clock.js';
import { newId } from '../lib/tokens.js';
import { PasswordHasher } from '../modules/user/password-hasher.js';
import { findUserByEmail } from '../modules/user/user.service.js';
import { setUserPillarState } from '../modules/lifestyle/lifestyle.service.js';
import { OnboardingService } from '../modules/onboarding/onboarding.service.js';
import { SurveyService } from '../modules/surveys/surveys.service.js';
import { ProgramService } from '../modules/programs/programs.service.js';
import { BloodResultService } from '../modules/healthtracking/blood-results.service.js';
import { VitalsService } from '../modules/healthtracking/vitals.service.js';
import { AlertService } from '../modules/alerts/alerts.service.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { setMemberCondition } from '../modules/conditions/conditions.service.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { OutboxKey } from '../mail/outbox.js';
import { seedDemoCareHistory, seedDemoCareTeam, type DemoStaffAccount } from './care-team.js';
import { seedDemoCohort } from './demo-cohort.js';

export const DEMO_MEMBER = { email: 'demo@wellpath.example', password: 'Demo-Member-2026', firstName: 'Morgan', lastName: 'Lavoie' };

const DAY = 86_400_000;
const dayAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** A small deterministic generator, so every demo looks the same. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The answers the demo member gave: a 57-year-old with high blood pressure and cholesterol who drinks a little. */
const ANSWERS: Record<string, Answers> = {
  'health-profile': {
    sex: 'sex_female',
    smoking: 'smoke_former',
    cannabis: 'cannabis_no',
    alcohol: 'alcohol_yes',
    conditions: ['cond_high_bp', 'cond_high_cholesterol'],
    bp_treatment: 'bp_treated_yes',
    family_history: 'family_yes',
    waist_cm: 94,
    mood: 'mood_not_at_all',
    sleep_quality: 'sleep_fair',
    stress_level: 'stress_moderate',
    loneliness: 'lonely_never',
    medications: 'meds_1_4',
    screening: 'screening_yes',
    goals: ['goal_blood_pressure', 'goal_move_more', 'goal_sleep'],
  },
  'exercise-vital-sign': { days_per_week: 2, minutes_per_day: 30, strength_days: 'strength_0', sitting_hours: 'sitting_over_8' },
  'eating-check': {
    main_fat: 'fat_olive_oil',
    vegetables: 'veg_2',
    fruit: 'fruit_1',
    legumes: 'legumes_rarely',
    nuts: 'nuts_1_2',
    fish: 'fish_1',
    red_meat: 'red_meat_3_5',
    processed_meat: 'processed_1_2',
    sugary_drinks: 'sugary_rarely',
    whole_grains: 'whole_grains_sometimes',
    sweets: 'sweets_3_5',
    salty_foods: 'salty_3_4',
  },
  'audit-c': { q1_frequency: 'freq_2_4_month', q2_typical_amount: 'amount_1_2', q3_six_or_more: 'heavy_never' },
  'sleep-check': {
    sleep_hours: 'hours_6_7',
    regularity: 2,
    falling_asleep: 2,
    staying_asleep: 2,
    daytime_sleepiness: 1,
    snoring: 'snore_no',
    screens: 'screens_most_nights',
    late_caffeine: 'caffeine_some_days',
    bedroom: 'bedroom_somewhat',
  },
};

/** Three lab reports over a year, with the lipids and blood sugar improving. */
const LABS: Array<{ daysAgo: number; lab: string; values: Record<string, number> }> = [
  {
    daysAgo: 360,
    lab: 'LifeLabs',
    values: {
      hba1c: 6.3,
      'fasting-glucose': 6.5,
      'total-cholesterol': 6.4,
      'ldl-c': 4.2,
      'hdl-c': 1.1,
      triglycerides: 2.3,
      'non-hdl-c': 5.3,
      egfr: 84,
      alt: 38,
      'vitamin-d': 42,
    },
  },
  {
    daysAgo: 180,
    lab: 'LifeLabs',
    values: {
      hba1c: 6.1,
      'fasting-glucose': 6.2,
      'total-cholesterol': 5.8,
      'ldl-c': 3.7,
      'hdl-c': 1.2,
      triglycerides: 1.9,
      'non-hdl-c': 4.6,
      'hs-crp': 2.6,
    },
  },
  {
    daysAgo: 14,
    lab: 'Dynacare',
    values: {
      hba1c: 5.8,
      'fasting-glucose': 5.7,
      'total-cholesterol': 5.1,
      'ldl-c': 3.1,
      'hdl-c': 1.3,
      triglycerides: 1.5,
      'non-hdl-c': 3.8,
      'hs-crp': 1.6,
      egfr: 86,
      alt: 29,
      'vitamin-d': 68,
      tsh: 2.1,
    },
  },
];

export interface DemoOptions {
  /** Seals the demo staff's authenticator keys: the server's own box (APP_SECRET_KEY or DATA_DIR/secret.key). */
  box: SecretBox;
  /** Where links in e-mails point (PUBLIC_URL): the demo alert e-mails the clinicians. */
  publicUrl: string;
  /** Seals the demo alert's e-mail in the outbox: the server's own (services.outboxKey), so it can deliver it. */
  outboxKey: OutboxKey;
}

/**
 * The demo: the care team (one account per role, second factor enrolled) and a member with a
 * realistic history that the care team has to follow up. Idempotent: running it again rebuilds the
 * member and resets the staff accounts (keeping their authenticator keys), never touching anyone else.
 */
export async function seedDemo(
  db: Db,
  content: ContentBundle,
  opts: DemoOptions,
): Promise<{ memberId: string; staff: DemoStaffAccount[] }> {
  const staff = await seedDemoCareTeam(db, opts.box);
  const memberId = await seedDemoMember(db, content, opts.publicUrl, opts.outboxKey);
  // A year of generated members, so the programme's results have something to say (issue 37).
  await seedDemoCohort(db);
  return { memberId, staff };
}

/**
 * A verified demo member with a realistic history: onboarding surveys taken (so recommendations and
 * suggestions come from real answers), two pillars, two programmes with two weeks of tracking, three
 * lab reports, a month of blood pressure and activity; then what the care team sees (seedDemoCareHistory).
 * Running it again rebuilds the demo member from scratch.
 */
async function seedDemoMember(db: Db, content: ContentBundle, publicUrl: string, outboxKey: OutboxKey): Promise<string> {
  const existing = await findUserByEmail(db, DEMO_MEMBER.email);
  if (existing) {
    // Alerts outlive an account (decision 0066): the demo's own go with the demo member it rebuilds.
    await db.deleteFrom('alerts').where('user_id', '=', existing.id).execute();
    await db.deleteFrom('users').where('id', '=', existing.id).execute();
  }

  const now = nowIso();
  const userId = newId();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: DEMO_MEMBER.email,
      password_hash: await new PasswordHasher().hash(DEMO_MEMBER.password),
      first_name: DEMO_MEMBER.firstName,
      last_name: DEMO_MEMBER.lastName,
      date_of_birth: '1969-09-14',
      street: '45 Rideau Street',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1N 5W8',
      email_verified_at: now,
      agreements_accepted_at: now,
      created_at: now,
      updated_at: now,
      sex: 'female',
      // Ottawa's (decision 0073): the demo member's days are the clinic's.
      time_zone: 'America/Toronto',
    })
    .execute();

  const pillars = await db.selectFrom('pillars').select(['id', 'key']).where('archived', '=', 0).execute();
  for (const p of pillars) if (p.key === 'activity' || p.key === 'sleep') await setUserPillarState(db, userId, p.id, true);

  // Onboarding, answered 21 days ago through the real engine.
  const onboarding = new OnboardingService(db, () => content);
  // Onboarding answers and readings stay below the urgent-alert thresholds; the one alert of the demo
  // comes from the PHQ-9 of seedDemoCareHistory, and its e-mail waits in the outbox for the server.
  const mailContext = () => ({ clinicName: content.landing.clinicName, publicUrl, outboxKey });
  const alerts = new AlertService({
    db,
    audit: new AuditService(db),
    mailContext,
    kickMail: () => {},
    workflow: () => ({ rules: content.careWorkflow, timeZone: content.landing.timeZone }),
    outOfHours: (locale) => content.byLocale[locale].careWorkflow.out_of_hours,
  });
  const surveys = new SurveyService(db, onboarding, alerts, content);
  await onboarding.start(userId);
  for (const key of ['health-profile', 'exercise-vital-sign', 'eating-check', 'audit-c', 'sleep-check']) {
    if (content.surveys.some((s) => s.key === key)) await surveys.submit(userId, key, ANSWERS[key]!);
  }
  const state = await onboarding.status(userId);
  for (const s of state.surveys) if (s.status === 'pending') await onboarding.skip(userId, s._id);
  await onboarding.completionSeen(userId);
  const answeredAt = new Date(Date.now() - 21 * DAY).toISOString();
  await db.updateTable('survey_responses').set({ completed_at: answeredAt }).where('user_id', '=', userId).execute();
  await db.updateTable('recommendations').set({ created_at: answeredAt, updated_at: answeredAt }).where('user_id', '=', userId).execute();
  await db
    .updateTable('program_suggestions')
    .set({ created_at: answeredAt, updated_at: answeredAt })
    .where('user_id', '=', userId)
    .execute();

  // Progress on a few recommendations.
  const recs = await db
    .selectFrom('recommendations as r')
    .innerJoin('recommendation_templates as t', 't.id', 'r.template_id')
    .select(['r.id', 't.key'])
    .where('r.user_id', '=', userId)
    .execute();
  const progress: Record<string, { status: 'in_progress' | 'completed'; daysAgo: number }> = {
    'general-know-blood-pressure': { status: 'in_progress', daysAgo: 18 },
    'activity-150-minutes': { status: 'in_progress', daysAgo: 15 },
    'activity-break-up-sitting': { status: 'completed', daysAgo: 9 },
    'general-medication-review': { status: 'completed', daysAgo: 5 },
    'sleep-consistent-schedule': { status: 'in_progress', daysAgo: 12 },
  };
  for (const r of recs) {
    const p = progress[r.key];
    if (!p) continue;
    const at = new Date(Date.now() - p.daysAgo * DAY).toISOString();
    await db
      .updateTable('recommendations')
      .set({ status: p.status, updated_at: at, completed_at: p.status === 'completed' ? at : null })
      .where('id', '=', r.id)
      .execute();
  }

  // Two programmes, started 14 days ago, tracked on most days.
  const programs = new ProgramService(db, content);
  const rand = seeded(20261122);
  const startedAt = new Date(Date.now() - 14 * DAY).toISOString();
  for (const key of ['walk-to-150', 'strength-foundations']) {
    const def = content.programs.find((p) => p.key === key);
    if (!def) continue;
    const { program } = await programs.start(userId, key, false, dayAgo(0));
    await db
      .updateTable('program_enrollments')
      .set({ started_at: startedAt, start_day: dayAgo(14) })
      .where('user_id', '=', userId)
      .where('program_id', '=', program._id)
      .execute();
    for (let d = 13; d >= 1; d--) {
      if (def.type === 'standard' ? rand() < 0.2 : d % 2 === 0) continue; // missed days; strength every other day
      const itemValues: Record<string, string | number> = {};
      const completed: number[] = [];
      def.action_items.forEach((item, i) => {
        if (item.type === 'number')
          itemValues[String(i)] = Math.min(item.max, Math.max(item.min, Math.round(15 + (13 - d) * 1.5 + rand() * 10)));
        else if (item.type === 'radio') itemValues[String(i)] = item.options[Math.min(item.options.length - 1, rand() < 0.6 ? 1 : 0)]!;
        else if (item.type === 'checkmark' && rand() < 0.8) completed.push(i);
      });
      const exercise_tracking = program.exercises.map((e) => ({
        exercise_id: e.exercise_id,
        sets_completed: Array.from({ length: Math.min(e.sets, d > 7 ? 2 : e.sets) }, () => ({
          amount: e.reps,
          weight: e.unit === 'reps' && /row|press|squat/i.test(e.name) ? 5 : null,
          notes: '',
          unit: e.unit,
          completed: true,
        })),
      }));
      await programs.track(
        userId,
        program._id,
        {
          date: dayAgo(d),
          completed_items: completed,
          item_values: itemValues,
          exercise_tracking: def.type === 'exercise' ? exercise_tracking : [],
        },
        { today: dayAgo(0), latest: dayAgo(0) },
      );
    }
  }

  // Lab reports over a year.
  const labs = new BloodResultService(db);
  const markerKeys = new Set(content.bloodMarkers.map((m) => m.key));
  for (const lab of LABS) {
    const values = Object.entries(lab.values)
      .filter(([k]) => markerKeys.has(k))
      .map(([k, value]) => ({ marker_id: k, value, unit: content.bloodMarkers.find((m) => m.key === k)!.unit }));
    if (values.length) await labs.addReport(userId, { test_date: dayAgo(lab.daysAgo), lab_name: lab.lab, values });
  }

  // A month of home blood pressure, morning and evening, easing from the high 130s to the high 120s.
  const vitals = new VitalsService(db, alerts, programs);
  for (let d = 30; d >= 0; d--) {
    for (const hour of [7, 20]) {
      if (rand() < 0.15) continue;
      const trend = (30 - d) / 30;
      const systolic = Math.round(139 - 10 * trend + (rand() - 0.5) * 8);
      const diastolic = Math.round(87 - 6 * trend + (rand() - 0.5) * 6);
      const at = new Date(`${dayAgo(d)}T${String(hour).padStart(2, '0')}:15:00-05:00`);
      if (at.getTime() > Date.now()) continue;
      await vitals.addReading(userId, {
        systolic,
        diastolic,
        pulse: Math.round(66 + (rand() - 0.5) * 10),
        measured_at: at.toISOString(),
        arm: 'left',
        notes: '',
      });
    }
  }

  // A month of activity: walks most days, strength twice a week.
  for (let d = 30; d >= 0; d--) {
    if (rand() < 0.75)
      await vitals.addActivity(
        userId,
        {
          date: dayAgo(d),
          type: 'walking',
          minutes: Math.round(20 + rand() * 25),
          intensity: rand() < 0.7 ? 'moderate' : 'light',
          notes: '',
        },
        dayAgo(0),
      );
    if (d % 7 === 2 || d % 7 === 5)
      await vitals.addActivity(
        userId,
        {
          date: dayAgo(d),
          type: 'strength',
          minutes: 25,
          intensity: 'moderate',
          notes: 'Strength Foundations session',
        },
        dayAgo(0),
      );
  }

  const conditions = await db.selectFrom('conditions').select(['id', 'key']).where('key', 'in', ['hypertension', 'dyslipidemia']).execute();
  for (const c of conditions) await setMemberCondition(db, userId, c.id, true);

  await seedDemoCareHistory(db, content, userId, { surveys, mailContext });
  return userId;
}
