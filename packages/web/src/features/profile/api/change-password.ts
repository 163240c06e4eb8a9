import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PasswordChangePayload {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `PUT /api/user/password` (§7). The server keeps this session and signs out the member's others. */
export function changePassword(payload: PasswordChangePayload): Promise<{ message?: string }> {
  return api.put<{ message?: string }>('/user/password', payload);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
