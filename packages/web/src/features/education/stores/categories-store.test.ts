import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { PROGRAMS_CATEGORY, resetCategoriesStore, useCategoriesStore } from './categories-store';

const categories = [
  { _id: 'c1', id: 'c1', name: 'Heart Health', slug: 'heart-health', description: 'Hearts', path: '/education/category/c1', post_count: 5 },
  { _id: 'c2', name: 'Sleep Science', slug: 'sleep-science', description: '' },
];

beforeEach(() => resetCategoriesStore());

describe('categories store (§4)', () => {
  it('fetches once, caches the list with Programs appended, and records when', async () => {
    const server = mockFetch({ 'GET /api/education/categories': { body: { categories } } });
    const before = Date.now();
    await Promise.all([useCategoriesStore.getState().fetchCategories(), useCategoriesStore.getState().fetchCategories()]);
    await useCategoriesStore.getState().fetchCategories();

    expect(server.calls('GET /api/education/categories')).toHaveLength(1);
    const state = useCategoriesStore.getState();
    expect(state.loaded).toBe(true);
    expect(state.lastFetched).toBeGreaterThanOrEqual(before);
    expect(state.categories.map((c) => [c.id, c.name, c.path])).toEqual([
      ['c1', 'Heart Health', '/education/category/c1'],
      ['c2', 'Sleep Science', '/education/category/c2'],
      ['programs', 'Programs', '/programs'],
    ]);
    // Other fields are passed through (§3).
    expect(state.categories[0]!.post_count).toBe(5);
    expect(state.categories.at(-1)).toEqual(PROGRAMS_CATEGORY);
  });

  it('only logs a failure and keeps an empty list, then tries again on the next call (§8)', async () => {
    const server = mockFetch({ 'GET /api/education/categories': { status: 500, body: { message: 'Boom' } } });
    await useCategoriesStore.getState().fetchCategories();
    expect(useCategoriesStore.getState()).toMatchObject({ categories: [], loaded: false, loading: false });
    expect(useCategoriesStore.getState().lastFetched).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('app_logs') ?? '[]').map((e: { message: string }) => e.message)).toContain(
      'Failed to load education categories',
    );

    await useCategoriesStore.getState().fetchCategories();
    expect(server.calls('GET /api/education/categories')).toHaveLength(2);
  });
});
