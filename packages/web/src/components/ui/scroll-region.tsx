import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

type ScrollRegionProps = {
  className?: string;
  children: ReactNode;
} & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never });

/**
 * A box that scrolls sideways when its content is wider than a phone: a named region that takes
 * keyboard focus, so it can be scrolled with the arrow keys too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ className, children, labelledBy, label }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      aria-label={label}
      // The region scrolls: it takes focus so keyboard users can scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn('overflow-x-auto', focusRing, className)}
    >
      {children}
    </div>
  );
}
