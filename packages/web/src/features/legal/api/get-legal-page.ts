import { useQuery } from '@tanstack/react-query';
import type { LegalPage, LegalPageSlug } from '@wellpath/shared/content/public';
import { api } from '@/lib/api-client';

export const legalKeys = {
  all: ['legal'] as const,
  page: (slug: LegalPageSlug) => [...legalKeys.all, slug] as const,
};

export function getLegalPage(slug: LegalPageSlug): Promise<LegalPage> {
  return api.get<LegalPage>(`/content/pages/${slug}`, { auth: false });
}

export function useLegalPageQuery(slug: LegalPageSlug) {
  return useQuery({ queryKey: legalKeys.page(slug), queryFn: () => getLegalPage(slug), staleTime: 10 * 60_000 });
}
