import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A reply, a function of the request, or a promise that never settles (to hold a loading state). */
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export const NEVER: MockHandler = () => new Promise<MockReply>(() => {});

function toResponse({ status = 200, body }: MockReply): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global fetch with a table of "METHOD /path" handlers (a query string may be part of the key).
 * Unknown calls answer 404. Returns the mock so tests can inspect the requests made.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const requests: MockRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: MockRequest = { method, path: parsed.pathname, url, headers, body };
    requests.push(request);
    const handler = routes[`${method} ${parsed.pathname}${parsed.search}`] ?? routes[`${method} ${parsed.pathname}`];
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
