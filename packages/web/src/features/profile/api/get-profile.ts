import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@wellpath/shared/user/schemas';
import { api } from '@/lib/api-client';
import { profileKeys } from './query-keys';

/** The profile as read (§7): names are always there; the rest is read defensively. */
export type ProfileData = Pick<Profile, 'firstName' | 'lastName' | 'email'> &
  Partial<Omit<Profile, 'firstName' | 'lastName' | 'email'>> & {
    avatar?: string;
  };

export function getProfile(): Promise<ProfileData> {
  return api.get<ProfileData>('/user/profile');
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileKeys.detail(), queryFn: getProfile });

export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}
