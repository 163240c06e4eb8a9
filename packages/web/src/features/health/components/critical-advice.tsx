import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { BloodResult } from '@wellpath/shared/health/wire';
import { cn } from '@/lib/class-names';
import { formatResultValue } from './blood-format';

interface CriticalAdviceProps {
  result: Pick<BloodResult, 'marker_name' | 'value' | 'unit' | 'critical' | 'critical_message'>;
  decimals?: number;
  /**
   * Announced when it appears (role="alert"): on the result card and the home card. Lists that repeat
   * a result already announced on the page (the lab reports) show the same box without announcing it.
   */
  announce?: boolean;
  /** Names the marker in the heading (lists of several results). */
  withName?: boolean;
  className?: string;
}

/** The urgent advice for a critical value: a red box with a warning icon and a heading, never colour alone. */
export function CriticalAdvice({ result, decimals, announce = true, withName = false, className }: CriticalAdviceProps) {
  if (!result.critical || !result.critical_message) return null;
  const value = formatResultValue(result, decimals);
  const { unit, marker_name: marker } = result;
  return (
    <div
      role={announce ? 'alert' : undefined}
      data-testid="critical-advice"
      className={cn('flex gap-3 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900', className)}
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-bold">
          {withName ? (
            <Trans>
              Needs prompt attention: {marker} {value} {unit}
            </Trans>
          ) : (
            <Trans>
              Needs prompt attention ({value} {unit})
            </Trans>
          )}
        </p>
        <p className="mt-1 text-sm leading-6">{result.critical_message}</p>
      </div>
    </div>
  );
}
