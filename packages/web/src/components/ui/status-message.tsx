import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/class-names';

export type StatusType = 'success' | 'error';

interface StatusMessageProps {
  type: StatusType;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The status message of a screen (§3): green for success, red for error, announced to screen readers. */
export function StatusMessage({ type, children, className, ref }: StatusMessageProps) {
  const Icon = type === 'success' ? CircleCheck : CircleAlert;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={type === 'error' ? 'alert' : 'status'}
      data-status={type}
      className={cn(
        'flex gap-3 rounded-lg border px-4 py-3 text-sm outline-none',
        type === 'success' ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800',
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
