import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LabComparator } from '@wellpath/shared/health/wire';

export type { LabComparator };

/** Booleans are stored as 0/1 integers so the same SQL runs on SQLite and PostgreSQL. */
export type Flag = number;
/** Timestamps are ISO 8601 UTC strings; calendar days are YYYY-MM-DD strings. */
export type Timestamp = string;

export interface UserTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  email_verified_at: Timestamp | null;
  agreements_accepted_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** For sex-specific lab ranges; null when the member has not said. */
  sex: 'female' | 'male' | null;
  /** member, or a care-team role: coach, clinician, admin (@wellpath/shared/staff/roles). */
  role: Generated<string>;
  deactivated_at: Timestamp | null;
  /** Staff TOTP key, sealed (lib/secret-box.ts); null until enrolment starts. */
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  totp_last_step: number | null;
  /** A coach's own profile (coaches table), so messages to that coach reach them. */
  coach_id: string | null;
  /** Moved forward with the session's last use: the care team's "last active". */
  last_active_at: Timestamp | null;
  /** The account's language ('en' or 'fr', decision 0050); null (accounts from before 0020): English. */
  language: Generated<'en' | 'fr' | null>;
  /** The member's IANA time zone (decision 0073): their "today" on the server; null until the web app or they set it. */
  time_zone: Generated<string | null>;
  /** The member's height in cm (decision 0084), for the BMI; null until they give it. */
  height_cm: Generated<number | null>;
  /** The population whose waist cut-off the member chose (decision 0102); null: the default. */
  waist_population: Generated<string | null>;
}
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;

export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  idle_seconds: Generated<number>;
  idle_expires_at: Timestamp | null;
  persistent: Generated<Flag>;
  /** 'full', or 'enrol' while a staff member must still set up their second factor. */
  stage: Generated<'full' | 'enrol'>;
  /** The User-Agent header at sign-in (at most 512 characters): shown as a device label, never trusted. */
  user_agent: Generated<string | null>;
  /** The IP the session was last used from (request.ip, TRUST_PROXY aware). */
  ip: Generated<string | null>;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'staff_invite';
export interface EmailTokenTable {
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';
export interface MailOutboxTable {
  id: string;
  /** What the message is about (verification, password-reset...). */
  kind: string;
  /** Emptied once the message has left; `recipient_hash` (SHA-256 of the address) stays. */
  to_address: string;
  recipient_hash: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  /** Counted when a worker claims the message, so a send that crashed the worker counts too. */
  attempts: number;
  /** When the message is due; while claimed, the end of the claim's lease (then it is due again). */
  next_attempt_at: Timestamp;
  /** The random token of the worker's claim; only that claim may record the outcome. */
  claim_token: string | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Extra headers (List-Unsubscribe) as a JSON object; null when none, or once the message has left. */
  headers: Generated<string | null>;
  /** The iCalendar attachment (`{ method, content }` as JSON, sealed) of an appointment e-mail (decision 0097); null once sent. */
  calendar: Generated<string | null>;
}

export interface SecurityEventTable {
  id: string;
  user_id: string | null;
  type: string;
  ip: string | null;
  created_at: Timestamp;
}

/** A catalogue row, synced from content/ by its key (db/table-parts `key`, `archived`): archived, not deleted, when it leaves the content. */
export interface CatalogueColumns {
  id: string;
  key: string;
  archived: Flag;
}

/** A catalogue row shown in the content's order (db/table-parts `ordered`). */
export interface OrderedCatalogueColumns extends CatalogueColumns {
  sort_order: number;
}

export interface PillarTable extends OrderedCatalogueColumns {
  name: string;
  slug: string;
  description: string;
  icon: string;
}

export interface UserPillarTable {
  user_id: string;
  pillar_id: string;
  is_active: Flag;
  updated_at: Timestamp;
}

export interface EducationCategoryTable extends OrderedCatalogueColumns {
  parent_id: string | null;
  name: string;
  slug: string;
  description: string;
}

export interface RecommendationTemplateTable extends CatalogueColumns {
  pillar_id: string | null;
  title: string;
  category: string;
  subcategory: string;
  color: string;
  description: string;
  /** JSON array of { title, url }. */
  external_links: string;
}

export interface RecommendationTable {
  id: string;
  user_id: string;
  template_id: string;
  status: 'not_started' | 'in_progress' | 'completed';
  /** Why it was created: a Provenance as JSON (lib/provenance.ts); null when nothing triggered it. */
  source: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface ExerciseTable extends CatalogueColumns {
  name: string;
  category: string;
  level: string;
  default_unit: string;
  summary: string;
  details: string;
}

export interface ProgramTable extends OrderedCatalogueColumns {
  title: string;
  type: 'standard' | 'exercise';
  level: string | null;
  pillar_id: string | null;
  duration: number;
  duration_unit: 'days' | 'weeks' | 'months';
  /** Every day, or `schedule_target` sessions a week (content/programs `schedule`). */
  schedule_per: Generated<'day' | 'week'>;
  schedule_target: Generated<number>;
  /** The home readings a home-monitoring programme asks for ('blood-pressure'); null for the others. */
  readings: Generated<string | null>;
  short_text: string;
  description: string;
  action_items: string;
  exercises: string;
}

export interface SurveyTable extends OrderedCatalogueColumns {
  title: string;
  description: string;
  pillar_id: string | null;
  definition: string;
}

export interface SurveyResponseTable {
  id: string;
  user_id: string;
  survey_id: string;
  answers: string;
  score: number | null;
  range_text: string | null;
  alerts: string;
  outcomes: string;
  completed_at: Timestamp;
}

export interface SurveyDraftTable {
  user_id: string;
  survey_id: string;
  answers: string;
  step: number;
  updated_at: Timestamp;
}

export type OnboardingStatus = 'not_started' | 'in_progress' | 'completed';
export interface OnboardingTable {
  user_id: string;
  status: OnboardingStatus;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  completion_seen_at: Timestamp | null;
}

export interface OnboardingSurveyTable {
  user_id: string;
  survey_id: string;
  position: number;
  status: 'pending' | 'completed' | 'skipped';
  added_by_response_id: string | null;
  /** Why it was created: a Provenance as JSON (lib/provenance.ts); null when nothing triggered it. */
  source: string | null;
  added_at: Timestamp;
}

export interface ProgramSuggestionTable {
  id: string;
  user_id: string;
  program_id: string;
  status: 'active' | 'removed' | 'started';
  /** Why it was created: a Provenance as JSON (lib/provenance.ts); null when nothing triggered it. */
  source: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EnrollmentStatus = 'active' | 'completed' | 'left';
export interface ProgramEnrollmentTable {
  id: string;
  user_id: string;
  program_id: string;
  status: EnrollmentStatus;
  started_at: Timestamp;
  start_day: string;
  ended_at: Timestamp | null;
  suggestion_id: string | null;
}
export type EnrollmentRow = Selectable<ProgramEnrollmentTable>;

export interface ProgramSlotTable {
  user_id: string;
  slot: number;
  enrollment_id: string;
}

export interface TrackingEntryTable {
  id: string;
  enrollment_id: string;
  user_id: string;
  date: string;
  completed_items: string;
  item_values: string;
  exercise_tracking: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type TrackingEntryRow = Selectable<TrackingEntryTable>;

/**
 * Who owns a piece of the care team's work, and since when: a staff member, or null while it waits
 * in its pool (a removed staff account gives its work back to the pool). Alerts have them since
 * migration 0032 (the clinicians' pool), programme requests since migration 0040 (the care team's pool).
 */
interface OwnedColumns {
  assigned_to: Generated<string | null>;
  assigned_at: Generated<Timestamp | null>;
}

export type ProgramRequestStatus = 'pending' | 'in_review' | 'approved' | 'declined';
/** A member's request for a programme; its owner (OwnedColumns, migration 0040): null is the care team's pool. */
export interface ProgramRequestTable extends OwnedColumns {
  id: string;
  user_id: string;
  topic: string;
  pillar_id: string | null;
  message: string;
  status: ProgramRequestStatus;
  reply: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  replied_at: Timestamp | null;
  /** The staff member who wrote the reply. */
  replied_by: string | null;
  /** The programme the care team started for the member on approving it (migration 0040). */
  started_program_id: Generated<string | null>;
  started_at: Generated<Timestamp | null>;
}

export interface BloodMarkerTable extends OrderedCatalogueColumns {
  name: string;
  category: string;
  unit: string;
  definition: string;
}

export interface LabReportTable {
  id: string;
  user_id: string;
  test_date: string;
  lab_name: string;
  source: 'manual' | 'fhir' | 'csv';
  created_at: Timestamp;
  /** The staff member who entered it for the member (migration 0033, lib/entered-by.ts); null: the member did. */
  entered_by: string | null;
}

export interface BloodResultTable {
  id: string;
  user_id: string;
  report_id: string;
  marker_id: string;
  value: number;
  original_value: number;
  original_unit: string;
  test_date: string;
  external_id: string | null;
  created_at: Timestamp;
  /** The lab's own reference range (FHIR imports), in the canonical unit; null = not given. */
  lab_range_min: number | null;
  lab_range_max: number | null;
  /** A censored value's side ('<' 0.3, '>' 90): `value` holds the bound (migration 0024); null = an ordinary value. */
  comparator: LabComparator | null;
  /** The LOINC code the lab reported it under; null when typed in by hand without one. */
  loinc_code: string | null;
}

export interface BpReadingTable {
  id: string;
  user_id: string;
  systolic: number;
  diastolic: number;
  pulse: number | null;
  measured_at: Timestamp;
  arm: 'left' | 'right' | null;
  notes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The staff member who entered it for the member (migration 0033, lib/entered-by.ts); null: the member did. */
  entered_by: string | null;
  /** Where the value came from: manual, or the app of an import (migration 0042, decision 0104); optional to write, always read. */
  source?: string;
  /** The import that stored it (migration 0042); null when entered in the app. */
  import_id?: string | null;
}

/** A body measurement in SI (decision 0084): weight in kg, waist in cm, body fat in %. */
export interface BodyMeasurementTable {
  id: string;
  user_id: string;
  kind: 'weight' | 'waist' | 'body_fat';
  value: number;
  measured_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Where the value came from: manual, or the app of an import (migration 0042, decision 0104); optional to write, always read. */
  source?: string;
  /** The import that stored it (migration 0042); null when entered in the app. */
  import_id?: string | null;
}

/** A medication of the member's (decision 0089): from the catalogue (key, with its class and ATC code then) or typed freely. */
export interface MedicationTable {
  id: string;
  user_id: string;
  catalogue_key: string | null;
  drug_class: string | null;
  atc: string | null;
  /** The catalogue's English name when chosen from it, or the name as typed. */
  name: string;
  dose_amount: number | null;
  dose_unit: string | null;
  frequency: string | null;
  reason: string;
  /** Calendar days (YYYY-MM-DD). */
  started_on: string | null;
  stopped_on: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** In the tracking popup's daily "taken" check (migration 0044, decision 0112), 0/1; optional to write, always read. */
  track_daily?: Flag;
  /** The member's day the daily check was turned on; null when off. */
  track_since?: string | null;
}

/** A day the member ticked a medication "taken" in the daily check (decision 0112): one per medication and day. */
export interface MedicationDoseTable {
  id: string;
  user_id: string;
  medication_id: string;
  /** The member's calendar day (YYYY-MM-DD). */
  day: string;
  created_at: Timestamp;
}

/** A member's personal target set by a clinician (decision 0091): one per member and kind; `value` is the systolic for blood pressure. */
export interface MemberTargetTable {
  id: string;
  user_id: string;
  kind: 'blood_pressure' | 'ldl' | 'hba1c' | 'weight' | 'activity';
  value: number;
  diastolic: number | null;
  /** Why, for the member to read. */
  note: string;
  set_by: string | null;
  /** The clinician's name when they set it (kept if their account goes). */
  set_by_name: string;
  set_at: Timestamp;
}

/** A fast weight loss flagged to the care team (decision 0103): at most one open (not reviewed) per member. */
export interface WeightReviewTable {
  id: string;
  user_id: string;
  /** 'fast_loss' (more than 1.5 kg a week, three weeks running) or 'low_bmi' (a BMI under 18.5 after a loss). */
  reason: string;
  /** The weights that raised it (JSON, shared/health/weight-loss.ts). */
  evidence: string;
  raised_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
}

export interface ActivityTable {
  id: string;
  user_id: string;
  date: string;
  type: string;
  minutes: number;
  intensity: string;
  strength: Flag;
  notes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Where the value came from: manual, or the app of an import (migration 0042, decision 0104); optional to write, always read. */
  source?: string;
  /** The import that stored it (migration 0042); null when entered in the app. */
  import_id?: string | null;
}

export interface ConditionTable extends OrderedCatalogueColumns {
  name: string;
  summary: string;
  description: string;
  related: string;
}

export interface UserConditionTable {
  user_id: string;
  condition_id: string;
  created_at: Timestamp;
  /** The answer that put it on the record: a Provenance as JSON (lib/provenance.ts); null when the member marked it. */
  source: string | null;
}

/** A condition the member took off their record: no answer puts it back (migration 0014). */
export interface UserConditionUnmarkTable {
  user_id: string;
  condition_id: string;
  created_at: Timestamp;
}

/** A data step a migration left due, run after the content sync (db/backfills.ts): while its row is here. */
export interface PendingBackfillTable {
  name: string;
  created_at: Timestamp;
}

export interface EducationPostTable extends CatalogueColumns {
  category_id: string;
  subcategory_id: string | null;
  title: string;
  summary: string;
  body: string;
  /** The body without its markup, which the search indexes and quotes (migration 0015). */
  body_text: string;
  /** The French title, summary and body text the search indexes in French (migration 0037); the English where a post has none. */
  title_fr: string;
  summary_fr: string;
  body_text_fr: string;
  reading_minutes: number;
  meta: string;
  published: string;
}

export interface CoachTable extends OrderedCatalogueColumns {
  name: string;
  profile: string;
}

/** A conversation between a member and the care team (a coach, or "my care team" when coach_id is null). */
export interface MessageThreadTable {
  id: string;
  user_id: string;
  coach_id: string | null;
  /** The staff member who owns the thread; null while unassigned. */
  assigned_to: string | null;
  subject: string;
  created_at: Timestamp;
  /** When the last message was written, and by whom. */
  updated_at: Timestamp;
  last_author_role: 'member' | 'staff';
  member_read_at: Timestamp | null;
  staff_read_at: Timestamp | null;
  /** When it got its current owner (migration 0040). */
  assigned_at: Generated<Timestamp | null>;
}

/** Per staff member: up to when new messages and requests were e-mailed to them (migration 0040, decision 0101). */
export interface CareDigestTable {
  staff_id: string;
  covered_until: Timestamp;
  sent_at: Timestamp | null;
}

/** Work given to someone else by someone other than its owner (migration 0043, decision 0110): told to the owner once. */
export interface CareHandoverTable {
  id: string;
  /** Whose it was: the one told. */
  staff_id: string;
  item_kind: 'alert' | 'thread' | 'request';
  item_id: string;
  member_id: string;
  /** Who took it (null once their account is removed); their name as it was. */
  taken_by: string | null;
  taken_by_name: string;
  at: Timestamp;
}

export interface ThreadMessageTable {
  id: string;
  thread_id: string;
  author_id: string | null;
  author_role: 'member' | 'staff';
  body: string;
  created_at: Timestamp;
}

export interface RecoveryCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

/** A safety alert on a member; its owner (OwnedColumns, migration 0032): null is the clinicians' pool. */
export interface AlertTable extends OwnedColumns {
  id: string;
  user_id: string;
  kind: 'phq9_item9' | 'bp_crisis' | 'critical_lab';
  source_key: string;
  summary: string;
  created_at: Timestamp;
  acknowledged_by: string | null;
  acknowledged_at: Timestamp | null;
  resolved_by: string | null;
  resolved_at: Timestamp | null;
  resolution_note: string | null;
  /** When the member deleted their account (migration 0022): `user_id` then names no account. */
  member_deleted_at: Generated<Timestamp | null>;
  /** While the alert of a deleted member is open: their name, e-mail and address, as JSON (AlertContact). */
  member_contact: Generated<string | null>;
  /** By when someone must acknowledge it (decision 0085); null for alerts raised before migration 0032. */
  due_at: Generated<Timestamp | null>;
  /** When, still not acknowledged, it goes to the administrators. */
  admins_due_at: Generated<Timestamp | null>;
  /** When it was escalated to the clinicians' pool and CARE_TEAM_INBOX, then to the administrators (decision 0086). */
  escalated_at: Generated<Timestamp | null>;
  escalated_admins_at: Generated<Timestamp | null>;
}

/** A care-team note on a member's chart (migration 0033, decision 0087); editable by its author for 24 hours. */
export interface CareNoteTable {
  id: string;
  /** The member the note is about. */
  user_id: string;
  author_id: string;
  /** The author's name and role when they wrote it. */
  author_name: string;
  author_role: string;
  /** call, visit, review, other or coaching (@wellpath/shared/staff/notes). */
  type: string;
  /** The day of the contact the note is about (YYYY-MM-DD). */
  noted_on: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What amends a note once it can no longer be edited: append-only (a trigger refuses UPDATE). */
export interface CareNoteAddendumTable {
  id: string;
  note_id: string;
  user_id: string;
  author_id: string;
  author_name: string;
  author_role: string;
  body: string;
  created_at: Timestamp;
}

/** Append-only (database triggers refuse UPDATE and DELETE). */
export interface AccessLogTable {
  id: string;
  staff_id: string;
  staff_name: string;
  staff_role: string;
  member_id: string | null;
  action: string;
  detail: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** A member's reminder e-mails (decision 0042); flags are 0/1. */
export interface ReminderPreferenceTable {
  user_id: string;
  /** IANA name, checked with Intl. */
  time_zone: string;
  /** HH:MM on the member's clock. */
  time: string;
  daily: Flag;
  weekly: Flag;
  blood_pressure: Flag;
  /** The next instant a scheduler pass looks at this member; null while every e-mail is off. */
  next_run_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One reminder e-mail put in the outbox: unique per member, kind and local day, so never sent twice. */
export interface ReminderSendTable {
  id: string;
  user_id: string;
  kind: string;
  /** The member's day it was for (the Monday of the week for the weekly summary). */
  local_date: string;
  /** SHA-256 of the e-mail's unsubscribe token. */
  unsubscribe_hash: string;
  created_at: Timestamp;
}

/**
 * A member's `Idempotency-Key` (migration 0021, decision 0065): the request it was first sent with
 * (its fingerprint), and once answered, the answer it replays until `expires_at`.
 */
export interface IdempotencyKeyTable {
  user_id: string;
  key: string;
  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  fingerprint: string;
  /** The random token of the request running it; null once answered. */
  claim_token: string | null;
  /** Until when that request may still be running; a claim past it was left by a copy that stopped. */
  locked_until: Timestamp | null;
  /** The answer's status; null while the first request runs. */
  status: number | null;
  /** The answer as JSON (`{ body }`, or `{ error }` for a 4xx). */
  response: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** A member's deleted rows, restorable for a few minutes (decision 0036): the undo of a deletion. */
export interface DeletedRecordTable {
  id: string;
  user_id: string;
  /** 'bp_reading', 'activity' or 'lab_report'. */
  kind: string;
  record_id: string;
  /** The rows as they were, JSON. */
  payload: string;
  deleted_at: Timestamp;
}

/** One clinic day's computation of the programme's results for one period (decision 0098): claimed by one copy. */
export interface OutcomeRunTable {
  day: string;
  /** The period picker's value: the members who joined within it (outcomes PERIODS). */
  period: string;
  /** The random token of the copy computing it, and since when; a claim older than the lease may be taken over. */
  claim_token: string | null;
  claimed_at: Timestamp | null;
  /** Set once every cohort of the day and period is stored. */
  finished_at: Timestamp | null;
}

/** The figures of one cohort for one day and period (decision 0098): JSON of counts and medians, never a member. */
export interface OutcomeFiguresTable {
  day: string;
  period: string;
  cohort: string;
  figures: string;
  computed_at: Timestamp;
}

/** When a member last logged something themselves, kept by triggers (migration 0045, decision 0122). */
export interface MemberLastLoggedTable {
  user_id: string;
  at: Timestamp;
}

/** A staff member's saved filter of the member list (migration 0046, decision 0123); the owner's alone. */
export interface SavedFilterTable {
  id: string;
  owner_id: string;
  name: string;
  /** JSON of savedFilterCriteriaSchema (shared staff/wire.ts). */
  filters: string;
  created_at: Timestamp;
}

/** What the care team did about a member who went quiet (decision 0099); the member's own. */
export interface OutreachActionTable {
  id: string;
  user_id: string;
  /** 'check_in' (the clinic's message sent), 'snooze' (with a reason), 'phone' (reached by phone). */
  kind: string;
  /** A snooze's reason, for the care team; empty for the others. */
  reason: string;
  /** Until when the member stays out of the queue (unless they log something before). */
  held_until: Timestamp;
  staff_id: string | null;
  staff_name: string;
  created_at: Timestamp;
}

export interface Database {
  users: UserTable;
  recovery_codes: RecoveryCodeTable;
  alerts: AlertTable;
  access_log: AccessLogTable;
  care_notes: CareNoteTable;
  care_note_addenda: CareNoteAddendumTable;
  sessions: SessionTable;
  email_tokens: EmailTokenTable;
  mail_outbox: MailOutboxTable;
  security_events: SecurityEventTable;
  pillars: PillarTable;
  user_pillars: UserPillarTable;
  education_categories: EducationCategoryTable;
  recommendation_templates: RecommendationTemplateTable;
  recommendations: RecommendationTable;
  exercises: ExerciseTable;
  programs: ProgramTable;
  surveys: SurveyTable;
  survey_responses: SurveyResponseTable;
  survey_drafts: SurveyDraftTable;
  onboarding: OnboardingTable;
  onboarding_surveys: OnboardingSurveyTable;
  program_suggestions: ProgramSuggestionTable;
  program_enrollments: ProgramEnrollmentTable;
  program_slots: ProgramSlotTable;
  tracking_entries: TrackingEntryTable;
  program_requests: ProgramRequestTable;
  blood_markers: BloodMarkerTable;
  lab_reports: LabReportTable;
  blood_results: BloodResultTable;
  deleted_records: DeletedRecordTable;
  bp_readings: BpReadingTable;
  body_measurements: BodyMeasurementTable;
  medications: MedicationTable;
  medication_doses: MedicationDoseTable;
  member_targets: MemberTargetTable;
  activities: ActivityTable;
  conditions: ConditionTable;
  user_conditions: UserConditionTable;
  user_condition_unmarks: UserConditionUnmarkTable;
  pending_backfills: PendingBackfillTable;
  education_posts: EducationPostTable;
  coaches: CoachTable;
  message_threads: MessageThreadTable;
  thread_messages: ThreadMessageTable;
  reminder_preferences: ReminderPreferenceTable;
  reminder_sends: ReminderSendTable;
  idempotency_keys: IdempotencyKeyTable;
  outcome_runs: OutcomeRunTable;
  outcome_figures: OutcomeFiguresTable;
  outreach_actions: OutreachActionTable;
  member_last_logged: MemberLastLoggedTable;
  saved_filters: SavedFilterTable;
  data_imports: DataImportTable;
  data_import_batches: DataImportBatchTable;
  daily_steps: DailyStepsTable;
  weight_reviews: WeightReviewTable;
  care_digests: CareDigestTable;
  care_handovers: CareHandoverTable;
  staff_calendars: StaffCalendarTable;
  staff_hour_exceptions: StaffHourExceptionTable;
  appointments: AppointmentTable;
  appointment_cells: AppointmentCellTable;
  appointment_preferences: AppointmentPreferenceTable;
}

/** One import of a file from a member's app (migration 0042, decision 0104); it owns the values it stored. */
export interface DataImportTable {
  id: string;
  user_id: string;
  source: string;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** Undone: every value it stored is deleted; the import stays in the history. */
  undone_at: Timestamp | null;
  /** Values found already in the app (skipped) and values refused, over all its batches. */
  duplicates: number;
  refused: number;
  /** It raised its one alert (at most one per import). */
  alerted: Flag;
  /** What it stored, by kind: JSON `{ "weight": 12, ... }` (kept when undone, for the history). */
  counts: string;
}

/** A batch an import received, with the JSON it answered: the same batch again answers that. */
export interface DataImportBatchTable {
  import_id: string;
  user_id: string;
  batch: number;
  answer: string;
  created_at: Timestamp;
}

/** A day's step count from an app (migration 0042): one per member, day and source. */
export interface DailyStepsTable {
  id: string;
  user_id: string;
  date: string;
  steps: number;
  source: string;
  import_id: string | null;
  created_at: Timestamp;
}

/** A staff member's usual week (decision 0096): `days` is the weekly hours' days as JSON, on `time_zone`'s clock; `types` the keys offered (JSON). */
export interface StaffCalendarTable {
  staff_id: string;
  time_zone: string;
  days: string;
  types: string;
  meeting_url: string | null;
  updated_at: Timestamp;
}

/** One day that differs from a staff member's usual week: `hours` null is a day off, else that day's hours as JSON. */
export interface StaffHourExceptionTable {
  staff_id: string;
  date: string;
  hours: string | null;
  note: Generated<string>;
}

/** One visit with the care team (decision 0096); `member_id` null once the member deleted their account. */
export interface AppointmentTable {
  id: string;
  member_id: string | null;
  staff_id: string | null;
  /** The staff member's name when booked (kept if their account goes). */
  staff_name: string;
  type_key: string;
  mode: 'in_person' | 'video' | 'phone';
  minutes: number;
  buffer_before: number;
  buffer_after: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: 'booked' | 'cancelled' | 'attended' | 'no_show';
  booked_by: 'member' | 'staff';
  /** RFC 5545 SEQUENCE: moved on with each change members' calendar apps are told of. */
  sequence: number;
  cancel_reason: string | null;
  cancelled_by: 'member' | 'staff' | null;
  cancelled_at: Timestamp | null;
  /** The staff member's private note (never shown to the member). */
  note: string | null;
  meeting_url: string | null;
  /** When the reminder e-mail went (or was passed over): setting it is the claim. */
  reminder_sent_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A 5-minute cell of a staff member's time kept by a booked visit: the primary key (staff_id, cell_start) forbids double booking. */
export interface AppointmentCellTable {
  staff_id: string;
  cell_start: Timestamp;
  appointment_id: string;
}

/** A member's appointment reminder choice (on when there is no row). */
export interface AppointmentPreferenceTable {
  user_id: string;
  reminders: number;
  updated_at: Timestamp;
}
