import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/api/resources';

/** Who on the care team looked at or changed the member's record, newest first. */
export function useAccessLogQuery() {
  return useQuery({ ...apiQuery('GET /user/access-log'), staleTime: 0, select: (data) => data.entries });
}
