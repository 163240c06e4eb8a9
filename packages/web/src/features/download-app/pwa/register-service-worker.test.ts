import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, buildInShell, buildVersion, onWorkerWaiting, serviceWorkerUrl, workerVersion } from './register-service-worker';

describe('service worker registration', () => {
  it('versions the worker by the hashed name of the entry chunk', () => {
    expect(buildVersion('https://app.example/assets/index-DKEaZ6AH.js')).toBe('index-DKEaZ6AH');
    expect(serviceWorkerUrl('index-DKEaZ6AH')).toBe('/sw.js?v=index-DKEaZ6AH');
    expect(workerVersion('https://app.example/sw.js?v=index-DKEaZ6AH')).toBe('index-DKEaZ6AH');
  });

  it('reads the build a deployed index.html loads', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-B_x-9.js"></script><link rel="modulepreload" href="/assets/vendor-1.js"></head>';
    expect(buildInShell(html)).toBe('index-B_x-9');
    expect(buildInShell('<p>no script</p>')).toBeNull();
  });

  it('lets a worker of the build this page runs take over quietly, without a banner or a reload', () => {
    const postMessage = vi.fn();
    const worker = { scriptURL: 'https://app.example/sw.js?v=index-new', postMessage } as unknown as ServiceWorker;
    onWorkerWaiting(worker, 'index-new');
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('offers a newer build with the banner and waits for the member', async () => {
    const postMessage = vi.fn();
    const worker = { scriptURL: 'https://app.example/sw.js?v=index-new', postMessage } as unknown as ServiceWorker;
    onWorkerWaiting(worker, 'index-old');
    expect(await screen.findByText('A new version of WellPath is available', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
    document.getElementById('pwa-update')?.remove();
  });

  it('tells the waiting worker to take over, then reloads once when it does', () => {
    const listeners: Array<() => void> = [];
    const reload = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker: { addEventListener: (_: string, fn: () => void) => listeners.push(fn) } });
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const postMessage = vi.fn();
    const worker = { postMessage } as unknown as ServiceWorker;

    applyUpdate(worker);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    listeners.forEach((fn) => fn());
    listeners.forEach((fn) => fn());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
