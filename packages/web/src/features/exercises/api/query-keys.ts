/** Query keys of the exercise library. */
export const exercisesKeys = {
  all: ['exercises'] as const,
  categories: () => [...exercisesKeys.all, 'categories'] as const,
  list: (filters: { category?: string; q?: string }) => [...exercisesKeys.all, 'list', filters] as const,
  detail: (id: string) => [...exercisesKeys.all, 'detail', id] as const,
};
