import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { watchConnectivity } from './connectivity';

const networkError = () => new ApiError(0, '/api/programs', {}, 'Network error: the server could not be reached');

describe('watchConnectivity', () => {
  it('goes offline at the first unreachable call, so queries wait instead of failing, and refetches once the server answers', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 1 } } });
    // What QueryClientProvider does: the client hears the connection come back.
    queryClient.mount();
    let serverUp = false;
    const probe = vi.fn(() => (serverUp ? Promise.resolve({}) : Promise.reject(new TypeError('Failed to fetch'))));
    const watch = watchConnectivity(queryClient, { probe, probeIntervalMs: 10 });
    const queryFn = vi.fn(() => (serverUp ? Promise.resolve({ programs: [] }) : Promise.reject(networkError())));
    const observer = new QueryObserver(queryClient, { queryKey: ['programs'], queryFn });
    const unsubscribe = observer.subscribe(() => {});

    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(observer.getCurrentResult().isError).toBe(false);
    await vi.waitFor(() => expect(probe).toHaveBeenCalled());

    serverUp = true;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ programs: [] }));
    expect(onlineManager.isOnline()).toBe(true);
    unsubscribe();
    watch.stop();
    queryClient.unmount();
  });

  it('follows the browser going offline and back online', () => {
    const watch = watchConnectivity(new QueryClient(), { probe: vi.fn(), probeIntervalMs: 10 });
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    watch.stop();
  });
});
