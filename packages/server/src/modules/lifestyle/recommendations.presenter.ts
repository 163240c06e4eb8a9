import { recommendationSchema, type Recommendation } from '@wellpath/shared/lifestyle/recommendations';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { provenanceIn, type ProvenanceIn } from '../../content/local-provenance.js';
import { parseProvenance, presentSource } from '../../lib/provenance.js';
import type { RecommendationListRow } from './recommendations.repository.js';

/**
 * The recommendations' texts in one language (decision 0117): each template by key and each pillar
 * by slug from the content read in that language, and the answer behind a recommendation in its
 * survey's words. English answers the rows as they are.
 */
export interface RecommendationTexts {
  locale: Locale;
  templates: ReadonlyMap<string, ContentBundle['recommendations'][number]>;
  pillars: ReadonlyMap<string, string>;
  source: ProvenanceIn;
}

export function recommendationTexts(content: ContentBundle, locale: Locale): RecommendationTexts {
  const local = content.byLocale[locale];
  return {
    locale,
    templates: new Map(local.recommendations.map((r) => [r.key, r])),
    pillars: new Map(local.pillars.map((p) => [p.slug, p.name])),
    source: provenanceIn(content, locale),
  };
}

export function presentRecommendation(r: RecommendationListRow, texts: RecommendationTexts): Recommendation {
  const stored = parseProvenance(r.source);
  const source = stored && texts.source(stored);
  const en = texts.locale === 'en';
  const local = en ? undefined : texts.templates.get(r.key);
  const links = recommendationSchema.shape.external_links.parse(JSON.parse(r.external_links));
  return {
    _id: r.id,
    title: local?.title ?? r.title,
    category: local?.category ?? r.category,
    subcategory: local?.subcategory ?? r.subcategory,
    description: local?.description ?? r.description,
    color: recommendationSchema.shape.color.parse(r.color),
    status: r.status,
    is_completed: r.status === 'completed',
    created_at: r.created_at,
    updated_at: r.updated_at,
    survey_title: source?.survey_title ?? null,
    // The links as stored, each titled as the same link of the template in the language.
    external_links: links.map((l, i) => ({ ...l, title: local?.external_links[i]?.title ?? l.title })),
    source: presentSource(source),
    pillar:
      r.pillar_id && r.pillar_name && r.pillar_slug
        ? { _id: r.pillar_id, name: (!en && texts.pillars.get(r.pillar_slug)) || r.pillar_name, slug: r.pillar_slug }
        : null,
  };
}
