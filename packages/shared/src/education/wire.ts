import { z } from 'zod';
import { LIMITS } from '../limits.js';

const ref = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

export const educationPostSummarySchema = z.object({
  _id: z.string(),
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  reading_minutes: z.number(),
  published: z.string(),
  category: ref,
  subcategory: ref.nullable(),
  pillars: z.array(ref),
});
export type EducationPostSummary = z.infer<typeof educationPostSummarySchema>;

/** An article: the summary plus its body (server HTML, rendered only sanitised), author and sources. */
export const educationPostSchema = educationPostSummarySchema.extend({
  body: z.string(),
  author: z.string().nullable(),
  sources: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type EducationPost = z.infer<typeof educationPostSchema>;

/** `GET /education/posts/:id`: the article and up to three related ones. */
export const educationPostWithRelatedSchema = z.object({ post: educationPostSchema, related: z.array(educationPostSummarySchema) });
export type EducationPostWithRelated = z.infer<typeof educationPostWithRelatedSchema>;

/** A run of text and whether it is a word the search matched (shown marked, always as text). */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

/**
 * Where a post matched a search: its title and summary cut into segments (joined, they are the title
 * and summary), and an excerpt of the article around its densest run of matches ("…" where cut; empty
 * when the article did not match).
 */
export const educationPostHighlightSchema = z.object({
  title: z.array(highlightSegmentSchema),
  summary: z.array(highlightSegmentSchema),
  excerpt: z.array(highlightSegmentSchema),
});
export type EducationPostHighlight = z.infer<typeof educationPostHighlightSchema>;

/** A post in a list; `highlight` only in the answer to a search (`q`). */
export const educationPostListItemSchema = educationPostSummarySchema.extend({ highlight: educationPostHighlightSchema.optional() });
export type EducationPostListItem = z.infer<typeof educationPostListItemSchema>;

export const educationPostListSchema = z.object({ posts: z.array(educationPostListItemSchema) });

/**
 * Filters of `GET /education/posts`: category and subcategory by id or slug, pillar by slug or key, a
 * search (`q`: every word must match, the last one as a prefix; ranked by relevance; empty is no search).
 */
export const educationPostsQuerySchema = z.object({
  category: z.string().max(LIMITS.id).optional(),
  subcategory: z.string().max(LIMITS.id).optional(),
  pillar: z.string().max(LIMITS.id).optional(),
  q: z.string().trim().max(LIMITS.search).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.educationPosts).default(50),
});

/** A category with its subcategories and their post counts. */
export const educationCategoryDetailSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  path: z.string(),
  subcategories: z.array(
    z.object({ _id: z.string(), name: z.string(), slug: z.string(), description: z.string(), post_count: z.number() }),
  ),
  post_count: z.number(),
});
export type EducationCategoryDetail = z.infer<typeof educationCategoryDetailSchema>;
export type EducationSubcategory = EducationCategoryDetail['subcategories'][number];
