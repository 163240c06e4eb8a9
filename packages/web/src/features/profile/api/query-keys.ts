/** Query keys of the member's profile. */
export const profileKeys = {
  all: ['profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  provinces: () => [...profileKeys.all, 'provinces'] as const,
};
