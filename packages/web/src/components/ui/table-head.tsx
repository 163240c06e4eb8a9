import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export interface TableColumn {
  label: ReactNode;
  /** The heading's own classes: its padding, or hiding it on a phone. */
  className?: string;
}

/** A data table's header row, in the one table style of the app. */
export function TableHead({ columns }: { columns: TableColumn[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-slate-600">
        {columns.map((column, i) => (
          <th key={i} scope="col" className={cn('py-2 font-semibold', column.className)}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
