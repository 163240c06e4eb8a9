import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface RecommendationsEmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** What the member can do next; by default a link to the surveys. */
  action?: ReactNode;
}

/** An empty state that tells the member where recommendations come from and what to do next. */
export function RecommendationsEmptyState({ icon, title, children, action }: RecommendationsEmptyStateProps) {
  return (
    <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">{icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{children}</p>
      </div>
      {action ?? (
        <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Go to Surveys
        </Link>
      )}
    </Card>
  );
}
