import type { FastifyBaseLogger } from 'fastify';
import type { Profile } from '@wellpath/shared/user/schemas';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { ContentBundle } from './content/loader.js';
import { MailDelivery } from './mail/outbox.js';
import type { MailTransport } from './mail/transports.js';
import { AuthLimits } from './lib/auth-limits.js';
import { BackgroundTasks } from './lib/background.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import { UserService } from './modules/user/user.service.js';
import { LifestyleService } from './modules/lifestyle/lifestyle.service.js';
import { RecommendationService } from './modules/lifestyle/recommendations.service.js';
import { OnboardingService } from './modules/onboarding/onboarding.service.js';
import { SurveyService } from './modules/surveys/surveys.service.js';
import { SuggestionService } from './modules/programs/suggestions.service.js';
import { ProgramService } from './modules/programs/programs.service.js';
import { BloodResultService } from './modules/healthtracking/blood-results.service.js';
import { VitalsService } from './modules/healthtracking/vitals.service.js';
import { memberConditions } from './modules/conditions/conditions.repository.js';
import { PasswordHasher } from './modules/user/password-hasher.js';

/** Everything the routes use, built once per app from its configuration. */
export interface Services {
  config: Config;
  db: Db;
  content: ContentBundle;
  mail: MailDelivery;
  background: BackgroundTasks;
  authLimits: AuthLimits;
  hasher: PasswordHasher;
  userService: UserService;
  lifestyleService: LifestyleService;
  recommendationService: RecommendationService;
  onboardingService: OnboardingService;
  surveyService: SurveyService;
  suggestionService: SuggestionService;
  programService: ProgramService;
  bloodResultService: BloodResultService;
  vitalsService: VitalsService;
  /** The member's conditions as the profile lists them. */
  profileConditions: (userId: string) => Promise<Profile['conditions']>;
}

export function createServices(deps: {
  config: Config;
  db: Db;
  content: ContentBundle;
  transport: MailTransport;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}): Services {
  const { config, db, content, transport, limiter, log } = deps;
  const mail = new MailDelivery(db, transport, config.mail.from, log);
  const onboardingService = new OnboardingService(db, () => content);
  const hasher = new PasswordHasher(config.passwordHashing);
  return {
    config,
    db,
    content,
    mail,
    background: new BackgroundTasks(log),
    authLimits: new AuthLimits(limiter, config.rateLimit),
    hasher,
    userService: new UserService({
      db,
      config,
      hasher,
      mailContext: () => ({ clinicName: content.landing.clinicName, publicUrl: config.publicUrl }),
      kickMail: () => void mail.kick(),
    }),
    lifestyleService: new LifestyleService(db),
    recommendationService: new RecommendationService(db),
    onboardingService,
    surveyService: new SurveyService(db, onboardingService),
    suggestionService: new SuggestionService(db),
    programService: new ProgramService(db),
    bloodResultService: new BloodResultService(db),
    vitalsService: new VitalsService(db),
    profileConditions: async (userId) =>
      (await memberConditions(db, userId)).map((c) => ({ _id: c.id, key: c.key, name: c.name, summary: c.summary })),
  };
}
