import { describe, expect, it, vi } from 'vitest';
import source from '../../../../public/sw.js?raw';

// public/sw.js run against a small in-memory stand-in for the worker global and the Cache API.

const ORIGIN = 'https://app.example';
const SHELL_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-def.js"><link rel="stylesheet" crossorigin href="/assets/index-ghi.css"></head>' +
  '<body><div id="root"></div></body></html>';

type Handler = (event: Record<string, unknown>) => void;

class AbsoluteRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

function keyOf(request: RequestInfo | URL, ignoreSearch = false): string {
  const url = new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, ORIGIN);
  return ignoreSearch ? url.pathname : url.pathname + url.search;
}

function html(body: string, status = 200) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function loadWorker({ online = true, cacheNames = [] as string[] } = {}) {
  const network = { online };
  const fetchCalls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const key = keyOf(input);
    fetchCalls.push(key);
    if (!network.online) throw new TypeError('Failed to fetch');
    const path = key.split('?')[0]!;
    if (path === '/' || path === '/index.html' || path.startsWith('/education')) return html(SHELL_HTML);
    if (path === '/offline.html') return html('<!doctype html><h1>You are offline</h1>');
    if (path === '/server-down') return html('Bad gateway', 502);
    return new Response(`content of ${path}`, { status: 200 });
  });

  const stores = new Map<string, Map<string, Response>>(cacheNames.map((name) => [name, new Map()]));
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: RequestInfo | URL, options?: { ignoreSearch?: boolean }) => {
        const key = keyOf(request);
        const hit = store.get(key) ?? (options?.ignoreSearch ? [...store.entries()].find(([k]) => k.split('?')[0] === keyOf(request, true))?.[1] : undefined);
        return hit?.clone();
      },
      put: async (request: RequestInfo | URL, response: Response) => void store.set(keyOf(request), response),
      addAll: async (requests: Request[]) => {
        for (const request of requests) {
          const response = await fetchFn(request);
          if (!response.ok) throw new TypeError('addAll failed');
          store.set(keyOf(request), response);
        }
      },
    };
  };
  const caches = { open, keys: async () => [...stores.keys()], delete: async (name: string) => stores.delete(name) };

  const handlers: Record<string, Handler> = {};
  const self = {
    location: new URL('/sw.js?v=index-abc', ORIGIN),
    addEventListener: (type: string, handler: Handler) => void (handlers[type] = handler),
    clients: { claim: vi.fn(async () => {}) },
    skipWaiting: vi.fn(async () => {}),
  };
  new Function('self', 'caches', 'fetch', 'Request', source)(self, caches, fetchFn, AbsoluteRequest);

  async function lifecycle(type: 'install' | 'activate') {
    const pending: Array<Promise<unknown>> = [];
    handlers[type]!({ waitUntil: (p: Promise<unknown>) => pending.push(p) });
    await Promise.all(pending);
  }

  /** Dispatches a fetch; returns the response, or null when the worker let the browser handle it. */
  async function request(path: string, init: { mode?: string; method?: string; origin?: string } = {}) {
    let responded = null as Promise<Response> | null;
    const pending: Array<Promise<unknown>> = [];
    const req = { url: new URL(path, init.origin ?? ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    handlers.fetch!({ request: req, respondWith: (p: Promise<Response>) => (responded = p), waitUntil: (p: Promise<unknown>) => pending.push(p) });
    const response = responded ? await responded : null;
    await Promise.all(pending);
    return response;
  }

  return { self, stores, network, fetchCalls, lifecycle, request, message: (data: unknown) => handlers.message!({ data }) };
}

describe('service worker (public/sw.js)', () => {
  it('precaches the shell, the offline page, the manifest, the icons and the hashed files the shell loads', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    const shell = [...sw.stores.get('wellpath-shell-index-abc')!.keys()];
    expect(shell).toEqual(
      expect.arrayContaining(['/', '/index.html', '/offline.html', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']),
    );
    expect([...sw.stores.get('wellpath-assets-index-abc')!.keys()].sort()).toEqual(['/assets/index-abc.js', '/assets/index-ghi.css', '/assets/vendor-def.js']);
  });

  it('never intercepts /api, whatever the method or mode', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    sw.fetchCalls.length = 0;
    expect(await sw.request('/api/education/posts')).toBeNull();
    expect(await sw.request('/api/user/profile', { mode: 'navigate' })).toBeNull();
    expect(await sw.request('/api/coaches/k1/messages', { method: 'POST' })).toBeNull();
    expect(await sw.request('/api')).toBeNull();
    expect(sw.fetchCalls).toEqual([]);
    for (const store of sw.stores.values()) expect([...store.keys()].some((k) => k.startsWith('/api'))).toBe(false);
  });

  it('leaves other origins and unknown same-origin files to the browser', async () => {
    const sw = loadWorker();
    expect(await sw.request('/assets/x.js', { origin: 'https://cdn.example' })).toBeNull();
    expect(await sw.request('/robots.txt')).toBeNull();
    // The page's look at the deployed index.html must reach the server, not the cached shell.
    expect(await sw.request('/index.html?check=1')).toBeNull();
  });

  it('serves navigations from the network and refreshes the cached shell with them', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    const shell = sw.stores.get('wellpath-shell-index-abc')!;
    shell.set('/index.html', html('old shell <div id="root"></div>'));

    const response = await sw.request('/education/posts/p1', { mode: 'navigate' });
    expect(await response!.text()).toBe(SHELL_HTML);
    expect(sw.fetchCalls).toContain('/education/posts/p1');
    expect(await shell.get('/index.html')!.clone().text()).toBe(SHELL_HTML);

    // Other HTML (the offline page itself) never replaces the shell.
    await sw.request('/offline.html', { mode: 'navigate' });
    expect(await shell.get('/index.html')!.clone().text()).toBe(SHELL_HTML);
  });

  it('falls back to the cached shell offline or when the server fails, then to the offline page', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    sw.network.online = false;
    expect(await (await sw.request('/coaches/k1', { mode: 'navigate' }))!.text()).toBe(SHELL_HTML);

    sw.network.online = true;
    expect(await (await sw.request('/server-down', { mode: 'navigate' }))!.text()).toBe(SHELL_HTML);

    sw.stores.get('wellpath-shell-index-abc')!.delete('/index.html');
    sw.stores.get('wellpath-shell-index-abc')!.delete('/');
    sw.network.online = false;
    expect(await (await sw.request('/coaches', { mode: 'navigate' }))!.text()).toContain('You are offline');
  });

  it('serves hashed assets cache first and caches them on first use', async () => {
    const sw = loadWorker();
    expect(await (await sw.request('/assets/page-123.js'))!.text()).toBe('content of /assets/page-123.js');
    sw.network.online = false;
    expect(await (await sw.request('/assets/page-123.js'))!.text()).toBe('content of /assets/page-123.js');
  });

  it('removes the caches of older versions on activate and takes control of open pages', async () => {
    const sw = loadWorker({ cacheNames: ['wellpath-shell-index-old', 'wellpath-assets-index-old', 'someone-else'] });
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect([...sw.stores.keys()].sort()).toEqual(['someone-else', 'wellpath-assets-index-abc', 'wellpath-shell-index-abc']);
    expect(sw.self.clients.claim).toHaveBeenCalled();
  });

  it('waits for the member before taking over (SKIP_WAITING)', () => {
    const sw = loadWorker();
    sw.message({ type: 'OTHER' });
    expect(sw.self.skipWaiting).not.toHaveBeenCalled();
    sw.message({ type: 'SKIP_WAITING' });
    expect(sw.self.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
