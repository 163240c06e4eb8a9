import { useId, type ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { TableHead, type TableColumn } from '@/components/ui/table-head';
import { cn } from '@/lib/class-names';

interface ScrollTableProps {
  /** The table's caption, which also names its scrolling region. */
  caption: ReactNode;
  /** Keep the caption for screen readers only (a heading above already says it). */
  hideCaption?: boolean;
  columns: Array<string | TableColumn>;
  /** The rows (`<tr>`), first cell a `<th scope="row">`. */
  children: ReactNode;
  /** The table's least width before it scrolls sideways (a phone scrolls it inside its box). */
  minWidth?: string;
}

/**
 * A data table in a card that scrolls sideways on a narrow screen: the scrolling box is a named,
 * focusable region, so it can be scrolled with the keyboard.
 */
export function ScrollTable({ caption, hideCaption = false, columns, children, minWidth = 'min-w-[40rem]' }: ScrollTableProps) {
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption id={captionId} className={hideCaption ? 'sr-only' : 'px-4 pt-4 pb-2 text-left text-sm font-semibold text-slate-900'}>
          {caption}
        </caption>
        <TableHead columns={columns.map((c) => (typeof c === 'string' ? { label: c, className: 'px-4' } : c))} />
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** The cell classes of a ScrollTable row. */
export const cellClass = 'px-4 py-3 align-top text-slate-800';
export const rowClass = 'border-b border-slate-100 last:border-0';
