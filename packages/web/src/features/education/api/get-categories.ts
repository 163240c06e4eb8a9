import type { EducationCategory } from '@wellpath/shared/education/categories';
import { educationCategoryPath } from '@wellpath/shared/education/category-path';
import { call } from '@/lib/api-client';
import { logger } from '@/lib/logger';

/** A category as the app uses it: `id` and `path` always set, other fields passed through (§3). */
export type NavCategory = Partial<EducationCategory> & { id: string; name: string; path: string; [key: string]: unknown };

/** A category as §3 describes it: `id` or `_id`, a name, maybe a path, anything else passed through. */
type SpecCategory = Partial<EducationCategory> & { name: string; [key: string]: unknown };

export function normaliseCategory(raw: SpecCategory): NavCategory | null {
  const id = raw.id ?? raw._id;
  if (!id || !raw.name) return null;
  return { ...raw, id, name: raw.name, path: raw.path || educationCategoryPath(id) };
}

/** The education categories; on failure the error is only logged and an empty list comes back (§8). */
export async function getEducationCategories(): Promise<{ ok: boolean; categories: NavCategory[] }> {
  try {
    const { categories } = await call('GET /education/categories');
    return { ok: true, categories: categories.map(normaliseCategory).filter((c): c is NavCategory => c !== null) };
  } catch (error) {
    logger.error('Failed to load education categories', { error });
    return { ok: false, categories: [] };
  }
}
