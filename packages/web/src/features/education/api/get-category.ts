import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { educationKeys } from './query-keys';
import type { EducationCategoryDetail } from './types';

/** A top-level category by id or slug, with its subcategories; an unknown one answers 404. */
export function getCategory(idOrSlug: string): Promise<EducationCategoryDetail> {
  return api.get<EducationCategoryDetail>(`/education/categories/${encodeURIComponent(idOrSlug)}`);
}

export const categoryQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: educationKeys.category(idOrSlug), queryFn: () => getCategory(idOrSlug), staleTime: 10 * 60_000 });

export function useCategoryQuery(idOrSlug: string) {
  return useQuery(categoryQueryOptions(idOrSlug));
}
