import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

interface LoadMoreProps {
  /** A paged query (TanStack Query's infinite query fits). */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** How many are on screen. */
  count: number;
  /**
   * What they are: "3 members shown so far.", "Showing all 3 members." (already in the app's
   * language); `one`, where given, says that all is one ("Showing 1 member.").
   */
  says: { soFar: (count: number) => string; all: (count: number) => string; one?: string };
}

/** "Load more" while the server has more; then says that everything is shown (and takes focus, so the end is read out). */
export function LoadMore({ query, count, says }: LoadMoreProps) {
  const { t } = useLingui();
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
          {query.isFetchingNextPage ? t`Loading...` : <Trans>Load more</Trans>}
        </Button>
        <p className="text-sm text-slate-600">{says.soFar(count)}</p>
      </div>
    );
  }
  return (
    <p ref={end} tabIndex={-1} className="text-sm text-slate-600 outline-none">
      {/* Never 0 (an empty list says so instead), so one and the rest are the only forms, in both languages. */}
      {count === 1 && says.one !== undefined ? says.one : says.all(count)}
    </p>
  );
}
