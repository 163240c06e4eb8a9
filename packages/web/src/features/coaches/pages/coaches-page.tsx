import { Trans, useLingui } from '@lingui/react/macro';
import { Users } from 'lucide-react';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { ItemList } from '@/components/ui/item-list';
import { pageTitle } from '@/config/brand';
import { useCoachesQuery, useCoachMessagesQuery } from '../api/coaches';
import { CoachCard, CoachCardSkeleton } from '../components/coach-card';
import { MessageList, MessageListSkeleton } from '../components/message-list';

/** /coaches: the care team, and the member's messages to it. */
export function CoachesPage() {
  const { t } = useLingui();
  const coaches = useCoachesQuery();
  return (
    <div className="space-y-10">
      <title>{pageTitle(t`Coaches`)}</title>
      <PageHeader
        title={t`Coaches`}
        description={t`Meet your care team: physicians, dietitians, nurses, kinesiologists and coaches who support you between visits. Open a profile to send them a message.`}
      />

      <section aria-label={t`Care team`}>
        <AsyncSection
          query={coaches}
          loading={
            <div role="status" aria-label={t`Loading the care team`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <CoachCardSkeleton />
              <CoachCardSkeleton />
              <CoachCardSkeleton />
            </div>
          }
          error={
            <RetryError query={coaches}>
              <Trans>We couldn&apos;t load the care team. Please try again later.</Trans>
            </RetryError>
          }
          empty={
            <EmptyCard icon={Users}>
              <Trans>The care team&apos;s profiles are not available yet. Please check back soon.</Trans>
            </EmptyCard>
          }
        >
          {(list) => (
            <ItemList items={list} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {(coach) => <CoachCard coach={coach} />}
            </ItemList>
          )}
        </AsyncSection>
      </section>

      <YourMessages />
    </div>
  );
}

function YourMessages() {
  const { t } = useLingui();
  const messages = useCoachMessagesQuery();
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Your messages</Trans>
      </h2>
      <AsyncSection query={messages} loading={<MessageListSkeleton />} error={t`Failed to load your messages. Please try again later.`}>
        {(list) => (
          <MessageList
            messages={list}
            empty={t`You have not sent any messages yet. Open a coach's profile to ask a question or get support.`}
          />
        )}
      </AsyncSection>
    </section>
  );
}
