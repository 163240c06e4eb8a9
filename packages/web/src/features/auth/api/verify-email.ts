import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { authKeys } from './query-keys';

export async function verifyEmail(token: string): Promise<{ message?: string }> {
  const data = await api.get<{ message?: string }>(`/user/verify-email/${encodeURIComponent(token)}`, { auth: false });
  logger.info('Email verification answered', { message: data?.message });
  return data ?? {};
}

/**
 * The token is single use, so the call runs once per token and page load: a query (not an effect)
 * is shared by StrictMode's double mount and never refetched.
 */
export function useVerifyEmailQuery(token: string) {
  return useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
