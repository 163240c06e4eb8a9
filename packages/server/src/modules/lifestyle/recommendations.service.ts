import {
  canTransition,
  requestedStatus,
  splitRecommendations,
  type Recommendation,
  type RecommendationStatusBody,
} from '@wellpath/shared/lifestyle/recommendations';
import { smsg } from '../../i18n/index.js';
import type { Provenance } from '@wellpath/shared/surveys/provenance';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { nowIso } from '../../lib/clock.js';
import * as repo from './recommendations.repository.js';

/** A status as the 400 of a refused change says it ("not started" in English). */
const STATUS_WORDS = {
  not_started: smsg('api.status.notStarted'),
  in_progress: smsg('api.status.inProgress'),
  completed: smsg('api.status.completed'),
};
import * as pillars from './lifestyle.repository.js';
import { presentRecommendation, recommendationTexts, type RecommendationTexts } from './recommendations.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { findByTemplate, findTemplateByKey, insertIfAbsent } from './recommendations.repository.js';

export class RecommendationService {
  /** The recommendations' texts in each language (decision 0117). */
  private readonly texts: Record<Locale, RecommendationTexts>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    this.texts = { en: recommendationTexts(content, 'en'), fr: recommendationTexts(content, 'fr') };
  }

  /**
   * The member's recommendations, general only, or for one pillar (id or slug); active first as §4
   * orders them; in `locale`.
   */
  async list(userId: string, opts: { excludePillars?: boolean; pillar?: string }, locale: Locale = 'en'): Promise<Recommendation[]> {
    let filter: repo.RecommendationFilter = { kind: 'all' };
    if (opts.pillar) {
      const pillar = await pillars.findPillarByIdOrSlug(this.db, opts.pillar);
      if (!pillar) throw notFound(smsg('api.pillarNotFound'));
      filter = { kind: 'pillar', pillarId: pillar.id };
    } else if (opts.excludePillars) {
      filter = { kind: 'general' };
    }
    const texts = this.texts[locale];
    const rows = (await repo.listForUser(this.db, userId, filter)).map((r) => presentRecommendation(r, texts));
    const { active, completed } = splitRecommendations(rows);
    return [...active, ...completed];
  }

  /** Applies a status change if the status machine allows it; anything else is a 400 and stores nothing. */
  async setStatus(userId: string, id: string, body: RecommendationStatusBody) {
    const current = await repo.findForUser(this.db, userId, id);
    if (!current) throw notFound(smsg('api.recommendationNotFound'));
    const to = requestedStatus(body);
    if (!canTransition(current.status, to)) {
      throw badRequest(smsg('api.recommendationTransition', { from: STATUS_WORDS[current.status], to: STATUS_WORDS[to] }));
    }
    const at = nowIso();
    if (!(await repo.updateStatus(this.db, userId, id, current.status, to, at))) {
      throw conflict(smsg('api.recommendationChanged'));
    }
    return { _id: id, status: to, is_completed: to === 'completed', updated_at: at };
  }

  /** Gives a member the recommendation made from a template (no duplicate if they already have it). */
  static async recommend(
    db: Kysely<Database> | Transaction<Database>,
    userId: string,
    templateKey: string,
    source: Provenance | null,
  ): Promise<boolean> {
    const template = await repo.findTemplateByKey(db, templateKey);
    if (!template) throw new Error(`unknown recommendation template "${templateKey}"`);
    return repo.insertIfAbsent(db, userId, template.id, source);
  }
}
