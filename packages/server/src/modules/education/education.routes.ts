import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { educationCategoriesResponseSchema, educationCategoryPath } from '@wellpath/shared/education/categories';
import {
  educationCategoryDetailSchema,
  educationPostSchema,
  educationPostSummarySchema,
  type EducationPostSummary,
} from '@wellpath/shared/education/wire';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './education.repository.js';

const tags = ['education'];
const security = [{ bearerAuth: [] }];

type PostMeta = { pillars: string[]; author: string | null; sources: Array<{ title: string; url: string }> };

export const educationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', app.authenticate);

  async function lookups() {
    const [categories, pillars] = await Promise.all([
      repo.listCategories(db),
      db.selectFrom('pillars').select(['id', 'key', 'name', 'slug']).where('archived', '=', 0).execute(),
    ]);
    return { categories, byId: new Map(categories.map((c) => [c.id, c])), pillarsByKey: new Map(pillars.map((p) => [p.key, p])) };
  }
  type Lookups = Awaited<ReturnType<typeof lookups>>;

  function summary(p: repo.PostRow, l: Lookups): EducationPostSummary {
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

  /** A category by id or slug (top level or subcategory). */
  function findCategory(l: Lookups, idOrSlug: string, parentId: string | null) {
    return l.categories.find((c) => c.parent_id === parentId && (c.id === idOrSlug || c.slug === idOrSlug));
  }

  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Top-level education categories with their paths (§3)',
        response: { 200: educationCategoriesResponseSchema },
      },
    },
    async () => {
      const [l, counts] = await Promise.all([lookups(), repo.postCounts(db)]);
      const count = (id: string) => counts.filter((c) => c.category_id === id).reduce((s, c) => s + Number(c.count), 0);
      return {
        categories: l.categories
          .filter((c) => c.parent_id === null)
          .map((c) => ({
            _id: c.id,
            id: c.id,
            name: c.name,
            slug: c.slug,
            description: c.description,
            path: educationCategoryPath(c.id),
            post_count: count(c.id),
            subcategories: l.categories.filter((s) => s.parent_id === c.id).map((s) => ({ _id: s.id, name: s.name, slug: s.slug })),
          })),
      };
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A category (id or slug) with its subcategories and post counts',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: educationCategoryDetailSchema },
      },
    },
    async (req) => {
      const [l, counts] = await Promise.all([lookups(), repo.postCounts(db)]);
      const c = findCategory(l, req.params.id, null);
      if (!c) throw notFound('Category not found');
      return {
        _id: c.id,
        id: c.id,
        name: c.name,
        slug: c.slug,
        description: c.description,
        path: educationCategoryPath(c.id),
        post_count: counts.filter((x) => x.category_id === c.id).reduce((s, x) => s + Number(x.count), 0),
        subcategories: l.categories
          .filter((s) => s.parent_id === c.id)
          .map((s) => ({
            _id: s.id,
            name: s.name,
            slug: s.slug,
            description: s.description,
            post_count: counts.filter((x) => x.subcategory_id === s.id).reduce((n, x) => n + Number(x.count), 0),
          })),
      };
    },
  );

  app.get(
    '/posts',
    {
      schema: {
        tags,
        security,
        summary: 'Posts, newest first: by category and subcategory (id or slug), pillar (slug or key), search',
        querystring: z.object({
          category: z.string().max(100).optional(),
          subcategory: z.string().max(100).optional(),
          pillar: z.string().max(100).optional(),
          q: z.string().trim().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: z.object({ posts: z.array(educationPostSummarySchema) }) },
      },
    },
    async (req) => {
      const l = await lookups();
      const cat = req.query.category ? findCategory(l, req.query.category, null) : undefined;
      if (req.query.category && !cat) throw notFound('Category not found');
      const sub = req.query.subcategory
        ? l.categories.find(
            (c) =>
              c.parent_id !== null &&
              (!cat || c.parent_id === cat.id) &&
              (c.id === req.query.subcategory || c.slug === req.query.subcategory),
          )
        : undefined;
      if (req.query.subcategory && !sub) throw notFound('Subcategory not found');
      const rows = await repo.listPosts(db, {
        categoryId: cat?.id,
        subcategoryId: sub?.id,
        search: req.query.q || undefined,
        limit: req.query.pillar ? 500 : req.query.limit,
      });
      let posts = rows.map((p) => summary(p, l));
      if (req.query.pillar)
        posts = posts
          .filter((p) => p.pillars.some((pl) => pl.slug === req.query.pillar || l.pillarsByKey.get(req.query.pillar!)?.id === pl._id))
          .slice(0, req.query.limit);
      return { posts };
    },
  );

  app.get(
    '/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One post (id or key) with related posts',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ post: educationPostSchema, related: z.array(educationPostSummarySchema) }) },
      },
    },
    async (req) => {
      const row = await repo.findPost(db, req.params.id);
      if (!row) throw notFound('Post not found');
      const l = await lookups();
      const meta = JSON.parse(row.meta) as PostMeta;
      const post = { ...summary(row, l), body: row.body, author: meta.author, sources: meta.sources };
      // Related: same subcategory first, then same category, then a shared pillar.
      const candidates = (await repo.listPosts(db, { limit: 500 })).filter((p) => p.id !== row.id).map((p) => summary(p, l));
      const score = (p: EducationPostSummary) =>
        (p.subcategory && p.subcategory._id === post.subcategory?._id ? 4 : 0) +
        (p.category._id === post.category._id ? 2 : 0) +
        (p.pillars.some((x) => post.pillars.some((y) => y._id === x._id)) ? 1 : 0);
      const related = candidates
        .filter((p) => score(p) > 0)
        .sort((a, b) => score(b) - score(a) || b.published.localeCompare(a.published))
        .slice(0, 3);
      return { post, related };
    },
  );
};
