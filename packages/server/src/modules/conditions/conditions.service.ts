import type { ConditionDetail, ConditionMembershipBody, ConditionSummary } from '@wellpath/shared/conditions/wire';
import { smsg } from '../../i18n/index.js';
import type { Profile } from '@wellpath/shared/user/schemas';
import type { ConditionDefinition } from '@wellpath/shared/health/definition';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './conditions.repository.js';
import {
  conditionTexts,
  parseRelatedKeys,
  presentConditionDetail,
  presentConditionSummary,
  type ConditionTexts,
} from './conditions.presenter.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { markKeyFromAnswer, memberConditions, setMemberCondition } from './conditions.repository.js';

export class ConditionService {
  /** The conditions' texts in each language (decision 0117). */
  private readonly texts: Record<Locale, ConditionTexts>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    this.texts = { en: conditionTexts(content, 'en'), fr: conditionTexts(content, 'fr') };
  }

  private async find(userId: string, idOrKey: string): Promise<repo.ConditionRow> {
    const c = await repo.findCondition(this.db, userId, idOrKey);
    if (!c) throw notFound(smsg('api.conditionNotFound'));
    return c;
  }

  /** §7: the catalogue, with whether the member has each condition. */
  async list(userId: string, locale: Locale = 'en'): Promise<ConditionSummary[]> {
    const texts = this.texts[locale];
    return (await repo.listConditions(this.db, userId)).map((c) => presentConditionSummary(c, texts));
  }

  /** A condition (id or key) with the pillars, programmes, posts and links that help, in `locale`. */
  async detail(userId: string, idOrKey: string, locale: Locale = 'en'): Promise<ConditionDetail> {
    const c = await this.find(userId, idOrKey);
    const related = parseRelatedKeys(c.related);
    return presentConditionDetail(c, related.links, await repo.relatedItems(this.db, related), this.texts[locale]);
  }

  /** Marks or unmarks a condition as one the member has. */
  async setMembership(userId: string, idOrKey: string, body: ConditionMembershipBody) {
    const c = await this.find(userId, idOrKey);
    await this.db.transaction().execute((trx) => repo.setMemberCondition(trx, userId, c.id, body.has_condition));
    return { _id: c.id, has_condition: body.has_condition };
  }

  /**
   * The member's conditions as the profile lists them, each named and summed up from `local` (the
   * content's conditions in the reader's language) by its key; the stored English where it has none.
   */
  async profileConditions(userId: string, local: ConditionDefinition[]): Promise<Profile['conditions']> {
    const byKey = new Map(local.map((c) => [c.key, c]));
    return (await repo.memberConditions(this.db, userId)).map((c) => {
      const text = byKey.get(c.key);
      return { _id: c.id, key: c.key, name: text?.name ?? c.name, summary: text?.summary ?? c.summary };
    });
  }
}
