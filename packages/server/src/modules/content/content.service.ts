import { LEGAL_PAGE_SLUGS, type LandingContent, type LegalPage } from '@wellpath/shared/content/public';
import type { ContentBundle } from '../../content/loader.js';
import { notFound } from '../../lib/http-errors.js';

/** Public clinic content, authored in content/ and loaded at start-up. */
export class ContentService {
  constructor(private readonly content: ContentBundle) {}

  landing(): LandingContent {
    return this.content.landing;
  }

  /** One of the legal documents; any other slug is not found. */
  legalPage(slug: string): LegalPage {
    const page = (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug) ? this.content.legalPages.get(slug) : undefined;
    if (!page) throw notFound('Page not found');
    return page;
  }
}
