import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { educationKeys } from './query-keys';
import type { EducationPost, EducationPostSummary } from './types';

export interface PostWithRelated {
  post: EducationPost;
  related: EducationPostSummary[];
}

/** One article by id or key, with up to three related ones; an unknown one answers 404. */
export function getPost(idOrKey: string): Promise<PostWithRelated> {
  return api.get<PostWithRelated>(`/education/posts/${encodeURIComponent(idOrKey)}`);
}

export const postQueryOptions = (idOrKey: string) =>
  queryOptions({ queryKey: educationKeys.post(idOrKey), queryFn: () => getPost(idOrKey), staleTime: 5 * 60_000 });

export function usePostQuery(idOrKey: string) {
  return useQuery(postQueryOptions(idOrKey));
}
