import { ArrowDown, ArrowUp, Check } from 'lucide-react';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { cn } from '@/lib/class-names';

export type MarkerStatus = BloodResult['status'];

export const STATUS_STYLES: Record<MarkerStatus, { label: string; badge: string; dot: string; Icon: typeof Check }> = {
  high: { label: 'High', badge: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-700', Icon: ArrowUp },
  low: { label: 'Low', badge: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-600', Icon: ArrowDown },
  normal: { label: 'Normal', badge: 'bg-green-50 text-green-800 ring-green-200', dot: 'bg-green-700', Icon: Check },
};

/** High, Low or Normal: a word and an arrow or tick, never colour alone. */
export function StatusBadge({ status, className }: { status: MarkerStatus; className?: string }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        style.badge,
        className,
      )}
    >
      <style.Icon className="size-3.5" aria-hidden="true" />
      {style.label}
    </span>
  );
}
