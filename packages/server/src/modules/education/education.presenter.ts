import { educationCategoryPath, type EducationCategory } from '@wellpath/shared/education/categories';
import type { EducationCategoryDetail, EducationPost, EducationPostListItem, EducationPostSummary } from '@wellpath/shared/education/wire';
import { excerpt, highlighted } from '../../lib/full-text.js';
import type { CategoryRow, PillarRef, PostRow, SearchRow } from './education.repository.js';

/** What a post keeps beside its columns (content definition fields). */
interface PostMeta {
  pillars: string[];
  author: string | null;
  sources: Array<{ title: string; url: string }>;
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
  const meta = JSON.parse(p.meta) as PostMeta;
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

/** A post found by a search, with the words that matched in its title, summary and article. */
export function presentSearchResult(p: SearchRow, l: Lookups): EducationPostListItem {
  return {
    ...presentPostSummary(p, l),
    highlight: {
      title: highlighted(p.title_marked, p.title),
      summary: highlighted(p.summary_marked, p.summary),
      excerpt: excerpt(highlighted(p.body_marked, p.body_text)),
    },
  };
}

export function presentPost(p: PostRow & { body: string }, l: Lookups): EducationPost {
  const meta = JSON.parse(p.meta) as PostMeta;
  return { ...presentPostSummary(p, l), body: p.body, author: meta.author, sources: meta.sources };
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
