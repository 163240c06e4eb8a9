import { cn } from '@/lib/class-names';
import { useIsOffline } from '@/lib/offline/connectivity';

/**
 * A grey placeholder block shown while content loads; hidden from assistive technology. Offline it
 * stands still: nothing is on its way (the offline banner says so).
 */
export function Skeleton({ className }: { className?: string }) {
  const offline = useIsOffline();
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-slate-200', offline ? 'opacity-60' : 'animate-pulse motion-reduce:animate-none', className)}
    />
  );
}

/**
 * Several placeholder blocks in one box, one per class list (size, spacing, shape): the outline of a
 * few lines of text or a row of tags, written as the sizes of what is to come.
 */
export function SkeletonGroup({ shapes, className, label }: { shapes: string[]; className?: string; label?: string }) {
  return (
    // With a label, the group says what is loading ("Loading your messages") to screen readers.
    <div className={className} role={label ? 'status' : undefined} aria-label={label}>
      {shapes.map((shape, i) => (
        <Skeleton key={i} className={shape} />
      ))}
    </div>
  );
}
