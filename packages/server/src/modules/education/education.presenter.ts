import { educationCategoryPath, type EducationCategory } from '@wellpath/shared/education/categories';
import type { EducationCategoryDetail, EducationPost, EducationPostListItem, EducationPostSummary } from '@wellpath/shared/education/wire';
import { z } from 'zod';
import { educationPostDefinitionSchema } from '@wellpath/shared/education/definition';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import { excerpt, highlighted } from '../../lib/full-text.js';
import type { CategoryRow, PillarRef, PostRow, SearchRow } from './education.repository.js';

/** What a post keeps beside its columns (content definition fields, content/sync.ts), checked as it is read. */
const postMetaSchema = educationPostDefinitionSchema.pick({ pillars: true, sources: true }).extend({ author: z.string().nullable() });
type PostMeta = z.infer<typeof postMetaSchema>;
/** Metas already checked, by their stored JSON (one per post of the content). */
const checkedMeta = new Map<string, PostMeta>();
function parseMeta(json: string): PostMeta {
  let meta = checkedMeta.get(json);
  if (!meta) {
    meta = postMetaSchema.parse(JSON.parse(json));
    if (checkedMeta.size >= 2000) checkedMeta.clear();
    checkedMeta.set(json, meta);
  }
  return meta;
}

/**
 * The Education Center's texts in one language (decision 0079): posts, categories and pillars by
 * key, from the content read in that language. English answers read the rows as they are.
 */
export interface EducationTexts {
  locale: Locale;
  posts: ReadonlyMap<string, { title: string; summary: string; body: string; author: string | null; sources: PostMeta['sources'] }>;
  categories: ReadonlyMap<string, { name: string; description: string }>;
  pillars: ReadonlyMap<string, string>;
}

export function educationTexts(content: ContentBundle, locale: Locale): EducationTexts {
  const local = content.byLocale[locale];
  return {
    locale,
    posts: new Map(
      local.educationPosts.map((p) => [
        p.key,
        { title: p.title, summary: p.summary, body: p.body, author: p.author ?? null, sources: p.sources },
      ]),
    ),
    categories: new Map(
      local.educationCategories.flatMap((c) => [c, ...c.subcategories]).map((c) => [c.key, { name: c.name, description: c.description }]),
    ),
    pillars: new Map(local.pillars.map((p) => [p.key, p.name])),
  };
}

/** The categories and pillars with their names in the language of `texts`. */
export function localLookups(l: Lookups, texts: EducationTexts): Lookups {
  if (texts.locale === 'en') return l;
  const categories = l.categories.map((c) => ({ ...c, ...texts.categories.get(c.key) }));
  const pillars = [...l.pillarsByKey.values()].map((p) => ({ ...p, name: texts.pillars.get(p.key) ?? p.name }));
  return lookups(categories, pillars);
}

/** A post's row with its title, summary (and article) in the language of `texts`. */
export function localPost<R extends PostRow & { body?: string }>(row: R, texts: EducationTexts): R {
  const local = texts.locale === 'en' ? undefined : texts.posts.get(row.key);
  if (!local) return row;
  return { ...row, title: local.title, summary: local.summary, ...(row.body === undefined ? {} : { body: local.body }) };
}

/** The categories and pillars a post refers to, loaded once per request. */
export interface Lookups {
  categories: CategoryRow[];
  byId: Map<string, CategoryRow>;
  pillarsByKey: Map<string, PillarRef>;
}

export function lookups(categories: CategoryRow[], pillars: PillarRef[]): Lookups {
  return { categories, byId: new Map(categories.map((c) => [c.id, c])), pillarsByKey: new Map(pillars.map((p) => [p.key, p])) };
}

export function presentPostSummary(p: PostRow, l: Lookups): EducationPostSummary {
  const meta = parseMeta(p.meta);
  const cat = l.byId.get(p.category_id)!;
  const sub = p.subcategory_id ? l.byId.get(p.subcategory_id) : undefined;
  return {
    _id: p.id,
    key: p.key,
    title: p.title,
    summary: p.summary,
    reading_minutes: p.reading_minutes,
    published: p.published,
    category: { _id: cat.id, name: cat.name, slug: cat.slug },
    subcategory: sub ? { _id: sub.id, name: sub.name, slug: sub.slug } : null,
    pillars: meta.pillars.flatMap((k) => {
      const pl = l.pillarsByKey.get(k);
      return pl ? [{ _id: pl.id, name: pl.name, slug: pl.slug }] : [];
    }),
  };
}

/**
 * A post found by a search, with the words that matched in its title, summary and article. The
 * search reads the reader's language where the content has it (decision 0095): the fields are shown
 * as they were searched, marked where they matched; a field the search read in another language
 * than the one shown (a post without that language) is shown unmarked.
 */
export function presentSearchResult(p: SearchRow, l: Lookups, texts: EducationTexts): EducationPostListItem {
  const local = localPost(p, texts);
  const marked = (m: string, searched: string, shown: string) => (searched === shown ? highlighted(m, shown) : highlighted('', shown));
  return {
    ...presentPostSummary(local, l),
    highlight: {
      title: marked(p.title_marked, p.searched_title, local.title),
      summary: marked(p.summary_marked, p.searched_summary, local.summary),
      excerpt: excerpt(highlighted(p.body_marked, p.searched_body)),
    },
  };
}

export function presentPost(p: PostRow & { body: string }, l: Lookups, texts: EducationTexts): EducationPost {
  const meta = parseMeta(p.meta);
  const local = texts.locale === 'en' ? undefined : texts.posts.get(p.key);
  const row = localPost(p, texts);
  return {
    ...presentPostSummary(row, l),
    body: row.body,
    author: local ? local.author : meta.author,
    sources: local ? local.sources : meta.sources,
  };
}

/** The fields every category answer shares: both ids and the path it links to (§3). */
function categoryBase(c: CategoryRow) {
  return { _id: c.id, id: c.id, name: c.name, slug: c.slug, description: c.description, path: educationCategoryPath(c.id) };
}

/** A top-level category of the list, with its post count and subcategories passed through (§3). */
export function presentCategory(c: CategoryRow, l: Lookups, postCount: number): EducationCategory {
  return {
    ...categoryBase(c),
    post_count: postCount,
    subcategories: l.categories.filter((s) => s.parent_id === c.id).map((s) => ({ _id: s.id, name: s.name, slug: s.slug })),
  };
}

export function presentCategoryDetail(
  c: CategoryRow,
  l: Lookups,
  count: (by: 'category_id' | 'subcategory_id', id: string) => number,
): EducationCategoryDetail {
  return {
    ...categoryBase(c),
    post_count: count('category_id', c.id),
    subcategories: l.categories
      .filter((s) => s.parent_id === c.id)
      .map((s) => ({ _id: s.id, name: s.name, slug: s.slug, description: s.description, post_count: count('subcategory_id', s.id) })),
  };
}
