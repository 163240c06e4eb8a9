import { Users } from 'lucide-react';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { pageTitle } from '@/config/brand';
import { useCoachesQuery, useCoachMessagesQuery } from '../api/coaches';
import { CoachCard, CoachCardSkeleton } from '../components/coach-card';
import { MessageList, MessageListSkeleton } from '../components/message-list';

/** /coaches: the care team, and the member's messages to it. */
export function CoachesPage() {
  const coaches = useCoachesQuery();
  return (
    <div className="space-y-10">
      <title>{pageTitle('Coaches')}</title>
      <PageHeader
        title="Coaches"
        description="Meet your care team: physicians, dietitians, nurses, kinesiologists and coaches who support you between visits. Open a profile to send them a message."
      />

      <section aria-label="Care team">
        <AsyncSection
          query={coaches}
          loading={
            <div role="status" aria-label="Loading the care team" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <CoachCardSkeleton />
              <CoachCardSkeleton />
              <CoachCardSkeleton />
            </div>
          }
          error={<RetryError query={coaches}>We couldn&apos;t load the care team. Please try again later.</RetryError>}
          empty={<EmptyCard icon={Users}>The care team&apos;s profiles are not available yet. Please check back soon.</EmptyCard>}
        >
          {(list) => (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((coach) => (
                <li key={coach._id}>
                  <CoachCard coach={coach} />
                </li>
              ))}
            </ul>
          )}
        </AsyncSection>
      </section>

      <YourMessages />
    </div>
  );
}

function YourMessages() {
  const messages = useCoachMessagesQuery();
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Your messages
      </h2>
      <AsyncSection query={messages} loading={<MessageListSkeleton />} error="Failed to load your messages. Please try again later.">
        {(list) => (
          <MessageList
            messages={list}
            empty="You have not sent any messages yet. Open a coach's profile to ask a question or get support."
          />
        )}
      </AsyncSection>
    </section>
  );
}
