import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function resendVerification(email: string): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/user/resend-verification', { email }, { auth: false });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
