import { pillarSchema, type Pillar } from '@wellpath/shared/lifestyle/pillars';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './lifestyle.repository.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { findPillarByIdOrSlug, setUserPillarState } from './lifestyle.repository.js';

export class LifestyleService {
  /** Each pillar's name and description by slug, in each language (decision 0079). */
  private readonly texts: Record<Locale, Map<string, { name: string; description: string }>>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    const bySlug = (bundle: ContentBundle) => new Map(bundle.pillars.map((p) => [p.slug, { name: p.name, description: p.description }]));
    this.texts = { en: bySlug(content.byLocale.en), fr: bySlug(content.byLocale.fr) };
  }

  /** The member's pillars, in `locale` (the names and descriptions of the content read in it). */
  async listPillars(userId: string, locale: Locale = 'en'): Promise<Pillar[]> {
    const rows = await repo.listPillarsForUser(this.db, userId);
    const texts = this.texts[locale];
    return rows.map((r) => ({
      _id: r.id,
      name: texts.get(r.slug)?.name ?? r.name,
      description: texts.get(r.slug)?.description ?? r.description,
      icon: pillarSchema.shape.icon.parse(r.icon),
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
