import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClasses } from '@/components/ui/text-link';
import { cn } from '@/lib/class-names';

/** The "back" link at the top of a survey screen. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cn(textLinkClasses, 'inline-flex items-center gap-1.5 text-sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
