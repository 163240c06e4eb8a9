import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/user/forgot-password', { email }, { auth: false });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
