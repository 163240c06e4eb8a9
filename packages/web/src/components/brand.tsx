import { Link } from 'react-router';
import { APP_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { focusRing } from './ui/focus-ring';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M7 17.5c3.2 0 4.3-6.5 6.6-6.5 2.6 0 2.3 10 5 10 2.1 0 2.6-4.5 6.4-4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The brand link; it always leads to / (landing for visitors, journey home for members). */
export function BrandLink({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight',
        inverted ? 'text-white' : 'text-slate-900',
        focusRing,
        className,
      )}
    >
      <BrandMark />
      <span>{APP_NAME}</span>
    </Link>
  );
}
