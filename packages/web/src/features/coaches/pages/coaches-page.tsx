import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { useCoachMessagesQuery } from '../api/get-coach-messages';
import { useCoachesQuery } from '../api/get-coaches';
import { CoachCard, CoachCardSkeleton } from '../components/coach-card';
import { MessageList, MessageListSkeleton } from '../components/message-list';

/** /coaches: the care team, and the member's messages to it. */
export function CoachesPage() {
  const coaches = useCoachesQuery();
  return (
    <div className="space-y-10">
      <title>{pageTitle('Coaches')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Coaches</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Meet your care team: physicians, dietitians, nurses, kinesiologists and coaches who support you between visits. Open a profile to
          send them a message.
        </p>
      </header>

      <section aria-label="Care team">
        {coaches.isPending && (
          <div role="status" aria-label="Loading the care team" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <CoachCardSkeleton />
            <CoachCardSkeleton />
            <CoachCardSkeleton />
          </div>
        )}
        {coaches.isError && (
          <StatusMessage type="error">
            <p>We couldn&apos;t load the care team. Please try again later.</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void coaches.refetch()} loading={coaches.isFetching}>
              Try again
            </Button>
          </StatusMessage>
        )}
        {coaches.isSuccess && coaches.data.length === 0 && (
          <Card className="flex items-center gap-4 p-5 text-sm">
            <Users className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
            <p className="text-slate-700">The care team&apos;s profiles are not available yet. Please check back soon.</p>
          </Card>
        )}
        {coaches.isSuccess && coaches.data.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {coaches.data.map((coach) => (
              <li key={coach._id}>
                <CoachCard coach={coach} />
              </li>
            ))}
          </ul>
        )}
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
      {messages.isPending && <MessageListSkeleton />}
      {messages.isError && <StatusMessage type="error">Failed to load your messages. Please try again later.</StatusMessage>}
      {messages.isSuccess && (
        <MessageList
          messages={messages.data}
          empty="You have not sent any messages yet. Open a coach's profile to ask a question or get support."
        />
      )}
    </section>
  );
}
