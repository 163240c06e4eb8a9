import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

/** Articles and topics change with the clinic's content, rarely. */
const TOPIC_STALE_MS = 10 * 60_000;
const POSTS_STALE_MS = 5 * 60_000;

/** A top-level category by id or slug, with its subcategories; an unknown one answers 404. */
export function useCategoryQuery(idOrSlug: string) {
  return useQuery({ ...apiQuery('GET /education/categories/:id', { params: { id: idOrSlug } }), staleTime: TOPIC_STALE_MS });
}

/** Filters of GET /api/education/posts: category and subcategory by id or slug, pillar by slug, a search, how many. */
type PostFilters = NonNullable<ApiInput<'GET /education/posts'>['query']>;

/** Posts, newest first (filters left undefined stay out of the URL). */
export function usePostsQuery(
  filters: PostFilters,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...apiQuery('GET /education/posts', { query: filters }),
    staleTime: POSTS_STALE_MS,
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    select: (data) => data.posts,
  });
}

/** One article by id or key, with up to three related ones; an unknown one answers 404. */
export function usePostQuery(idOrKey: string) {
  return useQuery({ ...apiQuery('GET /education/posts/:id', { params: { id: idOrKey } }), staleTime: POSTS_STALE_MS });
}
