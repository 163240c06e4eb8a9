import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import * as repo from './system.repository.js';

/** The server itself: whether it can serve requests. */
export class SystemService {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Helper services that may fail over (the rate-limit store), by name. */
    private readonly dependencies: Record<string, () => 'ok' | 'degraded'> = {},
  ) {}

  /** The helper services currently failing over. */
  degraded(): string[] {
    return Object.entries(this.dependencies)
      .filter(([, status]) => status() === 'degraded')
      .map(([name]) => name);
  }

  /** Whether the database answers; a failure is logged. */
  async databaseAnswers(): Promise<boolean> {
    try {
      await repo.ping(this.db);
      return true;
    } catch (err) {
      this.log.error({ err }, 'database health check failed');
      return false;
    }
  }
}
