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
  return useCallback(() => {
    // The request is built (with the bearer header) before the token is cleared below.
    api.post('/user/logout').catch((error: unknown) => logger.warn('Logout request failed', { error }));
    clearToken();
    queryClient.clear();
    logger.info('Logged out');
    void navigate(paths.auth.login.getHref(), { replace: true });
  }, [clearToken, navigate, queryClient]);
}
