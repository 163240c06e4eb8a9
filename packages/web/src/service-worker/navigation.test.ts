import { describe, expect, it } from 'vitest';
import { answerNavigation, OFFLINE_URL, SHELL_URL } from './navigation';

const request = new Request('https://app.example/education');
const page = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/html' } });

function cache(entries: Record<string, string>) {
  return async (url: string) => (entries[url] === undefined ? undefined : page(entries[url]));
}

describe('answerNavigation', () => {
  it('answers from the network when it can, even with a 4xx', async () => {
    const cached = cache({ [SHELL_URL]: 'shell' });
    expect(await (await answerNavigation(request, { fetch: async () => page('fresh'), cached })).text()).toBe('fresh');
    const notFound = await answerNavigation(request, { fetch: async () => page('missing', 404), cached });
    expect(notFound.status).toBe(404);
  });

  it('falls back to the cached app shell when offline or when the server fails', async () => {
    const cached = cache({ [SHELL_URL]: 'shell', [OFFLINE_URL]: 'offline' });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await answerNavigation(request, { fetch: offline, cached })).text()).toBe('shell');
    expect(await (await answerNavigation(request, { fetch: async () => page('Bad gateway', 502), cached })).text()).toBe('shell');
  });

  it('uses the offline page without a shell, and passes a 5xx on when nothing is cached', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await (await answerNavigation(request, { fetch: offline, cached: cache({ [OFFLINE_URL]: 'offline' }) })).text()).toBe('offline');
    const failed = await answerNavigation(request, { fetch: async () => page('Bad gateway', 502), cached: cache({}) });
    expect(failed.status).toBe(502);
    expect((await answerNavigation(request, { fetch: offline, cached: cache({}) })).type).toBe('error');
  });
});
