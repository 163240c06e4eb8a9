import type { ComponentProps } from 'react';
import { LoadMore } from './load-more';
import { ScrollTable } from './scroll-table';

/**
 * A paged list as a table (the members, the access log): its rows so far, then "Load more" while the
 * server has more, or the words that say all is shown.
 */
export function PagedTable({
  query,
  count,
  says,
  ...table
}: ComponentProps<typeof ScrollTable> & Pick<ComponentProps<typeof LoadMore>, 'query' | 'count' | 'says'>) {
  return (
    <div className="space-y-4">
      <ScrollTable {...table} />
      <LoadMore query={query} count={count} says={says} />
    </div>
  );
}
