import type { ConditionDetail, ConditionSummary } from '@wellpath/shared/conditions/wire';
import type { ConditionRow, relatedItems } from './conditions.repository.js';

/** What a condition links to, by content key (stored as JSON with the condition). */
export interface RelatedKeys {
  pillars: string[];
  programs: string[];
  education: string[];
  links: Array<{ title: string; url: string }>;
}

export function presentConditionSummary(c: ConditionRow): ConditionSummary {
  return { _id: c.id, key: c.key, name: c.name, summary: c.summary, has_condition: c.marked_at !== null };
}

export function presentConditionDetail(
  c: ConditionRow,
  links: RelatedKeys['links'],
  { pillars, programs, posts }: Awaited<ReturnType<typeof relatedItems>>,
): ConditionDetail {
  return {
    _id: c.id,
    key: c.key,
    name: c.name,
    summary: c.summary,
    description: c.description,
    has_condition: c.marked_at !== null,
    pillars: pillars.map((p) => ({ _id: p.id, name: p.name, slug: p.slug })),
    programs: programs.map((p) => ({ _id: p.id, title: p.title, shortText: p.short_text })),
    education: posts.map((p) => ({ _id: p.id, title: p.title, summary: p.summary })),
    links,
  };
}
