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
}

/** The centred card of the account screens, with the page's heading and document title. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <Card className={cn('w-full p-6 sm:p-8', wide ? 'max-w-2xl' : 'max-w-md')}>
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">{footer}</div>}
    </Card>
  );
}
