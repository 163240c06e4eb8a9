import { create } from 'zustand';
import { getEducationCategories, type NavCategory } from '../api/get-categories';

/** The fixed entry appended to the categories (§3). */
export const PROGRAMS_CATEGORY: NavCategory = { _id: 'programs', id: 'programs', name: 'Programs', slug: 'programs', path: '/programs' };

interface CategoriesState {
  categories: NavCategory[];
  loaded: boolean;
  loading: boolean;
  lastFetched: number | null;
  /** Loads the categories once; later calls do nothing (§4). */
  fetchCategories: () => Promise<void>;
}

let inFlight: Promise<void> | null = null;

export const useCategoriesStore = create<CategoriesState>()((set, get) => ({
  categories: [],
  loaded: false,
  loading: false,
  lastFetched: null,
  fetchCategories: () => {
    if (get().loaded) return Promise.resolve();
    if (inFlight) return inFlight;
    set({ loading: true });
    inFlight = getEducationCategories()
      .then(({ ok, categories }) => {
        set({
          // A failed call leaves an empty list (§8); it is not marked loaded, so a later visit tries again.
          categories: ok ? [...categories.filter((c) => c.id !== PROGRAMS_CATEGORY.id), PROGRAMS_CATEGORY] : [],
          loaded: ok,
          loading: false,
          lastFetched: Date.now(),
        });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
}));

/** Back to the initial state (tests). */
export function resetCategoriesStore(): void {
  inFlight = null;
  useCategoriesStore.setState({ categories: [], loaded: false, loading: false, lastFetched: null });
}
