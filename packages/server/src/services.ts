import { MemberReads } from './lib/member-reads.js';
import { IdempotencyKeys } from './lib/idempotency.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { ContentBundle } from './content/loader.js';
import { MailDelivery, OutboxKey } from './mail/outbox.js';
import type { MailContext } from './mail/templates.js';
import { localText } from './content/local-content.js';
import type { MailTransport } from './mail/transports.js';
import { AuthLimits } from './lib/auth-limits.js';
import { BackgroundTasks } from './lib/background.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import { UserService } from './modules/user/user.service.js';
import { SessionPurge } from './modules/user/session-purge.js';
import { LifestyleService } from './modules/lifestyle/lifestyle.service.js';
import { RecommendationService } from './modules/lifestyle/recommendations.service.js';
import { OnboardingService } from './modules/onboarding/onboarding.service.js';
import { SurveyService } from './modules/surveys/surveys.service.js';
import { SuggestionService } from './modules/programs/suggestions.service.js';
import { ProgramService } from './modules/programs/programs.service.js';
import { ExerciseService } from './modules/exercises/exercises.service.js';
import { ProgramRequestService } from './modules/program-requests/program-requests.service.js';
import { BloodResultService } from './modules/healthtracking/blood-results.service.js';
import { VitalsService } from './modules/healthtracking/vitals.service.js';
import { BodyService } from './modules/healthtracking/body.service.js';
import { MedicationService } from './modules/healthtracking/medications.service.js';
import { HeartRiskService } from './modules/heart-risk/heart-risk.service.js';
import { HomeService } from './modules/home/home.service.js';
import { ConditionService } from './modules/conditions/conditions.service.js';
import { CoachService } from './modules/coaches/coaches.service.js';
import { EducationService } from './modules/education/education.service.js';
import { CommonPasswords } from './lib/common-passwords.js';
import { PasswordGuesses } from './lib/password-guesses.js';
import { deriveKey, loadSecretKey, SecretBox } from './lib/secret-box.js';
import { DeviceCookies } from './lib/device-cookies.js';
import { SecondFactor } from './modules/staff/second-factor.js';
import { AccountSafetyService } from './modules/account-safety/account-safety.service.js';
import { StaffService } from './modules/staff/staff.service.js';
import { AuditService } from './modules/audit/audit.service.js';
import { MessageService } from './modules/messages/messages.service.js';
import { AlertService } from './modules/alerts/alerts.service.js';
import { MemberHealthFilters } from './modules/members/health-filters.js';
import { MemberService } from './modules/members/members.service.js';
import { SavedFilterService } from './modules/members/saved-filters.service.js';
import { NoteService } from './modules/notes/notes.service.js';
import { ChartService } from './modules/chart/chart.service.js';
import { TimelineService } from './modules/timeline/timeline.service.js';
import { PasswordPolicy } from './modules/user/password-policy.js';
import { PasswordHasher } from './modules/user/password-hasher.js';
import { SessionCache } from './modules/user/session-cache.js';
import { ContentService } from './modules/content/content.service.js';
import { SystemService } from './modules/system/system.service.js';
import { AccountDataService } from './modules/account-data/account-data.service.js';
import { ReminderService } from './modules/reminders/reminders.service.js';
import { TargetService } from './modules/targets/targets.service.js';
import { ImportService } from './modules/healthtracking/imports.service.js';
import { MetabolicService } from './modules/metabolic/metabolic.service.js';
import { WeightReviewService } from './modules/healthtracking/weight-review.service.js';
import { CareBodyService } from './modules/metabolic/care-body.service.js';
import { ReminderScheduler } from './modules/reminders/reminder-scheduler.js';
import { OutcomeService } from './modules/outcomes/outcomes.service.js';
import { OutreachService } from './modules/outreach/outreach.service.js';
import { CareWorkService } from './modules/care-work/care-work.service.js';
import { AppointmentService } from './modules/appointments/appointments.service.js';

/** Everything the routes use, built once per app from its configuration. */
export interface Services {
  config: Config;
  db: Db;
  content: ContentBundle;
  mail: MailDelivery;
  /** The server's key as the mail outbox uses it (decision 0070). */
  outboxKey: OutboxKey;
  sessionPurge: SessionPurge;
  background: BackgroundTasks;
  authLimits: AuthLimits;
  /** Signed cookies of browsers that signed in to an account before (decision 0071). */
  deviceCookies: DeviceCookies;
  hasher: PasswordHasher;
  passwordPolicy: PasswordPolicy;
  secondFactor: SecondFactor;
  userService: UserService;
  accountSafetyService: AccountSafetyService;
  contentService: ContentService;
  systemService: SystemService;
  lifestyleService: LifestyleService;
  recommendationService: RecommendationService;
  onboardingService: OnboardingService;
  surveyService: SurveyService;
  suggestionService: SuggestionService;
  programService: ProgramService;
  exerciseService: ExerciseService;
  programRequestService: ProgramRequestService;
  bloodResultService: BloodResultService;
  vitalsService: VitalsService;
  bodyService: BodyService;
  medicationService: MedicationService;
  heartRiskService: HeartRiskService;
  homeService: HomeService;
  conditionService: ConditionService;
  coachService: CoachService;
  educationService: EducationService;
  auditService: AuditService;
  messageService: MessageService;
  alertService: AlertService;
  memberService: MemberService;
  /** The member list's saved filters, each staff member's own (decision 0123). */
  savedFilterService: SavedFilterService;
  noteService: NoteService;
  chartService: ChartService;
  timelineService: TimelineService;
  /** Personal targets set by clinicians (decision 0091). */
  targetService: TargetService;
  staffService: StaffService;
  accountDataService: AccountDataService;
  sessionCache: SessionCache;
  /** The member home's answers kept between writes (decision 0051). */
  memberReads: MemberReads;
  reminderService: ReminderService;
  /** Sends the reminder e-mails at each member's local time (decision 0042). */
  reminders: ReminderScheduler;
  /** `Idempotency-Key` of the calls that create data (decision 0065). */
  idempotencyKeys: IdempotencyKeys;
  /** The programme's results, computed once a clinic day (decision 0098). */
  outcomeService: OutcomeService;
  /** Members going quiet: the queue and the care team's actions (decision 0099). */
  outreachService: OutreachService;
  /** Imports from the member's apps, read on their device (decision 0104). */
  importService: ImportService;
  /** Metabolic syndrome (decision 0102). */
  metabolicService: MetabolicService;
  /** Fast weight loss flagged to the care team (decision 0103). */
  weightReviewService: WeightReviewService;
  /** The member's body and medications in the care record (issue 35). */
  careBodyService: CareBodyService;
  /** My work and the staff digests of new messages and requests (decisions 0100, 0101). */
  careWorkService: CareWorkService;
  /** Appointments with the care team (decision 0096). */
  appointmentService: AppointmentService;
}

export function createServices(deps: {
  config: Config;
  db: Db;
  content: ContentBundle;
  transport: MailTransport;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Shared with the other copies through Redis (bootstrap.ts); in-process only when left out. */
  sessionCache?: SessionCache;
  /** The member home's kept answers, sharing versions with the other copies (bootstrap.ts); in-process when left out. */
  memberReads?: MemberReads;
}): Services {
  const { config, db, content, transport, limiter, log } = deps;
  const sessionCache = deps.sessionCache ?? new SessionCache();
  // One server key (APP_SECRET_KEY or DATA_DIR/secret.key), a key derived from it for each use.
  const serverKey = loadSecretKey(config.appSecretKey, config.dataDir);
  const outboxKey = new OutboxKey(serverKey);
  const mail = new MailDelivery(db, transport, outboxKey, config.mail.from, log);
  const onboardingService = new OnboardingService(db, () => content);
  const hasher = new PasswordHasher(config.passwordHashing);
  const commonPasswords = new CommonPasswords(config.passwordMinLength);
  commonPasswords.preload();
  const passwordGuesses = new PasswordGuesses();
  passwordGuesses.preload();
  const passwordPolicy = new PasswordPolicy(config.passwordMinLength, commonPasswords, passwordGuesses);
  const secondFactor = new SecondFactor(db, new SecretBox(serverKey), () => content.landing.clinicName);
  const conditionService = new ConditionService(db, content);
  const auditService = new AuditService(db);
  const workflow = () => ({ rules: content.careWorkflow, timeZone: content.landing.timeZone });
  const messageService = new MessageService({
    db,
    audit: auditService,
    mailContext: () => mailContext(),
    kickMail: () => void mail.kick(),
    workflow,
  });
  const mailContext = (): MailContext => ({
    clinicName: content.landing.clinicName,
    publicUrl: config.publicUrl,
    outboxKey,
    contentText: (locale, text) => localText(content, locale, text),
  });
  const alertService = new AlertService({
    db,
    audit: auditService,
    mailContext,
    careTeamInbox: config.careTeamInbox,
    kickMail: () => void mail.kick(),
    log,
    workflow: () => ({ rules: content.careWorkflow, timeZone: content.landing.timeZone }),
    outOfHours: (locale) => content.byLocale[locale].careWorkflow.out_of_hours,
  });
  const lifestyleService = new LifestyleService(db, content);
  const medicationService = new MedicationService(db, content);
  const metabolicService = new MetabolicService({ db, audit: auditService, medications: medicationService });
  const recommendationService = new RecommendationService(db, content);
  const programService = new ProgramService(db, content);
  const programRequestService = new ProgramRequestService({
    db,
    audit: auditService,
    mailContext,
    kickMail: () => void mail.kick(),
    content,
    programs: programService,
  });
  const weightReviewService = new WeightReviewService(db, auditService);
  const bodyService = new BodyService(db, weightReviewService);
  const bloodResultService = new BloodResultService(db, alertService, bodyService, content);
  const vitalsService = new VitalsService(db, alertService, programService);
  const heartRiskService = new HeartRiskService(db, medicationService, content);
  const authLimits = new AuthLimits(limiter, config.rateLimit, DeviceCookies.MAX_AGE_SECONDS);
  const memberService = new MemberService({
    db,
    audit: auditService,
    secondFactor,
    mailContext,
    kickMail: () => void mail.kick(),
    programs: programService,
    vitals: vitalsService,
    lifestyle: lifestyleService,
    recommendations: recommendationService,
    requests: programRequestService,
    bloodResults: bloodResultService,
    conditions: conditionService,
    healthFilters: new MemberHealthFilters({ db, metabolic: metabolicService }),
    content,
  });
  const savedFilterService = new SavedFilterService(db, memberService);
  return {
    config,
    db,
    content,
    mail,
    outboxKey,
    sessionPurge: new SessionPurge(db, log),
    background: new BackgroundTasks(log),
    authLimits,
    deviceCookies: new DeviceCookies(deriveKey(serverKey, 'device cookies'), config.publicUrl.startsWith('https://')),
    hasher,
    passwordPolicy,
    secondFactor,
    userService: new UserService({
      db,
      config,
      hasher,
      passwordPolicy,
      secondFactor,
      mailContext,
      kickMail: () => void mail.kick(),
      profileConditions: (userId, locale) => conditionService.profileConditions(userId, content.byLocale[locale].conditions),
      sessionCache,
      authLimits,
    }),
    accountSafetyService: new AccountSafetyService({ db, hasher, secondFactor, sessionCache }),
    contentService: new ContentService(content),
    systemService: new SystemService(db, log, {
      'rate-limit-store': () => limiter.status(),
      'alerts-reach-nobody': () => alertService.reachStatus(),
    }),
    lifestyleService,
    recommendationService,
    onboardingService,
    surveyService: new SurveyService(db, onboardingService, alertService, content),
    suggestionService: new SuggestionService(db, content),
    programService,
    exerciseService: new ExerciseService(db, content),
    programRequestService,
    bloodResultService,
    vitalsService,
    bodyService,
    medicationService,
    heartRiskService,
    targetService: new TargetService({
      db,
      audit: auditService,
      heartRisk: heartRiskService,
      vitals: vitalsService,
      bloodResults: bloodResultService,
      body: bodyService,
    }),
    homeService: new HomeService(db, programService),
    conditionService,
    coachService: new CoachService(db, messageService, content),
    messageService,
    alertService,
    memberService,
    savedFilterService,
    noteService: new NoteService(db, auditService),
    chartService: new ChartService(db, auditService, vitalsService, bloodResultService, heartRiskService),
    timelineService: new TimelineService(db, auditService, content, log),
    educationService: new EducationService(db, content),
    auditService,
    staffService: new StaffService({
      db,
      config,
      hasher,
      passwordPolicy,
      secondFactor,
      audit: auditService,
      mailContext,
      kickMail: () => void mail.kick(),
      sessionCache,
      alerts: alertService,
    }),
    accountDataService: new AccountDataService({
      db,
      hasher,
      mailContext,
      kickMail: () => void mail.kick(),
      forgetMail: (ids) => mail.forget(ids),
      sessionCache,
    }),
    sessionCache,
    memberReads: deps.memberReads ?? new MemberReads({ maxBytes: config.readCacheBytes }),
    reminderService: new ReminderService(db),
    reminders: new ReminderScheduler(db, mailContext, log, () => void mail.kick()),
    idempotencyKeys: new IdempotencyKeys(db, log),
    outcomeService: new OutcomeService({
      db,
      audit: auditService,
      content,
      heartRisk: heartRiskService,
      programmes: programService,
      savedFilters: savedFilterService,
      log,
    }),
    outreachService: new OutreachService({ db, audit: auditService, content, messages: messageService }),
    importService: new ImportService(db, alertService, weightReviewService),
    metabolicService,
    weightReviewService,
    careBodyService: new CareBodyService({ db, audit: auditService, body: bodyService, medications: medicationService }),
    careWorkService: new CareWorkService({ db, mailContext, kickMail: () => void mail.kick(), log, workflow, audit: auditService }),
    appointmentService: new AppointmentService({
      db,
      audit: auditService,
      content: () => content,
      mailContext,
      kickMail: () => void mail.kick(),
      organizerEmail: addressOf(config.mail.from),
      log,
    }),
  };
}

/** The bare address of a From header (`Clinic <no-reply@clinic.example>` -> `no-reply@clinic.example`). */
function addressOf(from: string): string {
  return /<([^<>]+)>/.exec(from)?.[1] ?? from.trim();
}
