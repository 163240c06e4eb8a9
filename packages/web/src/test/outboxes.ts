import { expect, vi } from 'vitest';
import { TrackingOutbox } from '@/lib/offline/outbox';

/**
 * Watches the member outboxes a test's offline sessions open, so the test waits for them rather than
 * for a time (decision 0081). Call it in the test or a beforeEach: the setup file restores the spies
 * after each test.
 * - `opened()`: an outbox has started, its first look at the device's database done;
 * - `settled()`: every outbox's work begun so far (its first look, sending, dismissing) is done, and
 *   what that work began too: nothing of theirs still reads or writes when the fake IndexedDB goes.
 */
export function watchOutboxes() {
  const start = vi.spyOn(TrackingOutbox.prototype, 'start');
  const spies = [
    start,
    vi.spyOn(TrackingOutbox.prototype, 'flush'),
    vi.spyOn(TrackingOutbox.prototype, 'send'),
    vi.spyOn(TrackingOutbox.prototype, 'dismiss'),
  ];
  const settled = async () => {
    for (let seen = -1; ;) {
      const work = spies.flatMap((spy) => spy.mock.results.map((r) => r.value as Promise<unknown>));
      if (work.length === seen) return;
      seen = work.length;
      await Promise.allSettled(work);
    }
  };
  return {
    opened: async () => {
      await vi.waitFor(() => expect(start).toHaveBeenCalled(), { timeout: 15_000 });
      await Promise.allSettled(start.mock.results.map((r) => r.value as Promise<void>));
    },
    settled,
  };
}
