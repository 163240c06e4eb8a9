import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { educationKeys } from './query-keys';
import type { EducationPostSummary } from './types';

/** Filters of GET /api/education/posts: category and subcategory by id or slug, pillar by slug. */
export interface PostFilters {
  category?: string;
  subcategory?: string;
  pillar?: string;
  q?: string;
  limit?: number;
}

/** Posts, newest first. */
export async function getPosts(filters: PostFilters = {}): Promise<EducationPostSummary[]> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const query = params.toString();
  const data = await api.get<{ posts?: EducationPostSummary[] }>(`/education/posts${query ? `?${query}` : ''}`);
  return data?.posts ?? [];
}

export const postsQueryOptions = (filters: PostFilters) =>
  queryOptions({ queryKey: educationKeys.posts(filters), queryFn: () => getPosts(filters), staleTime: 5 * 60_000 });

export function usePostsQuery(
  filters: PostFilters,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({ ...postsQueryOptions(filters), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined });
}
