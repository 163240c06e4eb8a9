import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicPass } from './periodic-pass.js';

/** A pass that waits until released, counting its runs. */
function gatedPass() {
  const runs: Date[] = [];
  let release: (value: number) => void = () => {};
  const pass = vi.fn((now: Date) => {
    runs.push(now);
    return new Promise<number>((resolve) => {
      release = resolve;
    });
  });
  return { pass, runs, release: (value: number) => release(value) };
}

describe('PeriodicPass', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs one pass at a time: a call while one runs gets that one, the next call a new one', async () => {
    const gate = gatedPass();
    const passes = new PeriodicPass(gate.pass, () => {});
    const first = passes.due(new Date('2026-11-30T10:00:00Z'));
    const second = passes.due(new Date('2026-11-30T10:00:01Z'));
    expect(second).toBe(first);
    expect(gate.pass).toHaveBeenCalledTimes(1);
    gate.release(3);
    await expect(first).resolves.toBe(3);
    const third = passes.due(new Date('2026-11-30T10:00:02Z'));
    expect(third).not.toBe(first);
    expect(gate.runs.map((d) => d.toISOString())).toEqual(['2026-11-30T10:00:00.000Z', '2026-11-30T10:00:02.000Z']);
    gate.release(0);
    await third;
  });

  it('runs now and on every tick; a failed pass is handed over and the next tick runs again; stop waits for the pass under way', async () => {
    vi.useFakeTimers();
    const failed = vi.fn();
    let calls = 0;
    let release: () => void = () => {};
    const passes = new PeriodicPass(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }, failed);
    passes.start(1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'database away' }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    // Still running: the next tick joins it rather than starting another.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    let stopped = false;
    const stopping = passes.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(2);
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
