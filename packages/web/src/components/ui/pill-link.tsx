import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

/** A rounded tag that links somewhere (a pillar, a topic); lists of them wrap. */
export function PillLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-9 items-center rounded-full bg-teal-50 px-3.5 py-1.5 text-sm font-medium text-teal-900 ring-1 ring-teal-200 ring-inset hover:bg-teal-100',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}

/** A wrapping list of pill links. */
export function PillLinkList({ items, label }: { items: Array<{ key: string; to: LinkProps['to']; label: string }>; label?: string }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <PillLink to={item.to}>{item.label}</PillLink>
        </li>
      ))}
    </ul>
  );
}
