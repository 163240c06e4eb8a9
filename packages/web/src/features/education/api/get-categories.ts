import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EducationCategory } from '@wellpath/shared/education/categories';
import { educationCategoryPath } from '@wellpath/shared/education/category-path';
import { apiQuery } from '@/api/resources';
import { call, type ApiOutput } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/** A category as the app uses it: `id` and `path` always set, other fields passed through (§3). */
export type NavCategory = Partial<EducationCategory> & { id: string; name: string; path: string; [key: string]: unknown };

/** A category as §3 describes it: `id` or `_id`, a name, maybe a path, anything else passed through. */
type SpecCategory = Partial<EducationCategory> & { name: string; [key: string]: unknown };

/** The fixed entry appended to the categories (§3). */
export const PROGRAMS_CATEGORY: NavCategory = { _id: 'programs', id: 'programs', name: 'Programs', slug: 'programs', path: '/programs' };

function normaliseCategory(raw: SpecCategory): NavCategory | null {
  const id = raw.id ?? raw._id;
  if (!id || !raw.name) return null;
  return { ...raw, id, name: raw.name, path: raw.path || educationCategoryPath(id) };
}

/** The server's list as the sidebar and the Education Center show it: normalised, with Programs last (§3). */
function withPrograms({ categories }: ApiOutput<'GET /education/categories'>): NavCategory[] {
  const known = categories.map(normaliseCategory).filter((c): c is NavCategory => c !== null && c.id !== PROGRAMS_CATEGORY.id);
  return [...known, PROGRAMS_CATEGORY];
}

/**
 * The education categories: loaded once a session (§4), and, being a query of the member's cache,
 * saved with their other reads, so the sidebar and the Education Center list them offline too
 * (decision 0038). A failure is only logged (§8); the screens then show an empty list or a retry.
 */
export const educationCategoriesQuery = queryOptions({
  ...apiQuery('GET /education/categories'),
  queryFn: ({ signal }) =>
    call('GET /education/categories', undefined, { signal }).catch((error: unknown) => {
      logger.error('Failed to load education categories', { error });
      throw error;
    }),
  staleTime: Infinity,
});

export function useEducationCategoriesQuery() {
  return useQuery({ ...educationCategoriesQuery, select: withPrograms });
}
