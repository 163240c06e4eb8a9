/** Query keys of programme requests. */
export const programRequestsKeys = {
  all: ['program-requests'] as const,
  list: () => [...programRequestsKeys.all, 'list'] as const,
  pillars: () => [...programRequestsKeys.all, 'pillars'] as const,
};
