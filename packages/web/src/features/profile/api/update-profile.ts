import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileData } from './get-profile';
import { profileKeys } from './query-keys';

/** The body of `PUT /api/user/profile` (§7): the address travels flat, `address` being the street line. */
export interface ProfileUpdatePayload {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
}

export function updateProfile(payload: ProfileUpdatePayload): Promise<{ message?: string; profile?: ProfileData }> {
  return api.put<{ message?: string; profile?: ProfileData }>('/user/profile', payload);
}

/** Saves the profile; the profile screen and the sidebar's user card show the new values straight away. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result?.profile) queryClient.setQueryData(profileKeys.detail(), result.profile);
      return queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
    },
  });
}
