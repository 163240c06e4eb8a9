import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  /** A paged query (TanStack Query's infinite query fits). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** How many are on screen. */
  count: number;
  /** What they are, one and many: ['member', 'members']. */
  noun: [string, string];
}

/** "Load more" while the server has more; then says that everything is shown (and takes focus, so the end is read out). */
export function LoadMore({ query, count, noun }: LoadMoreProps) {
  const shown = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  const [asked, setAsked] = useState(false);
  const end = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asked && !query.hasNextPage) end.current?.focus();
  }, [asked, query.hasNextPage]);

  if (query.hasNextPage) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          disabled={query.isFetchingNextPage}
          onClick={() => {
            setAsked(true);
            void query.fetchNextPage();
          }}
        >
          {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
        <p className="text-sm text-slate-600">{shown} shown so far.</p>
      </div>
    );
  }
  return (
    <p ref={end} tabIndex={-1} className="text-sm text-slate-600 outline-none">
      {count === 1 ? `Showing ${shown}.` : `Showing all ${shown}.`}
    </p>
  );
}
