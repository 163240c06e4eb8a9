import type { z } from 'zod';
import { conditionDefinitionSchema } from '@wellpath/shared/health/definition';
import type { ConditionDetail, ConditionSummary } from '@wellpath/shared/conditions/wire';
import { parseProvenance, presentSource } from '../../lib/provenance.js';
import type { ConditionRow, relatedItems } from './conditions.repository.js';

/** What a condition links to, by content key (stored as JSON with the condition, content/sync.ts), checked as it is read. */
const relatedKeysSchema = conditionDefinitionSchema.pick({ pillars: true, programs: true, education: true, links: true });
export type RelatedKeys = z.infer<typeof relatedKeysSchema>;
export const parseRelatedKeys = (json: string): RelatedKeys => relatedKeysSchema.parse(JSON.parse(json));

export function presentConditionSummary(c: ConditionRow): ConditionSummary {
  const has = c.marked_at !== null;
  return {
    _id: c.id,
    key: c.key,
    name: c.name,
    summary: c.summary,
    has_condition: has,
    marked_from: has ? presentSource(parseProvenance(c.marked_from)) : null,
  };
}

export function presentConditionDetail(
  c: ConditionRow,
  links: RelatedKeys['links'],
  { pillars, programs, posts }: Awaited<ReturnType<typeof relatedItems>>,
): ConditionDetail {
  return {
    ...presentConditionSummary(c),
    description: c.description,
    pillars: pillars.map((p) => ({ _id: p.id, name: p.name, slug: p.slug })),
    programs: programs.map((p) => ({ _id: p.id, title: p.title, shortText: p.short_text })),
    education: posts.map((p) => ({ _id: p.id, title: p.title, summary: p.summary })),
    links,
  };
}
