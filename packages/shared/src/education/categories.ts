import { z } from 'zod';

export const educationCategorySchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    path: z.string(),
  })
  .passthrough();
export type EducationCategory = z.infer<typeof educationCategorySchema>;

export const educationCategoriesResponseSchema = z.object({ categories: z.array(educationCategorySchema) });

export { educationCategoryPath } from './category-path.js';
