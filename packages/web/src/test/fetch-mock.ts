import { vi } from 'vitest';
import type { ApiErrorBody, ApiInput, ApiKey, ApiOutput } from '@/lib/api-client';

/** A request the mock received; `body` is typed by the call's declared input where the key names one. */
export interface MockRequest<B = unknown> {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: B;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type FailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503 | 504;

/**
 * What a mocked call answers: on success a body of the call's declared output type (`ApiOutput<K>`,
 * left out for a 204), or a failure with the error body every call shares.
 */
export type MockReply<T = unknown> =
  | (undefined extends T ? { status?: SuccessStatus; body?: T } : { status?: SuccessStatus; body: T })
  | { status: FailureStatus; body?: ApiErrorBody };

/** A reply, a function of the request, or a promise that never settles (to hold a loading state). */
export type MockHandler<T = unknown, B = unknown> = MockReply<T> | ((request: MockRequest<B>) => MockReply<T> | Promise<MockReply<T>>);

/** The handler of a key built at run time (a template with a variable): any reply, any request. */
type UntypedHandler = MockReply | ((request: MockRequest<never>) => MockReply | Promise<MockReply>);

/** What a declared call sends as its body (undefined where it sends none). */
type BodyOf<K extends ApiKey> = ApiInput<K> extends { body?: infer B } ? B : undefined;

/** The handler of one declared call: `CallHandler<'GET /programs/in-progress'>`. */
export type CallHandler<K extends ApiKey> = MockHandler<ApiOutput<K>, BodyOf<K>>;

/** What one declared call answers: `CallReply<'GET /user/profile'>` (for a reply held in a promise). */
export type CallReply<K extends ApiKey> = MockReply<ApiOutput<K>>;

export const NEVER = (): Promise<never> => new Promise<never>(() => {});

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [P];

/** Whether a declared path's segments (`:name` matching any one segment) match a concrete path's. */
type SegmentsMatch<Declared extends string[], Concrete extends string[]> = Declared extends [
  infer D extends string,
  ...infer DRest extends string[],
]
  ? Concrete extends [infer C extends string, ...infer CRest extends string[]]
    ? D extends `:${string}`
      ? SegmentsMatch<DRest, CRest>
      : D extends C
        ? SegmentsMatch<DRest, CRest>
        : false
    : false
  : Concrete extends []
    ? true
    : false;

type WithoutQuery<S extends string> = S extends `${infer Path}?${string}` ? Path : S;

/** The declared call a mocked `METHOD /api/path` is, by its path's segments; never when none is. */
type DeclaredCall<M extends string, Path extends string> = `${M} ${Path}` extends ApiKey
  ? `${M} ${Path}`
  : {
      [K in ApiKey]: K extends `${M} ${infer Declared}`
        ? SegmentsMatch<Segments<Declared>, Segments<Path>> extends true
          ? K
          : never
        : never;
    }[ApiKey];

/**
 * The handler a route key takes: a key under /api must be a declared call (a typo or a call the
 * contract lost fails typecheck), and its body that call's output type. Other keys answer anything.
 */
export type HandlerFor<S> = string extends S
  ? UntypedHandler
  : S extends `${infer M} /api${infer Path}`
    ? [DeclaredCall<M, WithoutQuery<Path>>] extends [never]
      ? never
      : CallHandler<DeclaredCall<M, WithoutQuery<Path>>>
    : UntypedHandler;

/** A table of "METHOD /path" handlers (a query string may be part of the key), each typed by its call. */
export type MockRoutes<R> = { [S in keyof R]: HandlerFor<S> };

/** A route table declared apart from `mockFetch` (shared by tests), checked like one passed to it. */
export function mockRoutes<R extends MockRoutes<R>>(routes: R): R {
  return routes;
}

function toResponse({ status = 200, body }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch with tables of "METHOD /path" handlers (a query string may be part of the
 * key; a later table's handler wins). Unknown calls answer 404. Returns the mock so tests can inspect
 * the requests made.
 */
export function mockFetch<A, B = object>(routes: MockRoutes<A>, overrides?: MockRoutes<B>) {
  const table: Record<string, MockHandler> = { ...(routes as Record<string, MockHandler>), ...(overrides as Record<string, MockHandler>) };
  const requests: MockRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: MockRequest = { method, path: parsed.pathname, url, headers, body };
    requests.push(request);
    const handler = table[`${method} ${parsed.pathname}${parsed.search}`] ?? table[`${method} ${parsed.pathname}`];
    if (!handler) return toResponse({ status: 404, body: { message: 'Not found' } });
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return toResponse(reply);
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    requests,
    /** The requests made to one "METHOD /path". */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
