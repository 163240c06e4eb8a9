import type { EducationCategory } from '@wellpath/shared/education/categories';
import { smsg } from '../../i18n/index.js';
import type {
  EducationCategoryDetail,
  EducationPostListItem,
  EducationPostSummary,
  EducationPostWithRelated,
} from '@wellpath/shared/education/wire';
import type { Db } from '../../db/connection.js';
import { searchTerms } from '../../lib/full-text.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './education.repository.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import type { ContentBundle } from '../../content/loader.js';
import {
  educationTexts,
  localLookups,
  localPost,
  lookups,
  presentCategory,
  presentCategoryDetail,
  presentPost,
  presentPostSummary,
  presentSearchResult,
  type EducationTexts,
  type Lookups,
} from './education.presenter.js';

/** How many posts are read when a filter or the related posts are worked out here rather than in SQL. */
const ALL_POSTS = 500;
/** Related posts shown under an article. */
const RELATED = 3;

export interface PostQuery {
  category?: string;
  subcategory?: string;
  pillar?: string;
  q?: string;
  limit: number;
}

/** The Education Center: categories and posts from content, the same for every member. */
export class EducationService {
  /** The texts in each language (decision 0079). */
  private readonly texts: Record<Locale, EducationTexts>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    this.texts = { en: educationTexts(content, 'en'), fr: educationTexts(content, 'fr') };
  }

  private async lookups(locale: Locale): Promise<Lookups> {
    const [categories, pillars] = await Promise.all([repo.listCategories(this.db), repo.listPillarRefs(this.db)]);
    return localLookups(lookups(categories, pillars), this.texts[locale]);
  }

  private async counter() {
    const counts = await repo.postCounts(this.db);
    return (by: 'category_id' | 'subcategory_id', id: string) =>
      counts.filter((c) => c[by] === id).reduce((sum, c) => sum + Number(c.count), 0);
  }

  /** The top-level categories with their paths (§3). */
  async categories(locale: Locale = 'en'): Promise<EducationCategory[]> {
    const [l, count] = await Promise.all([this.lookups(locale), this.counter()]);
    return l.categories.filter((c) => c.parent_id === null).map((c) => presentCategory(c, l, count('category_id', c.id)));
  }

  /** A top-level category by id or slug, with its subcategories and post counts. */
  async category(idOrSlug: string, locale: Locale = 'en'): Promise<EducationCategoryDetail> {
    const [l, count] = await Promise.all([this.lookups(locale), this.counter()]);
    const c = findCategory(l, idOrSlug);
    if (!c) throw notFound(smsg('api.categoryNotFound'));
    return presentCategoryDetail(c, l, count);
  }

  /**
   * Posts, newest first, or with a search the most relevant first with their matched words; a search
   * with nothing to search for (only punctuation or words such as "the") finds nothing. An unknown
   * category or subcategory is a 404.
   */
  async posts(query: PostQuery, locale: Locale = 'en'): Promise<EducationPostListItem[]> {
    const l = await this.lookups(locale);
    const texts = this.texts[locale];
    const cat = query.category ? findCategory(l, query.category) : undefined;
    if (query.category && !cat) throw notFound(smsg('api.categoryNotFound'));
    const sub = query.subcategory ? findSubcategory(l, query.subcategory, cat?.id) : undefined;
    if (query.subcategory && !sub) throw notFound(smsg('api.subcategoryNotFound'));
    const filter = { categoryId: cat?.id, subcategoryId: sub?.id, limit: query.pillar ? ALL_POSTS : query.limit };
    const terms = query.q ? searchTerms(query.q, locale) : null;
    let posts: EducationPostListItem[];
    if (!terms) posts = (await repo.listPosts(this.db, filter)).map((p) => presentPostSummary(localPost(p, texts), l));
    else if (terms.length === 0) posts = [];
    else posts = (await repo.searchPosts(this.db, { ...filter, terms, language: locale })).map((p) => presentSearchResult(p, l, texts));
    if (!query.pillar) return posts;
    const pillar = query.pillar;
    const pillarId = l.pillarsByKey.get(pillar)?.id;
    return posts.filter((p) => p.pillars.some((pl) => pl.slug === pillar || pillarId === pl._id)).slice(0, query.limit);
  }

  /** One post by id or key, with related posts: same subcategory first, then same category, then a shared pillar. */
  async post(idOrKey: string, locale: Locale = 'en'): Promise<EducationPostWithRelated> {
    const row = await repo.findPost(this.db, idOrKey);
    if (!row) throw notFound(smsg('api.postNotFound'));
    const l = await this.lookups(locale);
    const texts = this.texts[locale];
    const post = presentPost(row, l, texts);
    const candidates = (await repo.listPosts(this.db, { limit: ALL_POSTS }))
      .filter((p) => p.id !== row.id)
      .map((p) => presentPostSummary(localPost(p, texts), l));
    const score = (p: EducationPostSummary) =>
      (p.subcategory && p.subcategory._id === post.subcategory?._id ? 4 : 0) +
      (p.category._id === post.category._id ? 2 : 0) +
      (p.pillars.some((x) => post.pillars.some((y) => y._id === x._id)) ? 1 : 0);
    const related = candidates
      .filter((p) => score(p) > 0)
      .sort((a, b) => score(b) - score(a) || b.published.localeCompare(a.published))
      .slice(0, RELATED);
    return { post, related };
  }
}

/** A top-level category by id or slug. */
function findCategory(l: Lookups, idOrSlug: string) {
  return l.categories.find((c) => c.parent_id === null && (c.id === idOrSlug || c.slug === idOrSlug));
}

/** A subcategory by id or slug, within the category when one is given. */
function findSubcategory(l: Lookups, idOrSlug: string, categoryId: string | undefined) {
  return l.categories.find(
    (c) => c.parent_id !== null && (!categoryId || c.parent_id === categoryId) && (c.id === idOrSlug || c.slug === idOrSlug),
  );
}
