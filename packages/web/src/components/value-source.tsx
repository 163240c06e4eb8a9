import { Trans } from '@lingui/react/macro';
import { SOURCE_NAMES, type ValueSource } from '@wellpath/shared/health/sources';
import { cn } from '@/lib/class-names';

/** Where an imported value came from (decision 0104), beside it in every list; nothing for a value typed in the app. */
export function ValueSourceLine({ source, className }: { source: ValueSource | undefined; className?: string }) {
  if (!source || source === 'manual') return null;
  const app = SOURCE_NAMES[source];
  return (
    <p className={cn('mt-1 text-sm text-slate-600', className)}>
      <Trans>From {app}</Trans>
    </p>
  );
}
