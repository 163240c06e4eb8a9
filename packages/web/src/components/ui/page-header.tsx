import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Something above the title: a back link or breadcrumb. */
  before?: ReactNode;
  /** Buttons or links beside the title (below it on a phone). */
  actions?: ReactNode;
  className?: string;
}

/** The one page heading of a screen: every page's h1 looks the same. */
export function PageHeader({ title, description, before, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('mb-6', className)}>
      {before}
      <div className={cn('flex flex-wrap items-start justify-between gap-3', before ? 'mt-4' : undefined)}>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 max-w-prose text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex max-w-full shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
