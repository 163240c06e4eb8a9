import { useQuery } from '@tanstack/react-query';
import { PROVINCES } from '@wellpath/shared/user/provinces';
import { api } from '@/lib/api-client';
import { profileKeys } from './query-keys';

export type ProvinceMap = Record<string, string>;

/** `GET /api/user/provinces`: code -> name (§7). */
export function getProvinces(): Promise<ProvinceMap> {
  return api.get<ProvinceMap>('/user/provinces', { auth: false });
}

/**
 * The province choices of the edit form (§5). Should the call fail, the shared list of the 13
 * provinces and territories keeps the form usable (the client has already logged the failure).
 */
export function useProvincesQuery() {
  const query = useQuery({ queryKey: profileKeys.provinces(), queryFn: getProvinces, staleTime: Infinity });
  const provinces: ProvinceMap | undefined = query.data ?? (query.isError ? PROVINCES : undefined);
  return { provinces, isLoading: query.isLoading };
}
