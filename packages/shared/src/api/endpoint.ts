import type { z } from 'zod';
import type { Permission } from '../staff/roles.js';

/**
 * One API call, declared once: the server registers its route from this (validation, response
 * serialisation, access check, OpenAPI), and the web calls it with types inferred from it.
 * The key of a declaration is `METHOD /path` (the path after `/api`, with `:name` parameters).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointKey = `${HttpMethod} /${string}`;

/**
 * Who may call: anyone; a signed-in member (staff are refused: they have no member home); anyone
 * signed in, member or staff (logout, password); or staff with a permission of the care team's
 * table (`@wellpath/shared/staff/roles`), given as `staff:<permission>`, or plain `staff` for any role.
 */
export type Access = 'public' | 'member' | 'signed-in' | 'staff' | `staff:${Permission}`;

export interface EndpointDef {
  /** One line for the OpenAPI document. */
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body of the success answer. */
  response: z.ZodType;
  /** The success status (200 unless stated; 204 answers no body: declare `response: z.void()`). */
  status?: 200 | 201 | 204;
  /** The most bytes a request body may have, where a call takes more than the app's default (file imports). */
  bodyLimit?: number;
  /** Other documented answers, by status (errors all share `{ message, code?, errors? }`). */
  otherResponses?: Record<number, z.ZodType>;
  /** The `message` of a 400 answer when the input fails validation. */
  invalidMessage?: string;
  /** Also open to a staff session that must still enrol its second factor (enrolment itself, logout). */
  duringEnrolment?: boolean;
  /** Log this route's requests at this level or above only (a liveness probe, say). */
  logLevel?: 'warn';
  /**
   * A member call that creates data: an `Idempotency-Key` header makes a repeat of the request run
   * once, later and concurrent repeats answering what the first answered (decision 0065). Only calls
   * whose answer holds no secret (never a second-factor key or recovery codes: answers are kept).
   */
  idempotent?: true;
}

export interface DeclaredEndpoint extends EndpointDef {
  tag: string;
}

/** Declares an area's calls under one OpenAPI tag; the object's type carries every schema. */
export function defineEndpoints<const T extends Record<EndpointKey, EndpointDef>>(
  tag: string,
  defs: T,
): { [K in keyof T]: T[K] & { tag: string } } {
  const out: Record<string, DeclaredEndpoint> = {};
  for (const [key, def] of Object.entries(defs)) out[key] = { ...def, tag };
  return out as unknown as { [K in keyof T]: T[K] & { tag: string } };
}

/** `GET /programs/:id` -> `{ method: 'GET', path: '/programs/:id' }`. */
export function splitKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

type Maybe<S> = S extends z.ZodType ? S : never;

/** What the caller sends: the input types of the declared schemas (a missing part is not asked for). */
export type EndpointInput<E extends EndpointDef> = ([Maybe<E['params']>] extends [never]
  ? unknown
  : { params: z.input<Maybe<E['params']>> }) &
  ([Maybe<E['query']>] extends [never]
    ? unknown
    : undefined extends z.input<Maybe<E['query']>>
      ? { query?: z.input<Maybe<E['query']>> }
      : Partial<z.input<Maybe<E['query']>>> extends z.input<Maybe<E['query']>>
        ? { query?: z.input<Maybe<E['query']>> }
        : { query: z.input<Maybe<E['query']>> }) &
  ([Maybe<E['body']>] extends [never]
    ? unknown
    : undefined extends z.input<Maybe<E['body']>>
      ? { body?: z.input<Maybe<E['body']>> }
      : { body: z.input<Maybe<E['body']>> });

/** What the caller receives on success. */
export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>;

/** What a route handler reads: the parsed (output) types of the declared schemas. */
export interface EndpointParsed<E extends EndpointDef> {
  params: [Maybe<E['params']>] extends [never] ? Record<string, never> : z.output<Maybe<E['params']>>;
  query: [Maybe<E['query']>] extends [never] ? Record<string, never> : z.output<Maybe<E['query']>>;
  body: [Maybe<E['body']>] extends [never] ? undefined : z.output<Maybe<E['body']>>;
}
