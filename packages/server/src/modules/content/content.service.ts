import { LEGAL_PAGE_SLUGS, type LandingContent, type LegalPage } from '@wellpath/shared/content/public';
import type { ContentBundle } from '../../content/loader.js';
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
    await repo.syncPrograms(trx, content.programs);
    await repo.syncSurveys(trx, content.surveys);
    await repo.syncBloodMarkers(trx, content.bloodMarkers);
    await repo.syncConditions(trx, content.conditions);
    await repo.syncEducationPosts(trx, content.educationPosts, content.byLocale.fr.educationPosts);
    await repo.syncCoaches(trx, content.coaches);
  });
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
