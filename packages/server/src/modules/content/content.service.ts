import { LEGAL_PAGE_SLUGS, type LandingContent, type LegalPage } from '@wellpath/shared/content/public';
import { z } from 'zod';
import { actionItemSchema, choiceKey } from '@wellpath/shared/programs/definition';
import { ContentError, type ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { notFound } from '../../lib/http-errors.js';
import { smsg } from '../../i18n/index.js';
import type { Db } from '../../db/connection.js';
import * as repo from './content.repository.js';

/**
 * Writes content items into the database keyed by their stable `key`: new keys are inserted, known
 * ones updated, vanished ones archived (kept, so members' data that points at them stays valid).
 * Running it twice changes nothing the second time.
 */
export async function syncContent(db: Db, content: ContentBundle): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.syncPillars(trx, content.pillars);
    await repo.syncEducationCategories(trx, content.educationCategories);
    await repo.syncRecommendationTemplates(trx, content.recommendations);
    await repo.syncExercises(trx, content.exercises);
    await refuseLostChoices(trx, content.programs);
    await repo.syncPrograms(trx, content.programs);
    await repo.syncSurveys(trx, content.surveys);
    await repo.syncBloodMarkers(trx, content.bloodMarkers);
    await repo.syncConditions(trx, content.conditions);
    await repo.syncEducationPosts(trx, content.educationPosts, content.byLocale.fr.educationPosts);
    await repo.syncCoaches(trx, content.coaches);
  });
}

const storedItems = z.array(actionItemSchema);
const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A radio option's key is made from its English text (decision 0079), and members' answers are stored
 * by it. Content whose option no longer has a key that tracked days hold as their answer would leave
 * those answers pointing at nothing: past minutes of Walk to 150 would read as light, on the member's
 * screens and in the clinic's results (decision 0127). Such content is refused at start, with what to
 * do; an option nobody has chosen may be reworded, and the French freely.
 */
async function refuseLostChoices(trx: Parameters<typeof repo.storedProgramItems>[0], programs: ContentBundle['programs']): Promise<void> {
  const stored = new Map((await repo.storedProgramItems(trx)).map((r) => [r.key, r]));
  for (const program of programs) {
    const row = stored.get(program.key);
    if (!row) continue;
    // Items stored by an older version in a shape the schema no longer reads are not compared (the
    // sync replaces them); the programmes' screens read the new ones.
    const before = storedItems.safeParse(safeJson(row.action_items));
    if (!before.success) continue;
    for (const [index, item] of before.data.entries()) {
      if (item.type !== 'radio') continue;
      const now = program.action_items[index];
      const kept = new Set(now?.type === 'radio' ? now.options.map(choiceKey) : []);
      const lost = item.options.filter((o) => !kept.has(choiceKey(o)));
      const held = await repo.answersHolding(trx, row.id, index, lost.map(choiceKey));
      if (held > 0)
        throw new ContentError(
          `programs/${program.key}.yaml, action item ${index + 1} ("${item.title}"): the option(s) ${lost.map((o) => `"${o}"`).join(', ')} ` +
            `are no longer offered, but ${held} tracked day(s) hold them as the member's answer (stored by the key of the English text). ` +
            'Keep the English text of an option members have chosen (its French may change), or add a migration that moves ' +
            'those answers to the new key, as migration 0030 did.',
        );
    }
  }
}

/** Public clinic content, authored in content/ and loaded at start-up. */
export class ContentService {
  constructor(private readonly content: ContentBundle) {}

  landing(locale: Locale = 'en'): LandingContent {
    return this.content.byLocale[locale].landing;
  }

  /** One of the legal documents; any other slug is not found. */
  legalPage(slug: string, locale: Locale = 'en'): LegalPage {
    const page = (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug) ? this.content.byLocale[locale].legalPages.get(slug) : undefined;
    if (!page) throw notFound(smsg('content.pageNotFound'));
    return page;
  }
}
