import { recommendationSchema, type Recommendation } from '@wellpath/shared/lifestyle/recommendations';
import { parseProvenance, presentSource } from '../../lib/provenance.js';
import type { RecommendationListRow } from './recommendations.repository.js';

export function presentRecommendation(r: RecommendationListRow): Recommendation {
  const source = parseProvenance(r.source);
  return {
    _id: r.id,
    title: r.title,
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    color: recommendationSchema.shape.color.parse(r.color),
    status: r.status,
    is_completed: r.status === 'completed',
    created_at: r.created_at,
    updated_at: r.updated_at,
    survey_title: source?.survey_title ?? null,
    external_links: recommendationSchema.shape.external_links.parse(JSON.parse(r.external_links)),
    source: presentSource(source),
    pillar: r.pillar_id && r.pillar_name && r.pillar_slug ? { _id: r.pillar_id, name: r.pillar_name, slug: r.pillar_slug } : null,
  };
}
