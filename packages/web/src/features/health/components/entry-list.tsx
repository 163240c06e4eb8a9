import { Trans } from '@lingui/react/macro';
import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyCard } from '@/components/ui/empty-card';
import { ShowMoreButton, useShowMore } from '@/components/ui/show-more';
import { SkeletonGroup } from '@/components/ui/skeleton';

interface EntriesSectionProps {
  title: string;
  /** Read while the entries load, e.g. "Loading your readings". */
  loadingLabel: string;
  query: { isPending: boolean; isSuccess: boolean };
  count: number;
  emptyIcon: LucideIcon;
  /** Said when there is no entry yet: how to add the first. */
  empty: ReactNode;
  /** The entries (an EntryList), shown in a card. */
  children: ReactNode;
}

/** The list half of a log page: its heading, then placeholders, the empty card or the entries. A failed load is told above. */
export function EntriesSection({ title, loadingLabel, query, count, emptyIcon, empty, children }: EntriesSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">
        {query.isPending && <SkeletonGroup className="space-y-3" label={loadingLabel} shapes={['h-16 rounded-xl', 'h-16 rounded-xl']} />}
        {query.isSuccess && count === 0 && (
          <EmptyCard icon={emptyIcon} tone="brand">
            {empty}
          </EmptyCard>
        )}
        {query.isSuccess && count > 0 && <Card className="px-5 py-1 sm:px-6">{children}</Card>}
      </div>
    </section>
  );
}

interface EntryListProps<T> {
  entries: T[];
  /** Its buttons' accessible names, naming the entry: "Edit the reading of ...", "Delete the reading of ...". */
  name: (entry: T) => { edit: string; remove: string };
  /** What the entries are, for Show more ("readings"). */
  noun: string;
  /** Each row's test id. */
  testId: string;
  onEdit: (entry: T) => void;
  onDelete: (entry: T) => void;
  /** What a row says about its entry. */
  children: (entry: T) => ReactNode;
}

/** What a log page does with an entry of the list. */
export type EntryActions<T> = Pick<EntryListProps<T>, 'onEdit' | 'onDelete'>;

/** Logged entries, newest first, each with Edit and Delete; long logs show more on request. */
export function EntryList<T extends { _id: string }>({ entries, name, noun, testId, onEdit, onDelete, children }: EntryListProps<T>) {
  const list = useShowMore(entries);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {list.visible.map((entry) => (
          <li key={entry._id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center" data-testid={testId}>
            <div className="min-w-0 flex-1">{children(entry)}</div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => onEdit(entry)} aria-label={name(entry).edit}>
                <Pencil className="size-4" aria-hidden="true" />
                <Trans>Edit</Trans>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onDelete(entry)} aria-label={name(entry).remove}>
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={list.hidden} step={list.step} onClick={list.more} noun={noun} />
    </>
  );
}
