import type { Pillar, PillarIcon } from '@wellpath/shared/lifestyle/pillars';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './lifestyle.repository.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { findPillarByIdOrSlug, setUserPillarState } from './lifestyle.repository.js';

export class LifestyleService {
  constructor(private readonly db: Db) {}

  async listPillars(userId: string): Promise<Pillar[]> {
    const rows = await repo.listPillarsForUser(this.db, userId);
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      description: r.description,
      icon: r.icon as PillarIcon,
      slug: r.slug,
      is_active: r.is_active === 1,
    }));
  }

  /**
   * Flips the member's pillar. The warning on a third active pillar is advice (§4), shown by the
   * client before it calls; the server does not refuse it.
   */
  async togglePillar(userId: string, pillarId: string): Promise<{ _id: string; is_active: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const pillar = await repo.findPillar(trx, pillarId);
      if (!pillar) throw notFound(smsg('api.pillarNotFound'));
      const next = !(await repo.getUserPillarState(trx, userId, pillarId));
      await repo.setUserPillarState(trx, userId, pillarId, next);
      return { _id: pillarId, is_active: next };
    });
  }
}
