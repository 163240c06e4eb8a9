import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

/** The way back above a page's heading: "← All programs", "← All coaches". */
export function BackLink({
  to,
  weight = 'font-medium',
  children,
}: {
  to: string;
  weight?: 'font-medium' | 'font-semibold';
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cn(`inline-flex items-center gap-1.5 rounded text-sm ${weight} text-teal-800 hover:underline`, focusRing)}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
