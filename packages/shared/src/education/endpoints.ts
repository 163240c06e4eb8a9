import { defineEndpoints } from '../api/endpoint.js';
import { idParams } from '../api/common.js';
import { educationCategoriesResponseSchema } from './categories.js';
import {
  educationCategoryDetailSchema,
  educationPostListSchema,
  educationPostsQuerySchema,
  educationPostWithRelatedSchema,
} from './wire.js';

/** The education centre: categories and posts. */
export const educationEndpoints = defineEndpoints('education', {
  'GET /education/categories': {
    summary: 'Top-level education categories with their paths (§3)',
    access: 'member',
    response: educationCategoriesResponseSchema,
  },
  'GET /education/categories/:id': {
    summary: 'A category (id or slug) with its subcategories and post counts',
    access: 'member',
    params: idParams,
    response: educationCategoryDetailSchema,
  },
  'GET /education/posts': {
    summary:
      'Posts, newest first, by category and subcategory (id or slug) and pillar (slug or key); with a search (q), the most relevant first (title over summary over article), with the matched words',
    access: 'member',
    query: educationPostsQuerySchema,
    response: educationPostListSchema,
  },
  'GET /education/posts/:id': {
    summary: 'One post (id or key) with related posts',
    access: 'member',
    params: idParams,
    response: educationPostWithRelatedSchema,
  },
});
