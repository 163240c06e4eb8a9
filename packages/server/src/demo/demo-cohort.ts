import type { Db } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import type { Insertable } from 'kysely';
import { newId } from '../lib/tokens.js';

// A year of a clinic's members for the demo (issue 37): a few hundred generated members who joined
// over the past 12 months, so the programme's results page has something to say. Deterministic (a
// seeded generator): every demo looks the same, relative to the day it is seeded. The mix is
// realistic rather than flattering: most verify and finish onboarding, engagement falls off over
// 60-90 days, and the numbers of those who stay move a little the right way, with noise.
// These members cannot log in (no password hash matches anything); rows are written in bulk.

const DAY = 86_400_000;
export const DEMO_COHORT_DOMAIN = 'cohort.wellpath.example';
export const DEMO_COHORT_SIZE = 300;

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Chloé',
  'William',
  'Léa',
  'Thomas',
  'Maya',
  'Félix',
  'Zoé',
  'Nathan',
  'Alice',
  'Samuel',
  'Jade',
  'Gabriel',
  'Amira',
  'Arjun',
  'Mei',
  'Kwame',
];
const LAST = [
  'Bélanger',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Smith',
  'Brown',
  'Wilson',
  'Martin',
  'Singh',
  'Nguyen',
  'Lee',
  'Pelletier',
  'Morin',
  'Chen',
  'Okafor',
  'Haddad',
  'Fortin',
  'Girard',
  'Campbell',
];

/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (mean: number, sd: number) => {
    const u = Math.max(next(), 1e-9);
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
  return { next, normal, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

type Rows<T extends keyof Database> = Array<Insertable<Database[T]>>;

async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Rows<T>): Promise<void> {
  // Chunks small enough for SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** Removes the generated members (and, by cascade, all they logged). */
export async function clearDemoCohort(db: Db): Promise<void> {
  await db.deleteFrom('users').where('email', 'like', `%@${DEMO_COHORT_DOMAIN}`).execute();
}

/** Seeds DEMO_COHORT_SIZE generated members over the year before `now`; replaces the ones seeded before. */
export async function seedDemoCohort(db: Db, now: Date = new Date(), size = DEMO_COHORT_SIZE): Promise<number> {
  await clearDemoCohort(db);
  const g = generator(37);
  const at = (ms: number) => new Date(ms).toISOString();
  const nowMs = now.getTime();
  const programs = await db.selectFrom('programs').select(['id']).where('archived', '=', 0).orderBy('key').execute();
  const surveys = await db.selectFrom('surveys').select(['id', 'key']).where('key', 'in', ['phq-9', 'gad-7']).execute();
  const markers = await db
    .selectFrom('blood_markers')
    .select(['id', 'key'])
    .where('key', 'in', ['hba1c', 'ldl-c', 'total-cholesterol', 'hdl-c'])
    .execute();
  const profileSurvey = (await db.selectFrom('surveys').select('id').where('key', '=', 'health-profile').executeTakeFirst())?.id;
  const surveyId = (key: string) => surveys.find((s) => s.key === key)?.id;
  const markerId = (key: string) => markers.find((m) => m.key === key)?.id;

  const users: Rows<'users'> = [];
  const onboarding: Rows<'onboarding'> = [];
  const enrolments: Rows<'program_enrollments'> = [];
  const slots: Rows<'program_slots'> = [];
  const activities: Rows<'activities'> = [];
  const readings: Rows<'bp_readings'> = [];
  const weights: Rows<'body_measurements'> = [];
  const reports: Rows<'lab_reports'> = [];
  const results: Rows<'blood_results'> = [];
  const responses: Rows<'survey_responses'> = [];
  const tracking: Rows<'tracking_entries'> = [];
  const threads: Rows<'message_threads'> = [];
  const messages: Rows<'thread_messages'> = [];
  const requests: Rows<'program_requests'> = [];

  /** The health profile the heart risk reads, programme tracking, messages and programme requests (decision 0115). */
  const memberExtras = (id: string, joined: number, lastActive: number) => {
    if (profileSurvey && g.next() < 0.8)
      responses.push({
        id: newId(),
        user_id: id,
        survey_id: profileSurvey,
        answers: JSON.stringify({
          smoking: g.next() < 0.15 ? 'smoke_current' : 'smoke_never',
          conditions: g.next() < 0.1 ? ['cond_type2_diabetes'] : ['cond_none'],
          bp_treatment: g.next() < 0.3 ? 'bp_treated_yes' : 'bp_treated_no',
          family_history: g.next() < 0.2 ? 'family_yes' : 'family_no',
        }),
        score: null,
        range_text: null,
        alerts: '[]',
        outcomes: '[]',
        completed_at: at(joined + DAY / 10),
      });
    const running = enrolments.find((e) => e.user_id === id && e.status === 'active');
    if (running)
      for (let t = Math.max(joined + DAY, nowMs - 35 * DAY); t <= lastActive; t += Math.floor((1 + g.next() * 2) * DAY))
        tracking.push({
          id: newId(),
          enrollment_id: running.id,
          user_id: id,
          date: at(t).slice(0, 10),
          completed_items: '[]',
          item_values: '{}',
          exercise_tracking: '[]',
          created_at: at(t),
          updated_at: at(t),
        });
    // A programme finished before the one running: a member who stayed and joined four months ago or more.
    if (running && joined < nowMs - 120 * DAY && programs.length > 1)
      enrolments.push({
        id: newId(),
        user_id: id,
        program_id: programs.find((p) => p.id !== running.program_id)!.id,
        status: g.next() < 0.7 ? 'completed' : 'left',
        started_at: at(joined + 2 * DAY),
        start_day: at(joined + 2 * DAY).slice(0, 10),
        ended_at: at(joined + 60 * DAY),
        suggestion_id: null,
      });
    if (g.next() < 0.4 && lastActive > joined + DAY) {
      const asked = joined + DAY + g.next() * (lastActive - joined - DAY);
      const answered = g.next() < 0.85 ? asked + g.next() * 4 * DAY : null;
      const threadId = newId();
      const last = answered !== null && answered <= nowMs ? answered : asked;
      threads.push({
        id: threadId,
        user_id: id,
        coach_id: null,
        assigned_to: null,
        subject: 'A question about my programme',
        created_at: at(asked),
        updated_at: at(last),
        last_author_role: last === asked ? 'member' : 'staff',
        member_read_at: null,
        staff_read_at: null,
      });
      messages.push({
        id: newId(),
        thread_id: threadId,
        author_id: id,
        author_role: 'member',
        body: 'Is this normal?',
        created_at: at(asked),
      });
      if (last !== asked)
        messages.push({
          id: newId(),
          thread_id: threadId,
          author_id: null,
          author_role: 'staff',
          body: 'Yes, keep going.',
          created_at: at(last),
        });
    }
    if (g.next() < 0.25 && lastActive > joined + DAY) {
      const asked = joined + DAY + g.next() * (lastActive - joined - DAY);
      const replied = asked + g.next() * 5 * DAY;
      const done = replied <= nowMs && g.next() < 0.9;
      requests.push({
        id: newId(),
        user_id: id,
        topic: 'sleep',
        pillar_id: null,
        message: 'Could I join a programme on sleep?',
        status: done ? 'approved' : 'pending',
        reply: done ? 'Yes: it starts on Monday.' : null,
        created_at: at(asked),
        updated_at: at(done ? replied : asked),
        replied_at: done ? at(replied) : null,
        replied_by: null,
      });
    }
  };

  for (let i = 0; i < size; i++) {
    const id = newId();
    const joined = nowMs - Math.floor(g.next() * 365 * DAY) - Math.floor(g.next() * DAY);
    const verified = g.next() < 0.92;
    const onboarded = verified && g.next() < 0.82;
    const programme = onboarded && programs.length > 0 && g.next() < 0.75;
    // How long they keep logging: most drift away within three months, a third stay on.
    const staysDays = !onboarded ? 0 : g.next() < 0.33 ? 400 : Math.floor(10 + g.next() * 110);
    const lastActive = Math.min(nowMs, joined + staysDays * DAY);
    const age = 35 + Math.floor(g.next() * 40);
    const birth = new Date(nowMs - age * 365.25 * DAY - g.next() * 300 * DAY).toISOString().slice(0, 10);
    const sexDraw = g.next();
    const sex = sexDraw < 0.04 ? null : sexDraw < 0.54 ? ('female' as const) : ('male' as const);
    users.push({
      id,
      email: `member${String(i + 1).padStart(3, '0')}@${DEMO_COHORT_DOMAIN}`,
      password_hash: 'demo-cohort: no password',
      first_name: g.pick(FIRST),
      last_name: g.pick(LAST),
      date_of_birth: birth,
      street: '1 Demo Street',
      city: 'Ottawa',
      province: 'ON',
      postal_code: 'K1A 0B1',
      email_verified_at: verified ? at(joined + 600_000) : null,
      agreements_accepted_at: at(joined),
      created_at: at(joined),
      updated_at: at(joined),
      sex,
      time_zone: 'America/Toronto',
    });
    if (onboarded)
      onboarding.push({
        user_id: id,
        status: 'completed',
        started_at: at(joined + DAY / 24),
        completed_at: at(joined + DAY / 12),
        completion_seen_at: at(joined + DAY / 12),
      });
    if (programme) {
      // Still with it: active in the first of their slots; drifted away: left on their last day.
      const still = lastActive > nowMs - 14 * DAY;
      const enrolmentId = newId();
      enrolments.push({
        id: enrolmentId,
        user_id: id,
        program_id: g.pick(programs).id,
        status: still ? 'active' : 'left',
        started_at: at(joined + DAY),
        start_day: at(joined + DAY).slice(0, 10),
        ended_at: still ? null : at(Math.max(lastActive, joined + DAY)),
        suggestion_id: null,
      });
      if (still) slots.push({ user_id: id, slot: 1, enrollment_id: enrolmentId });
    }
    if (!onboarded) continue;
    // Engagement: the longer they stay, the more their numbers move (with noise either way).
    const engagedShare = Math.min(1, (lastActive - joined) / (120 * DAY));
    for (let t = joined + DAY; t <= lastActive; t += Math.floor((1.5 + g.next() * 3) * DAY)) {
      activities.push({
        id: newId(),
        user_id: id,
        date: at(t).slice(0, 10),
        type: 'walking',
        minutes: 15 + Math.floor(g.next() * 45),
        intensity: g.next() < 0.7 ? 'moderate' : 'light',
        strength: 0,
        notes: '',
        created_at: at(t),
        updated_at: at(t),
      });
    }
    const series = (everyDays: number, draw: (progress: number) => void) => {
      for (let t = joined + DAY * (1 + g.next() * 3); t <= lastActive; t += everyDays * DAY)
        draw((t - joined) / Math.max(DAY, lastActive - joined));
    };
    if (g.next() < 0.6) {
      const sys = g.normal(138, 12);
      const dia = g.normal(86, 8);
      series(7, (p) => {
        const t = joined + p * (lastActive - joined);
        const drop = 8 * engagedShare * p;
        const systolic = Math.round(Math.min(200, Math.max(95, g.normal(sys - drop, 5))));
        const diastolic = Math.round(Math.min(120, Math.max(55, g.normal(dia - drop / 2, 4))));
        const pulse = Math.round(g.normal(72, 8));
        // A morning and an evening reading (the home protocol): the outcomes average two or more (decision 0107).
        for (const [later, d] of [
          [0, 0],
          [0.4 * DAY, 2],
        ] as const) {
          if (t + later > nowMs) continue;
          readings.push({
            id: newId(),
            user_id: id,
            systolic: systolic - d,
            diastolic: diastolic - d / 2,
            pulse,
            measured_at: at(t + later),
            arm: 'left',
            notes: '',
            created_at: at(t + later),
            updated_at: at(t + later),
            entered_by: null,
          });
        }
      });
    }
    if (g.next() < 0.7) {
      const kg = g.normal(88, 14);
      series(14, (p) => {
        const t = joined + p * (lastActive - joined);
        const value = Math.round(kg * (1 - 0.045 * engagedShare * p + g.normal(0, 0.015)) * 10) / 10;
        weights.push({ id: newId(), user_id: id, kind: 'weight', value, measured_at: at(t), created_at: at(t), updated_at: at(t) });
      });
    }
    const lab = (key: string, base: number, change: number, unit: string, alongside: Array<[string, (v: number) => number]> = []) => {
      const marker = markerId(key);
      if (!marker) return;
      const tests = [joined - Math.floor(g.next() * 20) * DAY, joined + 95 * DAY];
      tests.forEach((t, n) => {
        if (t > nowMs || (n === 1 && lastActive < joined + 60 * DAY)) return;
        const reportId = newId();
        const value = Math.round((base + (n === 1 ? change * engagedShare + g.normal(0, Math.abs(change)) : 0)) * 10) / 10;
        reports.push({
          id: reportId,
          user_id: id,
          test_date: at(t).slice(0, 10),
          lab_name: 'LifeLabs',
          source: 'manual',
          created_at: at(Math.max(t, joined)),
        });
        const result = (markerKey: string, v: number) => {
          const m = markerId(markerKey);
          if (!m) return;
          results.push({
            id: newId(),
            user_id: id,
            report_id: reportId,
            marker_id: m,
            value: v,
            original_value: v,
            original_unit: unit,
            test_date: at(t).slice(0, 10),
            external_id: null,
            created_at: at(Math.max(t, joined)),
            lab_range_min: null,
            lab_range_max: null,
            comparator: null,
            loinc_code: null,
          });
        };
        result(key, value);
        // The same report's other markers (a lipid panel: total and HDL beside the LDL).
        for (const [other, of] of alongside) result(other, Math.round(of(value) * 100) / 100);
      });
    };
    if (g.next() < 0.35) lab('hba1c', g.normal(6.6, 0.8), -0.4, '%');
    const hdl = Math.max(0.7, g.normal(1.35, 0.3));
    if (g.next() < 0.55)
      lab('ldl-c', g.normal(3.4, 0.7), -0.4, 'mmol/L', [
        ['hdl-c', () => hdl + g.normal(0, 0.1)],
        ['total-cholesterol', (ldl) => ldl + hdl + g.normal(0.7, 0.2)],
      ]);
    for (const [key, max, mean] of [
      ['phq-9', 27, 8],
      ['gad-7', 21, 7],
    ] as const) {
      const survey = surveyId(key);
      if (!survey || g.next() > 0.6) continue;
      const base = Math.round(Math.min(max, Math.max(0, g.normal(mean, 5))));
      const times = [joined + DAY / 12, joined + 60 * DAY];
      times.forEach((t, n) => {
        if (t > lastActive) return;
        const score = n === 0 ? base : Math.round(Math.min(max, Math.max(0, base - 3 * engagedShare + g.normal(0, 2.5))));
        responses.push({
          id: newId(),
          user_id: id,
          survey_id: survey,
          answers: '{}',
          score,
          range_text: null,
          alerts: '[]',
          outcomes: '[]',
          completed_at: at(t),
        });
      });
    }
    memberExtras(id, joined, lastActive);
  }

  await insertAll(db, 'users', users);
  await insertAll(db, 'onboarding', onboarding);
  await insertAll(db, 'program_enrollments', enrolments);
  await insertAll(db, 'program_slots', slots);
  await insertAll(db, 'activities', activities);
  await insertAll(db, 'bp_readings', readings);
  await insertAll(db, 'body_measurements', weights);
  await insertAll(db, 'lab_reports', reports);
  await insertAll(db, 'blood_results', results);
  await insertAll(db, 'survey_responses', responses);
  await insertAll(db, 'tracking_entries', tracking);
  await insertAll(db, 'message_threads', threads);
  await insertAll(db, 'thread_messages', messages);
  await insertAll(db, 'program_requests', requests);
  return users.length;
}
