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
