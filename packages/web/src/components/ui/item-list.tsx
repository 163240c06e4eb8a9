import type { ReactNode } from 'react';

/** A list of records (`<ul>`), each in its own item keyed by its id: cards of coaches, requests and the like. */
export function ItemList<T extends { _id: string }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className?: string;
  /** One record's content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item._id}>{children(item)}</li>
      ))}
    </ul>
  );
}
