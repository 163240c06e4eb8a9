import { LEGAL_PAGE_SLUGS, type LandingContent, type LegalPage } from '@wellpath/shared/content/public';
import type { ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { notFound } from '../../lib/http-errors.js';
import { smsg } from '../../i18n/index.js';

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
