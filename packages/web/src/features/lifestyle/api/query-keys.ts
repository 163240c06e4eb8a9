/** Query keys of the lifestyle area. */
export const lifestyleKeys = {
  all: ['lifestyle'] as const,
  pillars: () => [...lifestyleKeys.all, 'pillars'] as const,
};
