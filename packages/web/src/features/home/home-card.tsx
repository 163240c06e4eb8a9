import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/class-names';

/**
 * A card of the member's home (Body, Heart health): its heading, a round icon, what it says, and a
 * link on to the full screen (beside the text on a wide screen, under it on a phone).
 */
export function HomeCard({
  headingId,
  title,
  testId,
  icon: Icon,
  iconTone,
  bodyClassName,
  link,
  children,
}: {
  headingId: string;
  title: ReactNode;
  testId: string;
  icon: LucideIcon;
  /** The icon's round's colours, e.g. `bg-teal-50 text-teal-800`. */
  iconTone: string;
  bodyClassName?: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <Card
        className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-3 p-4 sm:flex sm:items-center sm:p-5"
        data-testid={testId}
      >
        <span className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-full', iconTone)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className={cn('min-w-0 flex-1 text-sm', bodyClassName)}>{children}</div>
        <Link to={link.to} className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'col-start-2 justify-self-start')}>
          {link.label}
        </Link>
      </Card>
    </section>
  );
}
