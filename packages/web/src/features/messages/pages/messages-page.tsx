import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Inbox } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { useThreadsQuery } from '../api/messages';
import { NewMessageForm } from '../components/new-message-form';
import { ThreadList } from '../components/thread-list';

/** /messages: the member's conversations with the care team, and a new message. */
export function MessagesPage() {
  const { t } = useLingui();
  const threads = useThreadsQuery();
  const newHeadingId = useId();
  // `?new=1` (the home's "Write a message"): the form is ready to type in.
  const [params] = useSearchParams();
  const compose = params.get('new') === '1';
  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Messages`)}</title>
      <PageHeader
        title={t`Messages`}
        description={t`Write to your care team or to one of your coaches. Their replies appear here, and we e-mail you when there is a new one.`}
        actions={
          <Link to={paths.appointments.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            <Trans>Book an appointment</Trans>
          </Link>
        }
      />

      <div className="grid items-start gap-8 lg:grid-cols-5">
        <section aria-labelledby="threads-heading" className="lg:col-span-3">
          <h2 id="threads-heading" className="text-xl font-semibold text-slate-900">
            <Trans>Your conversations</Trans>
          </h2>
          <div className="mt-4">
            <AsyncSection
              query={threads}
              loading={
                <SkeletonGroup
                  className="space-y-3"
                  label={t`Loading your conversations`}
                  shapes={['h-28 rounded-2xl', 'h-28 rounded-2xl']}
                />
              }
              error={
                <RetryError query={threads}>
                  <Trans>Failed to load your messages. Please try again later.</Trans>
                </RetryError>
              }
              empty={
                <EmptyCard icon={Inbox}>
                  <Trans>You have no messages yet. Use the New message form to write to your care team.</Trans>
                </EmptyCard>
              }
            >
              {(list) => <ThreadList threads={list} />}
            </AsyncSection>
          </div>
        </section>

        <section aria-labelledby={newHeadingId} className="lg:sticky lg:top-6 lg:col-span-2">
          <NewMessageForm headingId={newHeadingId} focusOnOpen={compose} />
        </section>
      </div>
    </div>
  );
}
