import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/class-names';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner announces itself; otherwise it is decorative. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={cn('animate-spin motion-reduce:animate-none', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred spinner for a page or panel that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-48 items-center justify-center text-teal-700">
      <Spinner size="lg" label={label ?? t`Loading...`} />
    </div>
  );
}
