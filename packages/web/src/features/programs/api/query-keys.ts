/** Query keys of the programmes area. Reads that depend on the member's day carry it, so midnight refetches. */
export const programsKeys = {
  all: ['programs'] as const,
  inProgress: (today: string) => [...programsKeys.all, 'in-progress', today] as const,
  past: (today: string) => [...programsKeys.all, 'past', today] as const,
  catalogue: (filters: { pillar?: string; type?: string }) => [...programsKeys.all, 'catalogue', filters] as const,
  detail: (id: string, today: string) => [...programsKeys.all, 'detail', id, today] as const,
  suggested: () => [...programsKeys.all, 'suggested'] as const,
  exercises: (ids: readonly string[]) => [...programsKeys.all, 'exercises', [...ids]] as const,
  pillars: () => [...programsKeys.all, 'pillars'] as const,
};
