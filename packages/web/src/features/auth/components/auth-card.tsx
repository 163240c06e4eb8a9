import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { pageTitle } from '@/config/brand';
import { cn } from '@/lib/class-names';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Beside the heading, at its end (the language switch on the sign-in pages). */
  headerAction?: ReactNode;
}

/** The centred card of the account screens, with the page's heading and document title. */
export function AuthCard({ title, subtitle, children, footer, wide = false, headerAction }: AuthCardProps) {
  return (
    <Card className={cn('w-full p-6 sm:p-8', wide ? 'max-w-2xl' : 'max-w-md')}>
      <title>{pageTitle(title)}</title>
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {headerAction && <div className="-mt-1 -mr-2 shrink-0">{headerAction}</div>}
      </div>
      {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">{footer}</div>}
    </Card>
  );
}
