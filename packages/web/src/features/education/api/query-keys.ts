import type { PostFilters } from './get-posts';

/** Query keys of the Education Center. The category list itself lives in the categories store (§4). */
export const educationKeys = {
  all: ['education'] as const,
  category: (idOrSlug: string) => [...educationKeys.all, 'category', idOrSlug] as const,
  posts: (filters: PostFilters) => [...educationKeys.all, 'posts', filters] as const,
  post: (idOrKey: string) => [...educationKeys.all, 'post', idOrKey] as const,
};
