import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export type BadgeTone = 'teal' | 'slate' | 'green' | 'amber' | 'blue';

const tones: Record<BadgeTone, string> = {
  teal: 'bg-teal-50 text-teal-800 ring-teal-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
};

/** A small pill label (status, type, level). */
export function Badge({ tone = 'slate', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
