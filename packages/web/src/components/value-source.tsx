import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The same words for a chart's point (its tooltip and table): "From Withings"; undefined for a value typed in. */
export function sourceNote(source: ValueSource | undefined, i18n: I18n): string | undefined {
  if (!source || source === 'manual') return undefined;
  const app = SOURCE_NAMES[source];
  return i18n._(msg`From ${app}`);
}

/** The apps a set of values came from, for a chart's summary of several values (a week's bars): "From Apple Health, Fitbit". */
export function sourcesNote(sources: Iterable<ValueSource | undefined>, i18n: I18n): string | undefined {
  const apps = [...new Set([...sources].filter((s): s is Exclude<ValueSource, 'manual'> => !!s && s !== 'manual'))].map(
    (s) => SOURCE_NAMES[s],
  );
  if (apps.length === 0) return undefined;
  const list = apps.join(', ');
  return i18n._(msg`Includes values from ${list}`);
}

/** An imported value said as the member's, for the care team (decision 0104): "The member, from Withings"; null for one typed in. */
export function importedFrom(source: ValueSource | undefined, i18n: I18n): string | null {
  if (!source || source === 'manual') return null;
  const app = SOURCE_NAMES[source];
  return i18n._(msg`The member, from ${app}`);
}
