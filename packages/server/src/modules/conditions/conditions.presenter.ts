import type { z } from 'zod';
import { conditionDefinitionSchema, type ConditionDefinition } from '@wellpath/shared/health/definition';
import type { ConditionDetail, ConditionSummary } from '@wellpath/shared/conditions/wire';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { provenanceIn, type ProvenanceIn } from '../../content/local-provenance.js';
import { parseProvenance, presentSource } from '../../lib/provenance.js';
import type { ConditionRow, relatedItems } from './conditions.repository.js';

/** What a condition links to, by content key (stored as JSON with the condition, content/sync.ts), checked as it is read. */
const relatedKeysSchema = conditionDefinitionSchema.pick({ pillars: true, programs: true, education: true, links: true });
export type RelatedKeys = z.infer<typeof relatedKeysSchema>;

export const parseRelatedKeys = (json: string): RelatedKeys => relatedKeysSchema.parse(JSON.parse(json));

/**
 * The conditions' texts in one language (decision 0117): each condition, pillar, programme and post
 * by key from the content read in that language, and why a condition was marked in its survey's words.
 * English answers the rows as they are.
 */
export interface ConditionTexts {
  locale: Locale;
  conditions: ReadonlyMap<string, ConditionDefinition>;
  pillars: ReadonlyMap<string, string>;
  programs: ReadonlyMap<string, { title: string; shortText: string }>;
  posts: ReadonlyMap<string, { title: string; summary: string }>;
  source: ProvenanceIn;
}

export function conditionTexts(content: ContentBundle, locale: Locale): ConditionTexts {
  const local = content.byLocale[locale];
  return {
    locale,
    conditions: new Map(local.conditions.map((c) => [c.key, c])),
    pillars: new Map(local.pillars.map((p) => [p.slug, p.name])),
    programs: new Map(local.programs.map((p) => [p.key, p])),
    posts: new Map(local.educationPosts.map((p) => [p.key, p])),
    source: provenanceIn(content, locale),
  };
}

export function presentConditionSummary(c: ConditionRow, texts: ConditionTexts): ConditionSummary {
  const has = c.marked_at !== null;
  const source = parseProvenance(c.marked_from);
  const local = texts.locale === 'en' ? undefined : texts.conditions.get(c.key);
  return {
    _id: c.id,
    key: c.key,
    name: local?.name ?? c.name,
    summary: local?.summary ?? c.summary,
    has_condition: has,
    marked_from: has ? presentSource(source && texts.source(source)) : null,
  };
}

export function presentConditionDetail(
  c: ConditionRow,
  links: RelatedKeys['links'],
  { pillars, programs, posts }: Awaited<ReturnType<typeof relatedItems>>,
  texts: ConditionTexts,
): ConditionDetail {
  const en = texts.locale === 'en';
  const local = en ? undefined : texts.conditions.get(c.key);
  return {
    ...presentConditionSummary(c, texts),
    description: local?.description ?? c.description,
    pillars: pillars.map((p) => ({ _id: p.id, name: (!en && texts.pillars.get(p.slug)) || p.name, slug: p.slug })),
    programs: programs.map((p) => {
      const text = en ? undefined : texts.programs.get(p.key);
      return { _id: p.id, title: text?.title ?? p.title, shortText: text?.shortText ?? p.short_text };
    }),
    education: posts.map((p) => {
      const text = en ? undefined : texts.posts.get(p.key);
      return { _id: p.id, title: text?.title ?? p.title, summary: text?.summary ?? p.summary };
    }),
    // The links as stored, each titled as the same link of the condition in the language.
    links: links.map((l, i) => ({ ...l, title: local?.links[i]?.title ?? l.title })),
  };
}
