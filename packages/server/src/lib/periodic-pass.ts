/**
 * A background pass run now and then every so often (alert escalation, care digests, appointment
 * reminders): one at a time in this copy (a call while one runs gets that one), a failed pass handed
 * to `failed` so the next one tries again, and a stop that waits for the pass under way.
 */
export class PeriodicPass<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly pass: (now: Date) => Promise<T>,
    private readonly failed: (err: unknown) => void,
  ) {}

  /** Runs a pass now and then every `everyMs`; the timer does not keep the process alive. */
  start(everyMs: number): void {
    const tick = () => void this.due().catch(this.failed);
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for the pass under way, if any (its failure is not rethrown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass at `now`, or the one this copy is already running. */
  due(now: Date = new Date()): Promise<T> {
    this.running ??= this.pass(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}
