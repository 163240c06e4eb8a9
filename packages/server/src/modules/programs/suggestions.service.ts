import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import { parseProvenance, presentSource } from '../../lib/provenance.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { provenanceIn } from '../../content/local-provenance.js';
import * as repo from './suggestions.repository.js';

/** For other modules (decision 0077): this module's data they read, through its service. */
export { findProgramByKey, insertSuggestionIfAbsent } from './suggestions.repository.js';

export class SuggestionService {
  constructor(
    private readonly db: Db,
    private readonly content: ContentBundle,
  ) {}

  /**
   * §3 suggested programme: { program, suggestion: { _id, source } }, newest first; the programme and
   * its pillar named by key, and the answer behind it in its survey's words, in `locale` (decision 0117).
   */
  async list(userId: string, locale: Locale = 'en'): Promise<SuggestedProgram[]> {
    const rows = await repo.listActiveSuggestions(this.db, userId);
    const local = locale === 'en' ? undefined : this.content.byLocale[locale];
    const source = provenanceIn(this.content, locale);
    return rows.map((r) => {
      const program = local?.programs.find((p) => p.key === r.program_key);
      const pillar = r.pillar_slug ? local?.pillars.find((p) => p.slug === r.pillar_slug) : undefined;
      const stored = parseProvenance(r.source);
      return {
        program: {
          _id: r.program_id,
          title: program?.title ?? r.title,
          type: r.type,
          level: r.level,
          duration: r.duration,
          duration_unit: r.duration_unit,
          shortText: program?.shortText ?? r.short_text,
          pillar: r.pillar_slug && r.pillar_name ? { slug: r.pillar_slug, name: pillar?.name ?? r.pillar_name } : null,
        },
        suggestion: { _id: r.id, created_at: r.created_at, source: presentSource(stored && source(stored)) },
      };
    });
  }

  /** The member dismisses a suggestion; it is not suggested again by the same trigger. */
  async remove(userId: string, suggestionId: string): Promise<{ message: string }> {
    const s = await repo.findSuggestion(this.db, userId, suggestionId);
    if (!s) throw notFound(smsg('api.suggestionNotFound'));
    if (s.status === 'active') await repo.setSuggestionStatus(this.db, userId, suggestionId, 'removed', 'active');
    return { message: smsg('api.suggestionRemoved') };
  }
}
