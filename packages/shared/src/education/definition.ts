import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');

/** An education post (content/education/posts/<key>.yaml). */
export const educationPostDefinitionSchema = z.object({
  key,
  title: z.string().min(1).max(160),
  /** A category key of education/categories.yaml, and optionally one of its subcategory keys. */
  category: key,
  subcategory: key.optional(),
  summary: z.string().min(1).max(400),
  /** HTML (sanitised on load and again in the browser). */
  body: z.string().min(1).max(50_000),
  reading_minutes: z.number().int().min(1).max(60),
  pillars: z.array(key).default([]),
  published: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
  author: z.string().max(120).optional(),
  sources: z.array(z.object({ title: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) })).default([]),
});
export type EducationPostDefinition = z.infer<typeof educationPostDefinitionSchema>;
