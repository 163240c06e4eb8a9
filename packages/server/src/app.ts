import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { LoggerOptions } from 'pino';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { issuesToSentences } from '@wellpath/shared/errors';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { ContentBundle } from './content/loader.js';
import type { MailTransport } from './mail/transports.js';
import type { RateLimiter } from './lib/rate-limiter.js';
import type { SessionCache } from './modules/user/session-cache.js';
import { HttpError } from './lib/http-errors.js';
import { refuseNulCharacters } from './lib/refuse-nul.js';
import { securityHeaders } from './lib/security-headers.js';
import { AccessLog, redactUrl, sharedRequestLoggers } from './lib/access-log.js';
import { registerWebApp } from './lib/web-app.js';
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
import { memberRoutes } from './modules/members/members.routes.js';
import { oneClickUnsubscribeRoute, reminderRoutes } from './modules/reminders/reminders.routes.js';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  content: ContentBundle;
  transport: MailTransport;
  limiter: RateLimiter;
  /** Session lookups of the last seconds, shared with other copies (bootstrap.ts); in-process when left out. */
  sessionCache?: SessionCache;
  /** A pino logger (server.ts); tests leave it out and log nothing. */
  logger?: FastifyBaseLogger;
  /** Serve the built SPA from config.webDistDir (production); off in API tests. */
  serveWeb?: boolean;
  /** Hot calls answer through serializers compiled from their declarations (default on; tests compare both). */
  compiledResponses?: boolean;
  /** Start the mail delivery worker (off in tests that drive it by hand). */
  startMail?: boolean;
  /** Start the reminder scheduler (decision 0042); follows startMail unless given. */
  startReminders?: boolean;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
    },
  };
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
    genReqId: () => crypto.randomUUID(),
    // One flat access line per request, no child logger per request (lib/access-log.ts).
    logController: new AccessLog(),
    childLoggerFactory: sharedRequestLoggers(),
  }).withTypeProvider<ZodTypeProvider>();

  // Every /api route, as `METHOD /path` after /api: the contract test compares them with the declarations.
  const apiRoutes: string[] = [];
  app.addHook('onRoute', (r) => {
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
  });
  app.decorate('services', services);
  app.decorateRequest('member', null as never);
  app.decorate('authenticate', async function authenticate(req) {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const member = token ? await services.userService.authenticate(token, req.ip) : undefined;
    if (!member) throw new HttpError(401, 'Your session has ended. Please log in again.');
    req.member = member;
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
  // Hooks on every request are callback-style: an async hook costs a promise and a tick per request.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

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

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const message = req.routeOptions.config?.validationMessage ?? 'Invalid request';
      return reply.code(400).send({ message, errors: issuesToSentences(err.validation) });
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send({ message: err.message, ...err.extra });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(err), code: err.code });
    }
    req.log.error({ err, reqId: req.id }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again later.', requestId: req.id });
  });

  // Member data must never sit in a shared or browser cache.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

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
      reminderRoutes(api);
    },
    { prefix: '/api' },
  );
  await oneClickUnsubscribeRoute(app);
  coachPhotoRoutes(app);

  const indexFile = path.join(config.webDistDir, 'index.html');
  const serveWeb = opts.serveWeb === true && fs.existsSync(indexFile);
  const sendShell = serveWeb
    ? await registerWebApp(app, { webDistDir: config.webDistDir, landing: opts.content.landing, log: app.log })
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
    return reply.code(404).send({ message: 'Not found' });
  });

  app.addHook('onReady', async () => {
    await services.sessionCache.start();
    if (opts.startMail !== false) services.mail.start();
    services.sessionPurge.start();
    if (opts.startReminders ?? opts.startMail !== false) services.reminders.start();
  });
  app.addHook('onClose', async () => {
    await services.background.drain();
    await services.reminders.stop();
    await services.mail.stop();
    await services.sessionPurge.stop();
    await services.sessionCache.close();
  });

  return app;
}

function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return err.message && err.message.length < 200 ? err.message : 'The request could not be processed.';
  }
}
