import { cn } from '@/lib/class-names';

interface ProgressBarProps {
  /** 0 to 100; clamped. */
  value: number;
  label: string;
  /** Text read instead of the number, e.g. "Medium". */
  valueText?: string;
  barClassName?: string;
  className?: string;
}

export function ProgressBar({ value, label, valueText, barClassName = 'bg-teal-600', className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-[width] duration-500 ease-out', barClassName)} style={{ width: `${clamped}%` }} />
    </div>
  );
}
