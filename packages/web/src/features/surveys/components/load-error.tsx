import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

/** A screen that could not load its data: a missing survey or response, or a failed call. */
export function LoadError({ error, what }: { error: unknown; what: 'survey' | 'result' | 'history' }) {
  const { t } = useLingui();
  const missing = isApiError(error) && error.status === 404;
  const message = missing
    ? what === 'result'
      ? t`We couldn't find this survey result.`
      : t`We couldn't find this survey. It may have been removed.`
    : what === 'result'
      ? t`Failed to load your survey result. Please try again later.`
      : what === 'history'
        ? t`Failed to load your survey history. Please try again later.`
        : t`Failed to load the survey. Please try again later.`;
  return (
    <div className="space-y-4">
      <StatusMessage type="error">{message}</StatusMessage>
      <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Back to surveys</Trans>
      </Link>
    </div>
  );
}

/** A survey screen whose data did not come: its heading, then what went wrong (LoadError). */
export function LoadFailed({ className, heading, ...error }: Parameters<typeof LoadError>[0] & { className?: string; heading: string }) {
  return (
    <div className={className}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
      <LoadError {...error} />
    </div>
  );
}

/** A survey screen while its data loads: what is loading, for screen readers, and the skeleton (`children`). */
export function Loading({ className, heading, children }: { className?: string; heading: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <h1 className="sr-only">{heading}</h1>
      {children}
    </div>
  );
}
