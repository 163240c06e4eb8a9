/** Query keys of the care team and the member's messages to it. */
export const coachesKeys = {
  all: ['coaches'] as const,
  list: () => [...coachesKeys.all, 'list'] as const,
  detail: (idOrKey: string) => [...coachesKeys.all, 'detail', idOrKey] as const,
  messages: () => [...coachesKeys.all, 'messages'] as const,
};
