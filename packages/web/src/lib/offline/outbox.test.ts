import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useFakeIndexedDb } from '@/test/fake-indexeddb';
import { openOfflineDatabase, type OfflineDatabase, type OutboxEntry, type TrackingOutboxEntry } from './database';
import { indexedDbOutboxStore, TrackingOutbox, type NewTrackingEntry, type OutboxOptions } from './outbox';

const day = (date: string, programId = 'walk'): NewTrackingEntry => ({
  programId,
  programTitle: programId === 'walk' ? 'Walk more' : 'Sleep well',
  date,
  body: { date, completed_items: [0], item_values: {} },
});

const refused = (status: number, errors: string[] = []) => new ApiError(status, '/api/programs/walk/track', { errors }, 'Refused');
const unreachable = () => new ApiError(0, '/api/programs/walk/track', {}, 'Network error: the server could not be reached');

let db: OfflineDatabase;
let online: boolean;

beforeEach(async () => {
  useFakeIndexedDb();
  db = (await openOfflineDatabase())!;
  online = true;
});

function outbox(send: OutboxOptions['send'], options: Partial<OutboxOptions> = {}) {
  return new TrackingOutbox({ store: indexedDbOutboxStore(db), userId: 'member-1', send, isOnline: () => online, ...options });
}

const sentDates = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([entry]) => `${(entry as TrackingOutboxEntry).programId} ${(entry as TrackingOutboxEntry).date}`);

describe('TrackingOutbox', () => {
  it('sends at once when online and keeps nothing', async () => {
    const send = vi.fn().mockResolvedValue({});
    const box = outbox(send);
    await box.start();
    await expect(box.submit(day('2026-03-02'))).resolves.toBe('sent');
    expect(sentDates(send)).toEqual(['walk 2026-03-02']);
    expect(box.entries()).toEqual([]);
  });

  it('keeps days tracked offline, replaces a day tracked twice, and sends them oldest first once online', async () => {
    const send = vi.fn().mockResolvedValue({});
    const box = outbox(send);
    await box.start();
    online = false;
    await expect(box.submit(day('2026-03-02'))).resolves.toBe('queued');
    await box.submit(day('2026-03-01', 'sleep'));
    // The same day again: only the newest entry is kept, after the others.
    await box.submit({ ...day('2026-03-02'), body: { date: '2026-03-02', completed_items: [0, 1], item_values: {} } });
    expect(box.entries().map((e) => `${(e as TrackingOutboxEntry).programId} ${(e as TrackingOutboxEntry).date}`)).toEqual([
      'sleep 2026-03-01',
      'walk 2026-03-02',
    ]);
    expect(send).not.toHaveBeenCalled();

    online = true;
    await box.flush();
    expect(sentDates(send)).toEqual(['sleep 2026-03-01', 'walk 2026-03-02']);
    expect((send.mock.calls[1]![0] as TrackingOutboxEntry).body.completed_items).toEqual([0, 1]);
    expect(box.entries()).toEqual([]);
  });

  it('survives a reload: a new outbox over the same database sends what waited', async () => {
    online = false;
    const before = outbox(vi.fn());
    await before.start();
    await before.submit(day('2026-03-02'));
    before.stop();
    db.close();

    online = true;
    db = (await openOfflineDatabase())!;
    const send = vi.fn().mockResolvedValue({});
    const after = outbox(send);
    await after.start();
    await vi.waitFor(() => expect(sentDates(send)).toEqual(['walk 2026-03-02']));
    await vi.waitFor(() => expect(after.entries()).toEqual([]));
  });

  it('never sends an entry twice, however many flushes are asked for at once', async () => {
    online = false;
    const send = vi.fn().mockResolvedValue({});
    const box = outbox(send);
    await box.start();
    await box.submit(day('2026-03-01'));
    await box.submit(day('2026-03-02'));
    online = true;
    await Promise.all([box.flush(), box.flush(), box.flush()]);
    expect(sentDates(send)).toEqual(['walk 2026-03-01', 'walk 2026-03-02']);
  });

  it('keeps the entry and says the server is unreachable when the network fails', async () => {
    const onUnreachable = vi.fn();
    const send = vi.fn().mockRejectedValue(unreachable());
    const box = outbox(send, { onUnreachable });
    await box.start();
    await expect(box.submit(day('2026-03-02'))).resolves.toBe('queued');
    expect(onUnreachable).toHaveBeenCalled();
    expect(box.entries()).toHaveLength(1);
  });

  it('rejects to the screen that sent a refused entry, and drops it', async () => {
    const send = vi.fn().mockRejectedValue(refused(400, ['The date cannot be in the future.']));
    const box = outbox(send);
    await box.start();
    await expect(box.submit(day('2026-03-02'))).rejects.toMatchObject({ status: 400, errors: ['The date cannot be in the future.'] });
    expect(box.entries()).toEqual([]);
  });

  it('marks a refused entry that waited, never sends it again, and goes on with the next', async () => {
    online = false;
    const send = vi.fn().mockRejectedValueOnce(refused(404)).mockResolvedValue({});
    const box = outbox(send);
    await box.start();
    await box.submit(day('2026-03-01', 'sleep'));
    await box.submit(day('2026-03-02'));
    online = true;
    await box.flush();
    expect(sentDates(send)).toEqual(['sleep 2026-03-01', 'walk 2026-03-02']);
    expect(box.entries()).toMatchObject([{ programId: 'sleep', rejected: { status: 404 } }]);

    await box.flush();
    expect(send).toHaveBeenCalledTimes(2);
    await box.dismiss(box.entries()[0]!.id);
    expect(box.entries()).toEqual([]);
  });

  it('keeps everything, in order, when the session has ended (401), for the same member only', async () => {
    online = false;
    const box = outbox(vi.fn().mockRejectedValue(refused(401)));
    await box.start();
    await box.submit(day('2026-03-01'));
    await box.submit(day('2026-03-02'));
    online = true;
    await box.flush();
    expect(box.entries()).toHaveLength(2);
    box.stop();

    // Another member signing in on this device neither sees nor sends them.
    const other = new TrackingOutbox({ store: indexedDbOutboxStore(db), userId: 'member-2', send: vi.fn(), isOnline: () => true });
    await other.start();
    expect(other.entries()).toEqual([]);

    // The same member's next session sends them.
    const send = vi.fn().mockResolvedValue({});
    const again = outbox(send);
    await again.start();
    await vi.waitFor(() => expect(sentDates(send)).toEqual(['walk 2026-03-01', 'walk 2026-03-02']));
  });

  it('tries again later after a server error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const send = vi.fn().mockRejectedValueOnce(refused(503)).mockResolvedValue({});
    const box = outbox(send, { retryDelayMs: 1000 });
    await box.start();
    await expect(box.submit(day('2026-03-02'))).resolves.toBe('queued');
    expect(box.entries()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(box.entries()).toEqual([]));
    expect(send).toHaveBeenCalledTimes(2);
    box.stop();
  });

  describe('blood-pressure readings and Idempotency-Keys', () => {
    const reading = (systolic: number) => ({
      kind: 'bp-reading' as const,
      body: { systolic, diastolic: 90, measured_at: `2026-03-02T08:0${systolic % 10}:00.000Z` },
    });

    it('keeps readings logged offline, every one of them, beside tracked days, and sends them in order once online', async () => {
      const send = vi.fn().mockResolvedValue({ _id: 'from-server' });
      const box = outbox(send);
      await box.start();
      online = false;
      await expect(box.send(reading(141))).resolves.toMatchObject({ outcome: 'queued', entry: { kind: 'bp-reading' } });
      await box.submit(day('2026-03-02'));
      await box.submit(reading(142));
      // Two readings are two entries (a tracked day of the same date replaces only a tracked day).
      expect(box.entries().map((e) => e.kind ?? 'tracking')).toEqual(['bp-reading', 'tracking', 'bp-reading']);
      online = true;
      await box.flush();
      expect(send.mock.calls.map(([e]) => (e as OutboxEntry).kind ?? 'tracking')).toEqual(['bp-reading', 'tracking', 'bp-reading']);
      expect(box.entries()).toEqual([]);
    });

    it('answers with what the server sent when online', async () => {
      const box = outbox(vi.fn().mockResolvedValue({ _id: 'r1', systolic: 141 }));
      await box.start();
      await expect(box.send(reading(141))).resolves.toEqual({ outcome: 'sent', answer: { _id: 'r1', systolic: 141 } });
    });

    it('gives each entry its own Idempotency-Key, kept across tries and reloads, so a reading sent twice is stored once', async () => {
      const keys: Array<string | undefined> = [];
      const failing = vi.fn(async (entry: OutboxEntry) => {
        keys.push(entry.idempotencyKey);
        throw unreachable();
      });
      online = false;
      const before = outbox(failing);
      await before.start();
      await before.submit(reading(141));
      await before.submit(reading(142));
      online = true;
      await before.flush();
      await before.flush();
      before.stop();
      db.close();

      db = (await openOfflineDatabase())!;
      const send = vi.fn(async (entry: OutboxEntry) => {
        keys.push(entry.idempotencyKey);
        return {};
      });
      const after = outbox(send);
      await after.start();
      await vi.waitFor(() => expect(after.entries()).toEqual([]));
      // Tried twice before the reload (the first entry each time), then both sent after it.
      expect(keys).toHaveLength(4);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBe(keys[0]);
      expect(keys[3]).not.toBe(keys[0]);
    });
  });
});
