import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resetPassword(input: { token: string; password: string }): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/user/reset-password', input, { auth: false });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
