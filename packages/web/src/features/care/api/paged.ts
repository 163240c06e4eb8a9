import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyOf } from '@/api/resources';
import { call, type ApiInput, type ApiOutput } from '@/lib/api-client';

type PagedKey = 'GET /staff/members' | 'GET /staff/audit';
type PagedQuery<K extends PagedKey> = K extends 'GET /staff/members'
  ? NonNullable<ApiInput<'GET /staff/members'>['query']>
  : NonNullable<ApiInput<'GET /staff/audit'>['query']>;

/** A list the server sends a page at a time (next_cursor): the pages so far, and "Load more". */
export function useCursorPages<K extends PagedKey>(key: K, query: PagedQuery<K>) {
  const fetchPage = call as (key: K, input: { query: PagedQuery<K> }, options: { signal: AbortSignal }) => Promise<ApiOutput<K>>;
  return useInfiniteQuery({
    // Under the read's own key (so its resource refreshes it), apart from single-page reads of it.
    queryKey: [...queryKeyOf(key, { query } as ApiInput<K>), 'pages'],
    queryFn: ({ pageParam, signal }) => fetchPage(key, { query: { ...query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
