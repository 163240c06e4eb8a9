import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyActionCard } from '@/components/ui/empty-action-card';
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
    <EmptyActionCard
      icon={icon}
      title={title}
      action={
        action ?? (
          <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <Trans>Go to Surveys</Trans>
          </Link>
        )
      }
    >
      {children}
    </EmptyActionCard>
  );
}
