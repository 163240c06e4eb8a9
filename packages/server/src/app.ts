import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { requestLocale, smsg, t } from './i18n/index.js';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { ContentBundle } from './content/loader.js';
import type { MailTransport } from './mail/transports.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { SessionCache } from './modules/user/session-cache.js';
import type { MemberReads } from './lib/member-reads.js';
import { HttpError } from './lib/http-errors.js';
import { refuseNulCharacters } from './lib/refuse-nul.js';
import { apiSecurityHeaders, securityHeaders } from './lib/security-headers.js';
import { AccessLog, RouteTemplates, serializeRequest, sharedRequestLoggers } from './lib/access-log.js';
import { PAGE_ROUTES } from '@wellpath/shared/api/page-routes';
import { registerWebApp } from './lib/web-app.js';
import type { Drain } from './lib/drain.js';
import { createServices } from './services.js';
import { userRoutes } from './modules/user/user.routes.js';
import { accountSafetyRoutes } from './modules/account-safety/account-safety.routes.js';
import { accountDataRoutes } from './modules/account-data/account-data.routes.js';
import { lifestyleRoutes } from './modules/lifestyle/lifestyle.routes.js';
import { educationRoutes } from './modules/education/education.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { surveyRoutes } from './modules/surveys/surveys.routes.js';
import { programRoutes } from './modules/programs/programs.routes.js';
import { exerciseRoutes } from './modules/exercises/exercises.routes.js';
import { programRequestRoutes } from './modules/program-requests/program-requests.routes.js';
import { healthTrackingRoutes } from './modules/healthtracking/healthtracking.routes.js';
import { heartRiskRoutes } from './modules/heart-risk/heart-risk.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { conditionRoutes } from './modules/conditions/conditions.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { coachPhotoRoutes, coachRoutes } from './modules/coaches/coaches.routes.js';
import { alertRoutes } from './modules/alerts/alerts.routes.js';
import { careWorkRoutes } from './modules/care-work/care-work.routes.js';
import { targetRoutes } from './modules/targets/targets.routes.js';
import { outcomeRoutes } from './modules/outcomes/outcomes.routes.js';
import { outreachRoutes } from './modules/outreach/outreach.routes.js';
import { metabolicRoutes } from './modules/metabolic/metabolic.routes.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { savedFilterRoutes } from './modules/members/saved-filters.routes.js';
import { noteRoutes } from './modules/notes/notes.routes.js';
import { chartRoutes } from './modules/chart/chart.routes.js';
import { timelineRoutes } from './modules/timeline/timeline.routes.js';
import { oneClickUnsubscribeRoute, reminderRoutes } from './modules/reminders/reminders.routes.js';
import { appointmentRoutes } from './modules/appointments/appointments.routes.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  content: ContentBundle;
  transport: MailTransport;
  limiter: RateLimiter;
  /** Session lookups of the last seconds, shared with other copies (bootstrap.ts); in-process when left out. */
  sessionCache?: SessionCache;
  /** The member home's kept answers, with versions shared by the copies (bootstrap.ts); in-process when left out. */
  memberReads?: MemberReads;
  /** A pino logger (server.ts); tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Serve the built SPA from config.webDistDir (production); off in API tests. */
  serveWeb?: boolean;
  /** Hot calls answer through serializers compiled from their declarations (default on; tests compare both). */
  compiledResponses?: boolean;
  /** Start the mail delivery worker (off in tests that drive it by hand). */
  startMail?: boolean;
  /** Start the reminder scheduler (decision 0042) and the alert escalation pass (decision 0086); follows startMail unless given. */
  startReminders?: boolean;
  /** Tests: an answer holding a catalogue message not put into words fails (decision 0050). */
  refuseUntranslated?: boolean;
  /** The graceful shutdown's drain (server.ts); none in tests that do not stop a server. */
  drain?: Drain;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req: serializeRequest,
    },
  };
}

/** Request ids: `<8 random hex>-<counter in base 36>`. */
function requestIds(): () => string {
  const prefix = crypto.randomUUID().slice(0, 8);
  let n = 0;
  return () => `${prefix}-${(++n).toString(36)}`;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole HTTP app from its parts; server.ts listens, tests call inject. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    bodyLimit: 1024 * 1024,
    // While closing (after server.ts's drain), a request already on an open connection is answered,
    // not refused with 503: the connection closes after it (`Connection: close`, server.ts).
    return503OnClosing: false,
    // A number of proxies: trust that many hops from this server (what Fastify does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    // Unique across copies and restarts (a random prefix per process) without a random UUID per request.
    genReqId: requestIds(),
    // One flat access line per request, no child logger per request (lib/access-log.ts).
    logController: new AccessLog(),
    childLoggerFactory: sharedRequestLoggers(),
  }).withTypeProvider<ZodTypeProvider>();

  // Every /api route, as `METHOD /path` after /api: the contract test compares them with the declarations.
  const apiRoutes: string[] = [];
  // Every route and page names the requests it serves in the logs by its pattern (lib/access-log.ts).
  const routeTemplates = new RouteTemplates(PAGE_ROUTES);
  app.decorate('routeTemplates', routeTemplates);
  app.addHook('onRoute', (r) => {
    routeTemplates.add(r.url);
    if (!r.url.startsWith('/api/')) return;
    for (const method of [r.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${r.url.slice('/api'.length)}`);
  });
  app.decorate('apiRoutes', apiRoutes);
  app.decorate('compiledResponses', opts.compiledResponses !== false);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('preValidation', refuseNulCharacters);

  const services = createServices({
    config,
    db: opts.db,
    content: opts.content,
    transport: opts.transport,
    limiter: opts.limiter,
    log: app.log,
    sessionCache: opts.sessionCache,
    memberReads: opts.memberReads,
  });
  app.decorate('services', services);
  app.decorateRequest('member', null as never);
  // The answer's language (i18n/index.ts), worked out only by the requests that say something in words.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      return requestLocale(this);
    },
  });
  app.decorateRequest('t', function (this: FastifyRequest, text: string): string {
    return t(requestLocale(this), text);
  });

  const https = config.publicUrl.startsWith('https://');
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = apiSecurityHeaders(https);
  const drain = opts.drain;
  // Hooks on every request are callback-style: an async hook costs a promise and a tick per request.
  // One onRequest hook for every request: the security headers, and the drain while it lasts.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? apiHeaders : headers);
    if (drain?.draining) {
      drain.lastRequestAt = Date.now();
      reply.header('Connection', 'close');
      if (req.url === '/api/health') return reply.code(503).send({ status: 'unavailable' });
    }
    done();
  });
  if (drain) {
    // A request already running when the drain began answers with `Connection: close` too, so its
    // keep-alive connection does not hold the close open until the keep-alive timeout.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (drain.draining) reply.header('Connection', 'close');
      done(null, payload);
    });
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'WellPath API',
        version: '1.0.0',
        description: "API of the clinic's member web app. Errors: { message, code?, errors? }.",
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  // Every error answer in the request's language (decision 0050); English unless the request asks.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const locale = req.locale;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = req.routeOptions.config?.validationMessage ?? smsg('http.invalidRequest');
      return reply.code(400).send({ message: t(locale, message), errors: validationSentences(err.validation, locale) });
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('Retry-After', String(err.retryAfterSeconds));
      const { errors, ...extra } = err.extra;
      return reply
        .code(err.statusCode)
        .send({ message: t(locale, err.message), ...extra, ...(errors ? { errors: errors.map((e) => t(locale, e)) } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: t(locale, clientErrorMessage(err)), code: err.code });
    }
    req.log.error({ err, reqId: req.id }, 'request failed');
    return reply.code(500).send({ message: t(locale, smsg('http.serverError')), requestId: req.id });
  });

  if (opts.refuseUntranslated) {
    app.addHook('onSend', (req, _reply, payload, done) => {
      const untranslated = typeof payload === 'string' ? /"@@[a-z][\w.-]+/.exec(payload) : null;
      if (untranslated) done(new Error(`${req.method} ${req.url} answered the untranslated message ${untranslated[0].slice(1)}`));
      else done(null, payload);
    });
  }

  await app.register(
    async (api) => {
      systemRoutes(api);
      userRoutes(api);
      accountSafetyRoutes(api);
      accountDataRoutes(api);
      onboardingRoutes(api);
      surveyRoutes(api);
      programRoutes(api);
      exerciseRoutes(api);
      programRequestRoutes(api);
      healthTrackingRoutes(api);
      heartRiskRoutes(api);
      homeRoutes(api);
      conditionRoutes(api);
      coachRoutes(api);
      lifestyleRoutes(api);
      educationRoutes(api);
      contentRoutes(api);
      staffRoutes(api);
      messageRoutes(api);
      alertRoutes(api);
      memberRoutes(api);
      savedFilterRoutes(api);
      noteRoutes(api);
      chartRoutes(api);
      timelineRoutes(api);
      targetRoutes(api);
      outcomeRoutes(api);
      outreachRoutes(api);
      reminderRoutes(api);
      metabolicRoutes(api);
      careWorkRoutes(api);
      appointmentRoutes(api);
    },
    { prefix: '/api' },
  );
  await oneClickUnsubscribeRoute(app);
  coachPhotoRoutes(app);

  const indexFile = path.join(config.webDistDir, 'index.html');
  const serveWeb = opts.serveWeb === true && fs.existsSync(indexFile);
  const sendShell = serveWeb
    ? await registerWebApp(app, {
        webDistDir: config.webDistDir,
        landing: { en: opts.content.byLocale.en.landing, fr: opts.content.byLocale.fr.landing },
        log: app.log,
        contentSecurityPolicy: headers['Content-Security-Policy'],
        sessionIdleMs: { member: config.session.member.idleMs, remembered: config.session.remembered.idleMs },
      })
    : null;

  app.setNotFoundHandler((req, reply) => {
    // A missing hashed asset (an old build's chunk) is a 404, never the page: the client then reloads.
    const isFile = req.url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(req.url);
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !req.url.startsWith('/api?') && !isFile;
    if (sendShell && wantsPage) {
      // Client-side routes: every page path gets the SPA shell (from memory, uncached).
      return sendShell(req, reply);
    }
    return reply.code(404).send({ message: t(req.locale, smsg('http.notFound')) });
  });

  app.addHook('onReady', async () => {
    await services.sessionCache.start();
    await services.memberReads.start();
    if (opts.startMail !== false) services.mail.start();
    services.sessionPurge.start();
    services.idempotencyKeys.start();
    await services.alertService.startReachWatch();
    if (opts.startReminders ?? opts.startMail !== false) {
      services.reminders.start();
      services.alertService.startEscalation();
      services.outcomeService.start();
      services.careWorkService.startDigests();
      services.appointmentService.startReminders();
    }
  });
  app.addHook('onClose', async () => {
    await services.background.drain();
    await services.reminders.stop();
    await services.appointmentService.stopReminders();
    await services.alertService.stopEscalation();
    await services.outcomeService.stop();
    await services.careWorkService.stopDigests();
    await services.mail.stop();
    await services.sessionPurge.stop();
    await services.idempotencyKeys.stop();
    services.alertService.stopReachWatch();
    await services.sessionCache.close();
    await services.memberReads.close();
  });

  return app;
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return smsg('http.invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return smsg('http.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return smsg('http.jsonOnly');
    default:
      return err.message && err.message.length < 200 ? err.message : smsg('http.unprocessable');
  }
}

type ValidationItem = { keyword?: string; message?: string; params?: Record<string, unknown> };

/**
 * One sentence per problem of a request that failed validation, without repeats, in the request's
 * language. The app's schemas word their own messages (shared catalogue); a problem zod words itself
 * (a client sent a number where text belongs) is said by zod's own French in French.
 */
function validationSentences(items: ReadonlyArray<ValidationItem>, locale: Locale): string[] {
  const sentences = items.map((item) => {
    const message = item.message ?? smsg('http.invalidValue');
    if (message.startsWith('@@') || locale === 'en') return t(locale, message);
    const issue = { ...item.params, code: item.keyword } as Parameters<typeof frenchZodError>[0];
    const french = frenchZodError(issue);
    return typeof french === 'string' ? french : (french?.message ?? message);
  });
  return [...new Set(sentences)];
}

const frenchZodError = z.locales.fr().localeError;
