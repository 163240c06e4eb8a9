import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { Card } from './card';

const tones = {
  teal: 'bg-teal-50 text-teal-800',
  red: 'bg-red-50 text-red-800',
};

interface EmptyActionCardProps {
  /** A lucide icon (aria-hidden); the card sizes it. */
  icon: ReactNode;
  tone?: keyof typeof tones;
  /** What is not there yet: "No blood test results yet." */
  title: string;
  /** One or two sentences on how it fills. */
  children: ReactNode;
  /** The way there: a link or button styled as a small button. */
  action: ReactNode;
}

/**
 * A section with nothing in it yet and the one thing that fills it. Compact on a phone (the icon beside
 * the words, the action under them, so a dashboard of them stays short); one row from `sm` up.
 */
export function EmptyActionCard({ icon, tone = 'teal', title, children, action }: EmptyActionCardProps) {
  return (
    <Card className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-3 p-4 sm:flex sm:items-center sm:gap-4 sm:p-5">
      <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full [&>svg]:size-5', tones[tone])}>
        {icon}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-slate-600">{children}</p>
      </div>
      <div className="col-start-2 justify-self-start sm:shrink-0">{action}</div>
    </Card>
  );
}
