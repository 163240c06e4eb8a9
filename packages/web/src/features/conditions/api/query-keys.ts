/** Query keys of the conditions area. */
export const conditionKeys = {
  all: ['conditions'] as const,
  list: () => [...conditionKeys.all, 'list'] as const,
  detail: (id: string) => [...conditionKeys.all, 'detail', id] as const,
};

/**
 * The profile lists the member's conditions (§2). Features do not import each other, so the
 * profile's key is named here; it matches features/profile/api/query-keys.ts.
 */
export const PROFILE_QUERY_KEY = ['profile'] as const;
