/** Query keys of the account area (public calls under /api/user). */
export const authKeys = {
  all: ['auth'] as const,
  provinces: () => [...authKeys.all, 'provinces'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verify-email', token] as const,
};
