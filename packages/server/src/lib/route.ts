import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { contract, type Contract } from '@wellpath/shared/api/contract';
import { can, isStaffRole, type Permission } from '@wellpath/shared/staff/roles';
import { forbidden } from './http-errors.js';
import { splitKey, type DeclaredEndpoint, type EndpointOutput, type EndpointParsed } from '@wellpath/shared/api/endpoint';

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
 * no more than that.
 */
function accessGuard(def: DeclaredEndpoint) {
  return async (req: FastifyRequest): Promise<void> => {
    const { role, stage } = req.member;
    if (stage === 'enrol' && !def.duringEnrolment) {
      throw forbidden('Set up your second factor to open the care workspace.', { code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });
    }
    const access = def.access;
    if (access === 'signed-in') return;
    if (access === 'member') {
      if (role !== 'member') throw forbidden('This is part of the member app; the care team works in the care workspace.');
      return;
    }
    if (!isStaffRole(role)) throw forbidden('You do not have access to the care workspace.');
    if (access.startsWith('staff:') && !can(role, access.slice('staff:'.length) as Permission)) {
      throw forbidden('Your role does not give access to this.');
    }
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

type Serializer = (data: unknown) => string;

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
export function route<K extends ContractKey>(app: FastifyInstance, key: K, handler: RouteHandler<K>): void {
  const def: DeclaredEndpoint = contract[key];
  const { method, path } = splitKey(key);
  const status = def.status ?? 200;
  const serializerCompiler = app.compiledResponses && COMPILED_RESPONSES.has(key) ? serializerFor(def, status) : undefined;
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
      response: { [status]: def.response, ...def.otherResponses },
    },
    ...(def.access === 'public' ? {} : { onRequest: [app.authenticate, accessGuard(def)] }),
    ...(def.invalidMessage ? { config: { validationMessage: def.invalidMessage } } : {}),
    ...(def.logLevel ? { logLevel: def.logLevel } : {}),
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(serializerCompiler ? { serializerCompiler: serializerCompiler as FastifySerializerCompiler<unknown> } : {}),
    handler: async (req, reply) => {
      const result = await handler(req as unknown as RouteRequest<K>, reply);
      if (reply.sent) return reply;
      if (!reply.statusCode || reply.statusCode === 200) reply.code(status);
      return result;
    },
  });
}
