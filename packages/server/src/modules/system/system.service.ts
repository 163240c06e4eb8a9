import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import * as repo from './system.repository.js';

const NONE: string[] = [];

/** The server itself: whether it can serve requests. */
export class SystemService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Helper services that may fail over (the rate-limit store), by name. */
    private readonly dependencies: Record<string, () => 'ok' | 'degraded'> = {},
  ) {}

  /** The helper services currently failing over (the same empty list while none is: the health check runs often). */
  degraded(): string[] {
    let out: string[] | undefined;
    for (const name in this.dependencies) if (this.dependencies[name]!() === 'degraded') (out ??= []).push(name);
    return out ?? NONE;
  }

  /** Whether the database answers (at once on SQLite, else a promise); a failure is logged. */
  databaseAnswers(): boolean | Promise<boolean> {
    let pinged;
    try {
      pinged = repo.ping(this.db);
    } catch (err) {
      return this.failed(err);
    }
    return pinged
      ? pinged.then(
          () => true,
          (err: unknown) => this.failed(err),
        )
      : true;
  }

  private failed(err: unknown): false {
    this.log.error({ err }, 'database health check failed');
    return false;
  }
}
