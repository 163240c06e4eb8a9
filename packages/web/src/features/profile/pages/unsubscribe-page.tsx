import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReminderKind } from '@wellpath/shared/reminders/wire';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** Each kind of e-mail in a whole sentence (the server's label is English and would be a piece of one). */
const STOP: Record<ReminderKind, MessageDescriptor> = {
  daily: msg`Stop receiving daily tracking reminders?`,
  weekly: msg`Stop receiving the weekly summary?`,
  'blood-pressure': msg`Stop receiving blood pressure reminders?`,
};
const UNSUBSCRIBED: Record<ReminderKind, MessageDescriptor> = {
  daily: msg`You are unsubscribed from daily tracking reminders.`,
  weekly: msg`You are unsubscribed from the weekly summary.`,
  'blood-pressure': msg`You are unsubscribed from blood pressure reminders.`,
};

/**
 * /unsubscribe/:token, a reminder e-mail's link, without login (decision 0042). Opening it changes
 * nothing (mail scanners open links); the button does. It names only the kind of e-mail.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLinkQuery(token);
  const unsubscribe = useUnsubscribeMutation(token);
  const done = unsubscribe.isSuccess || link.data?.unsubscribed === true;
  const kind = unsubscribe.data?.kind ?? link.data?.kind;
  const { t, i18n } = useLingui();

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <title>{pageTitle(t`Unsubscribe`)}</title>
      <Card className="p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
            <BellOff className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">
            <Trans>Unsubscribe</Trans>
          </h1>
        </div>
        <div className="mt-5 space-y-4" aria-live="polite">
          {link.isPending && <Spinner label={t`Checking the link`} />}
          {link.isError && (
            <StatusMessage type="error">
              {isApiError(link.error) && link.error.status === 404
                ? t`This unsubscribe link is not valid or has expired.`
                : t`The link could not be checked. Please try again.`}
            </StatusMessage>
          )}
          {link.isSuccess && done && <StatusMessage type="success">{kind && i18n._(UNSUBSCRIBED[kind])}</StatusMessage>}
          {link.isSuccess && !done && (
            <>
              <p className="text-slate-700">{kind && i18n._(STOP[kind])}</p>
              {unsubscribe.isError && (
                <StatusMessage type="error">
                  <Trans>Something went wrong. Please try again.</Trans>
                </StatusMessage>
              )}
              <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending} fullWidth>
                <Trans>Unsubscribe</Trans>
              </Button>
            </>
          )}
          <p className="text-sm text-slate-600">
            <Trans>
              You can turn reminders on or off at any time in <TextLink to={paths.profile.getHref()}>your profile</TextLink>.
            </Trans>
          </p>
        </div>
      </Card>
    </div>
  );
}
