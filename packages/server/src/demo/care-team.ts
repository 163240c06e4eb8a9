import type { StaffRole } from '@wellpath/shared/staff/roles';
import type { Answers } from '@wellpath/shared/surveys/engine';
import type { Db } from '../db/connection.js';
import type { ContentBundle } from '../content/loader.js';
import { DAY_MS, nowIso } from '../lib/clock.js';
import type { SecretBox } from '../lib/secret-box.js';
import { newId } from '../lib/tokens.js';
import { newTotpSecret } from '../lib/totp.js';
import type { MailContext } from '../mail/templates.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { ProgramService } from '../modules/programs/programs.service.js';
import { MessageService } from '../modules/messages/messages.service.js';
import { ProgramRequestService } from '../modules/program-requests/program-requests.service.js';
import type { SurveyService } from '../modules/surveys/surveys.service.js';
import { PasswordHasher } from '../modules/user/password-hasher.js';
import { findUserByEmail, insertUser, revokeUserSessions, updateUser } from '../modules/user/user.service.js';

export const DEMO_STAFF_PASSWORD = 'Demo-Staff-2026';

/** One account per role; the coach's is the account of a coach profile of the content, so messages to that coach reach it. */
export const DEMO_STAFF: ReadonlyArray<{ email: string; role: StaffRole; firstName: string; lastName: string; coachKey?: string }> = [
  { email: 'clinician@wellpath.example', role: 'clinician', firstName: 'Amira', lastName: 'Haddad' },
  { email: 'coach@wellpath.example', role: 'coach', firstName: 'Lucas', lastName: 'Tremblay', coachKey: 'lucas-tremblay' },
  { email: 'admin@wellpath.example', role: 'admin', firstName: 'Jordan', lastName: 'Leclerc' },
];

export interface DemoStaffAccount {
  email: string;
  role: StaffRole;
  name: string;
  /** The authenticator key (base32), for the demo to add to an authenticator app. */
  totpSecret: string;
}

/** The key an account already has, when this server's key can open it: a phone that holds it keeps working. */
function keptSecret(box: SecretBox, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

/**
 * The demo care team: a clinician, a coach and an administrator, password DEMO_STAFF_PASSWORD, each
 * with a second factor already enrolled (the key sealed as SecondFactor seals it) so they log in with
 * a 6-digit code at once. Running it again resets the accounts (password, role, a live session ends)
 * but keeps each authenticator key.
 */
export async function seedDemoCareTeam(db: Db, box: SecretBox): Promise<DemoStaffAccount[]> {
  const hasher = new PasswordHasher();
  const accounts: DemoStaffAccount[] = [];
  for (const a of DEMO_STAFF) {
    const coach = a.coachKey ? await db.selectFrom('coaches').select('id').where('key', '=', a.coachKey).executeTakeFirst() : undefined;
    const existing = await findUserByEmail(db, a.email);
    const secret = keptSecret(box, existing?.totp_secret ?? null) ?? newTotpSecret();
    const now = nowIso();
    const account = {
      role: a.role,
      first_name: a.firstName,
      last_name: a.lastName,
      password_hash: await hasher.hash(DEMO_STAFF_PASSWORD),
      email_verified_at: now,
      deactivated_at: null,
      totp_secret: box.seal(secret),
      totp_enabled_at: now,
      totp_last_step: null,
      coach_id: coach?.id ?? null,
    };
    if (existing) {
      await updateUser(db, existing.id, account);
      await revokeUserSessions(db, existing.id);
    } else {
      await insertUser(db, {
        id: newId(),
        email: a.email,
        date_of_birth: '',
        street: '',
        city: '',
        province: '',
        postal_code: '',
        agreements_accepted_at: now,
        created_at: now,
        updated_at: now,
        sex: null,
        last_active_at: null,
        ...account,
      });
    }
    accounts.push({ email: a.email, role: a.role, name: `${a.firstName} ${a.lastName}`, totpSecret: secret });
  }
  return accounts;
}

/** PHQ-9 two days ago: mild symptoms, and item 9 answered "Several days", which raises an urgent alert. */
const PHQ9_ANSWERS: Answers = {
  q1_interest: 'q1_several_days',
  q2_down: 'q2_several_days',
  q3_sleep: 'q3_more_than_half',
  q4_tired: 'q4_several_days',
  q5_appetite: 'q5_not_at_all',
  q6_self_worth: 'q6_not_at_all',
  q7_concentration: 'q7_not_at_all',
  q8_movement: 'q8_not_at_all',
  q9_self_harm: 'q9_several_days',
};

/**
 * What the care team finds for the demo member, made through the real services: an open urgent alert
 * (a PHQ-9 whose item 9 raises it, as the alerts module does for any member; its e-mail goes to the
 * active clinicians), a pending programme request and a message thread to the demo coach.
 */
export async function seedDemoCareHistory(
  db: Db,
  content: ContentBundle,
  userId: string,
  services: { surveys: SurveyService; mailContext: () => MailContext },
): Promise<void> {
  const deps = { db, audit: new AuditService(db), mailContext: services.mailContext, kickMail: () => {} };
  const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS).toISOString();
  if (content.surveys.some((s) => s.key === 'phq-9')) {
    const response = await services.surveys.submit(userId, 'phq-9', PHQ9_ANSWERS);
    await db.updateTable('survey_responses').set({ completed_at: twoDaysAgo }).where('id', '=', response._id).execute();
    await db.updateTable('alerts').set({ created_at: twoDaysAgo }).where('user_id', '=', userId).execute();
  }

  await new ProgramRequestService({ ...deps, content, programs: new ProgramService(db, content) }).create(userId, {
    topic: 'A programme for better sleep',
    pillar_id: 'sleep',
    message:
      'I wake up around 4 every morning and cannot get back to sleep. Is there a programme that could help, alongside the walking one?',
  });

  const coach = DEMO_STAFF.find((s) => s.coachKey)?.coachKey;
  await new MessageService({ ...deps, workflow: () => ({ rules: content.careWorkflow, timeZone: content.landing.timeZone }) }).startThread(
    userId,
    {
      subject: 'Strength sessions and my knee',
      body: 'My left knee aches after the squats in Strength Foundations. Should I keep doing them, or is there something gentler I can do instead?',
      ...(coach && content.coaches.some((c) => c.key === coach) ? { coach_id: coach } : {}),
    },
  );
}
