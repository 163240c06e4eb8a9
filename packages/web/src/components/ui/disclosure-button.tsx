import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

interface DisclosureButtonProps {
  open: boolean;
  onToggle: () => void;
  /** The id of what it shows and hides. */
  controls: string;
  /** "Show all 6 dimensions" while closed. */
  showLabel: string;
  /** "Show fewer" while open. */
  hideLabel: string;
  className?: string;
}

/** A link-styled button that shows or hides a part of the page in place, saying which way it goes. */
export function DisclosureButton({ open, onToggle, controls, showLabel, hideLabel, className }: DisclosureButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-9 items-center gap-1 rounded text-sm font-semibold text-teal-800 underline-offset-2 hover:underline',
        focusRing,
        className,
      )}
    >
      {open ? hideLabel : showLabel}
      <ChevronDown className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} aria-hidden="true" />
    </button>
  );
}
