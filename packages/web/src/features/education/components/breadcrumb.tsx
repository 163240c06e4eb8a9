import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Where the page sits in the Education Center; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className={cn('rounded font-medium text-teal-800 hover:underline', focusRing)}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
