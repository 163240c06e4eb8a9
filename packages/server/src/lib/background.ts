import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not delay or shape a response (so its timing reveals nothing), but that shutdown
 * and tests can wait for.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    const p = (async () => {
      try {
        await work();
      } catch (err) {
        this.log.error({ err, task: name }, 'background task failed');
      }
    })();
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
