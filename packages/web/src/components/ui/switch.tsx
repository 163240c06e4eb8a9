import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}

/** An on/off control (role=switch); the label is read by screen readers. */
export function Switch({ checked, onChange, label, disabled = false, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        checked ? 'bg-teal-700' : 'bg-slate-400',
        focusRing,
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')}
      />
    </button>
  );
}
