import type { CoachMessage } from '@wellpath/shared/coaches/wire';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConversationCard, type ConversationStatus } from '@/components/ui/conversation-card';
import { EmptyCard } from '@/components/ui/empty-card';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

const STATUS: Record<CoachMessage['status'], ConversationStatus> = {
  sent: { label: 'Sent', className: 'bg-slate-100 text-slate-800 ring-slate-300', waiting: 'Waiting for the care team to read it.' },
  read: { label: 'Read', className: 'bg-blue-50 text-blue-800 ring-blue-200', waiting: 'The care team has read it and will reply.' },
  answered: { label: 'Answered', className: 'bg-green-50 text-green-800 ring-green-200' },
};

/** The member's messages to the care team, each with its status, the latest reply and a link to the whole conversation. */
export function MessageList({ messages, showCoach = true, empty }: { messages: CoachMessage[]; showCoach?: boolean; empty: ReactNode }) {
  if (messages.length === 0) return <EmptyCard icon={Inbox}>{empty}</EmptyCard>;
  return (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li key={message._id}>
          <ConversationCard
            data-testid="coach-message"
            subject={message.subject}
            status={STATUS[message.status]}
            sentAt={message.created_at}
            sentDetail={showCoach && ` · to ${message.coach.name}`}
            message={message.message}
            reply={message.reply}
            replyHeading="Reply from the care team"
            footer={
              <TextLink to={paths.messages.thread.getHref(message._id)}>
                {message.reply ? 'Read the whole conversation and reply' : 'Open the conversation'}
                <span className="sr-only">: {message.subject}</span>
              </TextLink>
            }
          />
        </li>
      ))}
    </ul>
  );
}

export function MessageListSkeleton() {
  return <SkeletonGroup className="space-y-4" label="Loading your messages" shapes={['h-28 rounded-2xl', 'h-28 rounded-2xl']} />;
}
