import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySerializerCompiler,
  HookHandlerDoneFunction,
} from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { contract, type Contract } from '@wellpath/shared/api/contract';
import { can, isStaffRole, type Permission } from '@wellpath/shared/staff/roles';
import { forbidden, HttpError } from './http-errors.js';
import type { AuthenticatedMember, UserService } from '../modules/user/user.service.js';
import type { MemberReads } from './member-reads.js';
import { inWords } from '../i18n/in-words.js';
import { smsg } from '../i18n/index.js';
import { memberToday } from '@wellpath/shared/reminders/time-zone';
import { splitKey, type DeclaredEndpoint, type EndpointOutput, type EndpointParsed } from '@wellpath/shared/api/endpoint';
import { idempotencyHeaders } from '@wellpath/shared/api/common';
import { requestFingerprint, type IdempotencyKeys } from './idempotency.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export type ContractKey = keyof Contract;

/** The request a handler sees: validated params, query and body, and the signed-in member where the call needs one. */
export type RouteRequest<K extends ContractKey> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & EndpointParsed<Contract[K]>;

export type RouteHandler<K extends ContractKey> = (
  req: RouteRequest<K>,
  reply: FastifyReply,
) => Promise<EndpointOutput<Contract[K]>> | EndpointOutput<Contract[K]>;

/**
 * Who may call, checked on the server for every call after the session is known: members only on
 * member calls, staff only on staff calls with the permission the declaration names, and a staff
 * session that must still enrol its second factor only where the declaration allows it. The 403s say
 * no more than that. Undefined: allowed.
 */
function accessProblem(def: DeclaredEndpoint, member: AuthenticatedMember): HttpError | undefined {
  const { role, stage } = member;
  if (stage === 'enrol' && !def.duringEnrolment) {
    return forbidden(smsg('http.enrolSecondFactor'), { code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
  }
  const access = def.access;
  if (access === 'signed-in') return undefined;
  if (access === 'member') return role === 'member' ? undefined : forbidden(smsg('http.memberOnly'));
  if (!isStaffRole(role)) return forbidden(smsg('http.staffOnly'));
  if (access.startsWith('staff:') && !can(role, access.slice('staff:'.length) as Permission)) return forbidden(smsg('http.roleForbidden'));
  return undefined;
}

/**
 * The one hook of a signed-in call: the bearer token's session (from the session cache in the same
 * tick when it can: no promise on the common path), then the access check.
 */
function signedInGuard(users: UserService, def: DeclaredEndpoint) {
  const refused = () => new HttpError(401, smsg('http.sessionEnded'));
  return (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return done(refused());
    const cached = users.authenticateCached(token);
    if (cached) {
      req.member = cached;
      return done(accessProblem(def, cached));
    }
    users.authenticate(token, req.ip).then(
      (member) => {
        if (!member) return done(refused());
        req.member = member;
        done(accessProblem(def, member));
      },
      (err: Error) => done(err),
    );
  };
}

/**
 * The hot calls whose answer is written by fast-json-stringify, compiled once from the JSON Schema
 * that zod derives from the same declaration (the wire side of it: `io: 'input'`, what `encode`
 * produces). The bytes are the same as zod's `encode` + `JSON.stringify` (compiled-response.test.ts
 * compares them): keys in declaration order, undeclared keys dropped, nulls kept, absent optional
 * fields left out. Unlike zod it does not check the answer against the schema, so it is kept to
 * calls whose handlers build their answer from typed presenters. See decision 0032.
 */
export const COMPILED_RESPONSES: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'GET /health',
  'GET /user/profile',
  'GET /user/onboarding/status',
  'GET /lifestyle/pillars',
  'GET /lifestyle/recommendations/user',
  'GET /programs/in-progress',
  'GET /healthtracking/bloodpresults/latest',
  'GET /content/landing',
]);

/**
 * The member home's reads (decision 0051): pure reads of the member's own data, answered from
 * `MemberReads` while nothing the member can see has changed. Every other request may write, so
 * it moves a version on (see `noteWrites`).
 */
export const MEMBER_CACHED_READS: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'GET /user/profile',
  'GET /user/onboarding/status',
  'GET /user/week-summary',
  'GET /lifestyle/pillars',
  'GET /lifestyle/recommendations/user',
  'GET /programs/in-progress',
  'GET /surveys/suggested-programs',
  'GET /healthtracking/bloodpresults/latest',
  'GET /healthtracking/bloodpresults/markers',
  'GET /healthtracking/heart-risk',
  'GET /messages/unread',
]);

/** Answers whose catalogue messages are nested (not only a top-level `message`): put into words whole. */
const WORDED_ANSWERS: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'GET /healthtracking/heart-risk',
  'GET /staff/members/:id/heart-risk',
  // Each refused entry or row says why, in a sentence naming the marker.
  'POST /healthtracking/bloodpresults/import/fhir',
  'POST /healthtracking/bloodpresults/import/csv',
  'POST /healthtracking/bloodpresults/import/csv/preview',
  // Each value a batch of an import refused says why (decision 0104).
  'POST /healthtracking/imports/:id/batches',
]);

/**
 * The care team's reads: they change nothing a kept member answer holds, so they leave every version
 * where it is (a staff request outside this set moves everyone's). What they do write, checked call
 * by call: the access log (a member's record, health, a thread, the alerts listed), a thread's
 * `staff_read_at` (opening it) and the staff member's own session; no kept read looks at those
 * (`/messages/unread` counts by `member_read_at` and `updated_at`, which opening a thread leaves).
 * `member-reads.test.ts` walks them between two kept reads. A new staff read is not here until checked.
 */
export const STAFF_READS: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'GET /staff/me',
  'GET /staff/accounts',
  'GET /staff/audit',
  'GET /staff/requests',
  'GET /staff/members',
  'GET /staff/members/:id',
  'GET /staff/members/:id/health',
  'GET /staff/members/:id/heart-risk',
  'GET /staff/members/:id/notes',
  'GET /staff/members/:id/targets',
  'GET /staff/members/:id/timeline',
  'GET /staff/threads',
  'GET /staff/threads/:id',
  'GET /staff/alerts',
  'GET /staff/alerts/reach',
  // The programme's results (decision 0098): the access log (no member) and the day's stored figures.
  'GET /staff/outcomes/clinical',
  'GET /staff/outcomes/clinical/csv',
  'GET /staff/outcomes/engagement',
  'GET /staff/outcomes/engagement/csv',
  // The caller's saved filters of the member list (decision 0123): writes nothing, reads no member.
  'GET /staff/saved-filters',
  // Members going quiet (decision 0099): the access log (no member); the count writes nothing.
  'GET /staff/outreach',
  'GET /staff/outreach/count',
  'GET /staff/members/:id/metabolic-syndrome',
  'GET /staff/members/:id/weight-reviews',
  'GET /staff/members/:id/body',
  'GET /staff/members/:id/medications',
  // The marker catalogue of the lab report entry form: writes nothing, reads no member (decision 0088).
  'GET /staff/lab-markers',
  // Writes nothing (decision 0100).
  'GET /staff/work',
  // Appointments (decision 0096): the access log only (another's calendar, a member's appointments).
  'GET /care/calendar',
  'GET /care/calendar/hours',
  'GET /care/calendar/staff',
  'GET /care/calendar/free',
  'GET /staff/members/:id/appointments',
]);

/**
 * Public calls that write, but nothing a kept member answer holds, checked call by call: a login
 * writes the session, security events, `last_active_at`, a rehashed password and the failure counters;
 * asking for a reset or a new verification link writes a token, an e-mail and a security event. They
 * are the most frequent public writes and anyone can send them: moving everyone's version on each would
 * let anyone keep every copy's kept answers empty. `member-reads.test.ts` sends them between two reads.
 */
export const PUBLIC_WRITES_UNSEEN: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'POST /user/login',
  'POST /user/forgot-password',
  'POST /user/resend-verification',
]);

/** Public calls that change nothing a member reads (the others, such as verification, may). */
const PUBLIC_READS: ReadonlySet<ContractKey> = new Set<ContractKey>([
  'GET /health',
  'GET /openapi.json',
  'GET /user/provinces',
  'GET /user/password-policy',
  'GET /content/landing',
  'GET /content/pages/:slug',
  'GET /staff-invitations/:token',
]);

/**
 * After a request that may have written, before its answer leaves: the member's kept reads (a
 * member's request) or everyone's (staff, or a public call such as a verification) are no longer
 * served. Done whether the request succeeded or not (a failed request may have written part).
 */
function noteWrites(reads: MemberReads, req: FastifyRequest): Promise<void> | undefined {
  const member = (req as { member?: AuthenticatedMember | null }).member;
  return member && member.role === 'member' ? reads.changed(member.userId) : reads.changedAll();
}

/**
 * A declared idempotent call (decision 0065): with an `Idempotency-Key` header its handler runs once
 * per member and key, and a repeat answers what the first did (`Idempotent-Replayed: true`). The
 * answer kept is the handler's value before it is put into words, so a repeat is in its own language.
 */
function withIdempotencyKey<K extends ContractKey>(keys: IdempotencyKeys, status: number, handler: RouteHandler<K>): RouteHandler<K> {
  return async (req, reply) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string') return handler(req, reply);
    const path = req.url.split('?', 1)[0]!;
    const outcome = await keys.once(req.member.userId, key, requestFingerprint(req.method, path, req.body), async () => {
      const body = await handler(req, reply);
      return { status: reply.statusCode === 200 ? status : reply.statusCode, body };
    });
    if (outcome.replayed) reply.header('Idempotent-Replayed', 'true');
    if (outcome.error) throw outcome.error;
    reply.code(outcome.status);
    return outcome.body as EndpointOutput<Contract[K]>;
  };
}

/** Today's UTC date (YYYY-MM-DD), worked out at most once a second. */
let day = { until: 0, text: '' };
function utcDay(): string {
  const now = Date.now();
  if (now >= day.until) day = { until: now - (now % 1000) + 1000, text: new Date(now).toISOString().slice(0, 10) };
  return day.text;
}

/** Today in each time zone members have (decision 0073), worked out at most once a second per zone. */
const zoneDays = new Map<string, { until: number; text: string }>();
function memberDayOf(zone: string | null): string {
  if (!zone) return utcDay();
  const now = Date.now();
  let kept = zoneDays.get(zone);
  if (!kept || now >= kept.until) {
    kept = { until: now - (now % 1000) + 1000, text: memberToday(zone, undefined, new Date(now)) };
    // Bounded by the zones there are (about 600 names); a name the runtime refuses falls back in memberToday.
    if (zoneDays.size < 1000 || zoneDays.has(zone)) zoneDays.set(zone, kept);
  }
  return kept.text;
}

type Serializer = (data: unknown) => string;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** The compiled writer of one declared answer, or undefined when zod cannot say it as JSON Schema. */
function compileResponse(schema: z.ZodType): Serializer | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', target: 'draft-7' }) as Record<string, unknown>;
    delete json.$schema;
    return fastJson(json) as Serializer;
  } catch {
    return undefined;
  }
}

function serializerFor(def: DeclaredEndpoint, status: number) {
  const compiled = compileResponse(def.response);
  if (!compiled) return undefined;
  return (ctx: { schema: FastifySchema; method: string; url: string; httpStatus: string }) =>
    ctx.httpStatus === String(status) ? compiled : zodSerializerCompiler(ctx as Parameters<typeof zodSerializerCompiler>[0]);
}

/**
 * Registers the route of one declared call: method, path, validation and response schemas, the
 * access check and the OpenAPI entry all come from the declaration in `@wellpath/shared`.
 * `app` is the plugin registered under `/api`.
 */
export function route<K extends ContractKey>(app: FastifyInstance, key: K, declaredHandler: RouteHandler<K>): void {
  const def: DeclaredEndpoint = contract[key];
  const { method, path } = splitKey(key);
  const status = def.status ?? 200;
  const handler = def.idempotent ? withIdempotencyKey(app.services.idempotencyKeys, status, declaredHandler) : declaredHandler;
  const serializerCompiler = app.compiledResponses && COMPILED_RESPONSES.has(key) ? serializerFor(def, status) : undefined;
  const reads = app.services.memberReads;
  const cached = def.access === 'member' && MEMBER_CACHED_READS.has(key);
  // An answer's `message` made by a service is a catalogue message: in words in the request's language.
  // The content's texts are in that language already: the handlers pass `req.locale` down (decision 0079).
  const inLanguage = (req: FastifyRequest, result: unknown) => {
    const message = (result as { message?: unknown } | null)?.message;
    return WORDED_ANSWERS.has(key)
      ? inWords(result, (text) => req.t(text))
      : typeof message === 'string' && message.startsWith('@@')
        ? { ...(result as object), message: req.t(message) }
        : result;
  };
  // At once when the handler answers at once (no promise, no tick: /api/health on SQLite).
  const answer = (req: FastifyRequest, reply: FastifyReply): unknown => {
    const result = handler(req as unknown as RouteRequest<K>, reply);
    return isThenable(result) ? result.then((r) => inLanguage(req, r)) : inLanguage(req, result);
  };
  const settle = (reply: FastifyReply, result: unknown) => {
    if (reply.sent) return reply;
    if (!reply.statusCode || reply.statusCode === 200) reply.code(status);
    return result;
  };
  // Before the answer leaves (the value goes back to Fastify), so a write's `noteWrites` comes first.
  const plainHandler = async (req: FastifyRequest, reply: FastifyReply) => settle(reply, await answer(req, reply));
  // Answers in the same tick when the handler does, doing what Fastify would do with the value.
  const quickHandler = (req: FastifyRequest, reply: FastifyReply) => {
    const result = answer(req, reply);
    if (isThenable(result)) return result.then((r) => settle(reply, r));
    const value = settle(reply, result);
    if (value !== reply) reply.send(value);
  };
  // A cached read that missed: the answer is written once, kept as bytes and sent as those bytes.
  // `shared`: the versions every copy shares, taken before the read (several copies).
  const readAndKeep = async (req: FastifyRequest, reply: FastifyReply, key: string, userId: string, shared?: string) => {
    const version = reads.version(userId);
    const result = await answer(req, reply);
    if (reply.sent) return reply;
    reply.code(status);
    const payload = Buffer.from(reply.serialize(result) as string);
    reads.store(key, userId, version, payload, shared);
    return reply.type(JSON_TYPE).send(payload);
  };
  // The key: the member, the URL (path and query), the language of the answer and the member's day
  // (their time zone's, decision 0073: an answer kept last evening is not today's after their midnight).
  const keyOf = (req: FastifyRequest) => `${req.member.userId}|${req.url}|${req.locale}|${memberDayOf(req.member.timeZone)}`;
  app.route({
    method,
    url: path,
    schema: {
      tags: [def.tag],
      summary: def.summary,
      ...(def.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.idempotent ? { headers: idempotencyHeaders } : {}),
      response: { [status]: def.response, ...def.otherResponses },
    },
    ...(def.access === 'public' ? {} : { onRequest: signedInGuard(app.services.userService, def) }),
    ...(def.invalidMessage ? { config: { validationMessage: def.invalidMessage } } : {}),
    ...(def.logLevel ? { logLevel: def.logLevel } : {}),
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(serializerCompiler ? { serializerCompiler: serializerCompiler as FastifySerializerCompiler<unknown> } : {}),
    handler: !reads.enabled
      ? quickHandler
      : cached && reads.isShared
        ? async (req, reply) => {
            const userId = req.member.userId;
            const key = keyOf(req);
            const shared = await reads.sharedVersion(userId);
            const kept = reads.get(key, userId, shared);
            if (kept === undefined) return readAndKeep(req, reply, key, userId, shared);
            return reply.code(status).type(JSON_TYPE).send(kept);
          }
        : cached
          ? (req, reply) => {
              const userId = req.member.userId;
              const key = keyOf(req);
              const kept = reads.get(key, userId);
              if (kept === undefined) return readAndKeep(req, reply, key, userId);
              reply.code(status).type(JSON_TYPE).send(kept);
            }
          : PUBLIC_READS.has(key) || STAFF_READS.has(key) || PUBLIC_WRITES_UNSEEN.has(key)
            ? quickHandler
            : async (req, reply) => {
                try {
                  return await plainHandler(req, reply);
                } finally {
                  // Before the answer leaves: with several copies, every copy stops serving what it kept.
                  await noteWrites(reads, req);
                }
              },
  });
}
