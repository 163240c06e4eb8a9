import { z } from 'zod';
import { PILLAR_ICONS } from '@wellpath/shared/lifestyle/pillars';
import { RECOMMENDATION_COLORS } from '@wellpath/shared/lifestyle/recommendations';
import { poseSchema } from '@wellpath/shared/illustrations/figure';

const key = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const slug = key;

export const pillarsFileSchema = z.object({
  pillars: z
    .array(
      z.object({
        key,
        name: z.string().min(1).max(80),
        slug,
        icon: z.enum(PILLAR_ICONS),
        description: z.string().min(1).max(1000),
      }),
    )
    .min(1),
});

const categoryFields = {
  key,
  name: z.string().min(1).max(80),
  slug,
  description: z.string().max(500).default(''),
};
export const educationCategoriesFileSchema = z.object({
  categories: z.array(z.object({ ...categoryFields, subcategories: z.array(z.object(categoryFields)).default([]) })).min(1),
});

export const legalFrontMatterSchema = z.object({
  title: z.string().min(1),
  updated: z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v)),
});

export const recommendationsFileSchema = z.object({
  recommendations: z
    .array(
      z.object({
        key,
        /** A pillar key, or "general" for the home screen's general recommendations. */
        pillar: z.string().min(1),
        title: z.string().min(1).max(200),
        category: z.string().min(1).max(80),
        subcategory: z.string().max(80).default(''),
        color: z.enum(RECOMMENDATION_COLORS),
        description: z.string().min(1).max(10_000),
        external_links: z.array(z.object({ title: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) })).max(10).default([]),
      }),
    )
    .min(1),
});

/** content/illustrations/poses.yaml: the poses exercise drawings are made of (decision 0040). */
export const posesFileSchema = z.object({
  poses: z.record(key, poseSchema).refine((p) => Object.keys(p).length > 0, 'poses must define at least one pose'),
});
