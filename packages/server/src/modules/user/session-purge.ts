import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { HOUR_MS } from '../../lib/clock.js';
import { purgeDeadSessions } from './session.repository.js';
import { purgeDeleted } from '../healthtracking/vitals.service.js';

/**
 * Deletes dead sessions (revoked, expired, idle too long) when the server is ready and then every
 * hour; each sign-in also clears the member's own (UserService.login). docs/decisions/0033. Deleted
 * health rows past their undo go at the same time (decision 0036).
 */
export class SessionPurge {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = HOUR_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
    void this.run();
  }

  /** One purge now (or the one already running). Never throws: a failure is logged and retried next time. */
  run(): Promise<void> {
    this.running ??= (async () => {
      try {
        const deleted = await purgeDeadSessions(this.db);
        if (deleted > 0) this.log.info({ deleted }, 'dead sessions deleted');
        // Deletions past their undo (decision 0036): each deletion purges them too, this catches a quiet server.
        await purgeDeleted(this.db, new Date());
      } catch (err) {
        this.log.error({ err }, 'deleting dead sessions failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
