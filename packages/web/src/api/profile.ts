import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiInput } from '@/lib/api-client';
import { apiQuery, useApiMutation } from './resources';

/** The member's profile (`GET /api/user/profile`); the sidebar's user card, the home header and the profile screen share it. */
export function useProfileQuery() {
  return useQuery(apiQuery('GET /user/profile'));
}

export type ProfileUpdate = ApiInput<'PUT /user/profile'>['body'];

/** Saves the profile (`PUT /api/user/profile`); every screen that shows it has the new values at once. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('PUT /user/profile', (body: ProfileUpdate) => [{ body }], {
    onSuccess: (result) => queryClient.setQueryData(apiQuery('GET /user/profile').queryKey, result.profile),
  });
}
