import type { Recommendation, RecommendationColor } from '@wellpath/shared/lifestyle/recommendations';
import type { RecommendationListRow } from './recommendations.repository.js';

export function presentRecommendation(r: RecommendationListRow): Recommendation {
  const source = r.source_type
    ? {
        type: r.source_type,
        survey_id: r.source_survey_id,
        survey_title: r.source_survey_title,
        question_text: r.source_question_text,
        option_text: r.source_option_text,
        score: r.source_score === null ? null : Number(r.source_score),
        range_text: r.source_range_text,
      }
    : null;
  return {
    _id: r.id,
    title: r.title,
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    color: r.color as RecommendationColor,
    status: r.status,
    is_completed: r.status === 'completed',
    created_at: r.created_at,
    updated_at: r.updated_at,
    survey_title: r.source_survey_title,
    external_links: JSON.parse(r.external_links) as Recommendation['external_links'],
    source,
    pillar: r.pillar_id && r.pillar_name && r.pillar_slug ? { _id: r.pillar_id, name: r.pillar_name, slug: r.pillar_slug } : null,
  };
}
