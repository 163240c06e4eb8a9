import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api, isApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { useAuthStore } from '../auth-store';

export interface LoginInput {
  email: string;
  password: string;
}

export async function login(input: LoginInput): Promise<{ token: string }> {
  try {
    return await api.post<{ token: string }>('/user/login', input, { auth: false });
  } catch (error) {
    logger.warn('Login failed', {
      status: isApiError(error) ? error.status : undefined,
      verified: isApiError(error) ? error.verified : undefined,
    });
    throw error;
  }
}

/** Logs in, keeps the token (§4) and opens the journey home. */
export function useLoginMutation() {
  const queryClient = useQueryClient();
  const setToken = useAuthStore((s) => s.setToken);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      // Nothing cached for a previous session may leak into this one.
      queryClient.clear();
      setToken(token);
      logger.info('Login succeeded');
      void navigate(paths.home.getHref(), { replace: true });
    },
  });
}
