import { useInfiniteQuery } from '@tanstack/react-query';
import type { TimelineGroup } from '@wellpath/shared/staff/timeline';
import { queryKeyOf } from '@/api/resources';
import { call } from '@/lib/api-client';

/**
 * The member's timeline, newest first, a page at a time, of the groups chosen (none: all the reader
 * may see). Each read is in the access log (decision 0090).
 */
export function useTimelinePages(memberId: string, groups: readonly TimelineGroup[] | null) {
  const kinds = groups === null ? undefined : groups.join(',');
  return useInfiniteQuery({
    queryKey: [...queryKeyOf('GET /staff/members/:id/timeline', { params: { id: memberId } }), 'pages', kinds ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      call('GET /staff/members/:id/timeline', { params: { id: memberId }, query: { cursor: pageParam, kinds } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
