import { BellOff } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUnsubscribeLinkQuery, useUnsubscribeMutation } from '../api/reminders';

/**
 * /unsubscribe/:token, a reminder e-mail's link, without login (decision 0042). Opening it changes
 * nothing (mail scanners open links); the button does. It names only the kind of e-mail.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLinkQuery(token);
  const unsubscribe = useUnsubscribeMutation(token);
  const done = unsubscribe.isSuccess || link.data?.unsubscribed === true;
  const label = unsubscribe.data?.label ?? link.data?.label;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <title>{pageTitle('Unsubscribe')}</title>
      <Card className="p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
            <BellOff className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">Unsubscribe</h1>
        </div>
        <div className="mt-5 space-y-4" aria-live="polite">
          {link.isPending && <Spinner label="Checking the link" />}
          {link.isError && (
            <StatusMessage type="error">
              {isApiError(link.error) && link.error.status === 404
                ? 'This unsubscribe link is not valid or has expired.'
                : 'The link could not be checked. Please try again.'}
            </StatusMessage>
          )}
          {link.isSuccess && done && <StatusMessage type="success">You are unsubscribed from {label}.</StatusMessage>}
          {link.isSuccess && !done && (
            <>
              <p className="text-slate-700">Stop receiving {label}?</p>
              {unsubscribe.isError && <StatusMessage type="error">Something went wrong. Please try again.</StatusMessage>}
              <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending} fullWidth>
                Unsubscribe
              </Button>
            </>
          )}
          <p className="text-sm text-slate-600">
            You can turn reminders on or off at any time in <TextLink to={paths.profile.getHref()}>your profile</TextLink>.
          </p>
        </div>
      </Card>
    </div>
  );
}
