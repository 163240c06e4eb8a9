/** Which of the member's recommendations a list shows: the general ones (home) or one pillar's. */
export type RecommendationFilter = { excludePillars: true } | { pillar: string };

/** Query keys of the lifestyle area. */
export const lifestyleKeys = {
  all: ['lifestyle'] as const,
  pillars: () => [...lifestyleKeys.all, 'pillars'] as const,
  recommendations: () => [...lifestyleKeys.all, 'recommendations'] as const,
  recommendationList: (filter: RecommendationFilter) => [...lifestyleKeys.recommendations(), filter] as const,
  pillarPrograms: (slug: string) => [...lifestyleKeys.all, 'pillar-programs', slug] as const,
  surveys: () => [...lifestyleKeys.all, 'surveys'] as const,
};
