import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { useAuthStore } from '../auth-store';

/** Ends the session (§4): tells the server (best effort), forgets the token and cached data, opens /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const clearToken = useAuthStore((s) => s.clearToken);
  const navigate = useNavigate();
  return useCallback(async () => {
    // The request is built (with the bearer header) before the token is cleared below.
    api.post('/user/logout').catch((error: unknown) => logger.warn('Logout request failed', { error }));
    // Leave the member area first, so that the guard never renders the landing page on the way out.
    await navigate(paths.auth.login.getHref(), { replace: true });
    clearToken();
    queryClient.clear();
    logger.info('Logged out');
  }, [clearToken, navigate, queryClient]);
}
