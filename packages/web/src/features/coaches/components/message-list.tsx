import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachMessage } from '@wellpath/shared/coaches/wire';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConversationCard, type ConversationStatus } from '@/components/ui/conversation-card';
import { EmptyCard } from '@/components/ui/empty-card';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';

type StatusWords = Omit<ConversationStatus, 'label' | 'waiting'> & { label: MessageDescriptor; waiting?: MessageDescriptor };

const STATUS: Record<CoachMessage['status'], StatusWords> = {
  sent: {
    label: msg({ message: 'Sent', comment: 'a message' }),
    className: 'bg-slate-100 text-slate-800 ring-slate-300',
    waiting: msg`Waiting for the care team to read it.`,
  },
  read: {
    label: msg({ message: 'Read', comment: 'a message the care team has read' }),
    className: 'bg-blue-50 text-blue-800 ring-blue-200',
    waiting: msg`The care team has read it and will reply.`,
  },
  answered: { label: msg({ message: 'Answered', comment: 'a message' }), className: 'bg-green-50 text-green-800 ring-green-200' },
};

/** The member's messages to the care team, each with its status, the latest reply and a link to the whole conversation. */
export function MessageList({ messages, showCoach = true, empty }: { messages: CoachMessage[]; showCoach?: boolean; empty: ReactNode }) {
  const { t, i18n } = useLingui();
  if (messages.length === 0) return <EmptyCard icon={Inbox}>{empty}</EmptyCard>;
  return (
    <ul className="space-y-4">
      {messages.map((message) => {
        const words = STATUS[message.status];
        const coachName = message.coach.name;
        const subject = message.subject;
        return (
          <li key={message._id}>
            <ConversationCard
              data-testid="coach-message"
              subject={message.subject}
              status={{ ...words, label: i18n._(words.label), waiting: words.waiting && i18n._(words.waiting) }}
              sentAt={message.created_at}
              sentDetail={showCoach && ` · ${t`to ${coachName}`}`}
              message={message.message}
              reply={message.reply}
              replyHeading={t`Reply from the care team`}
              footer={
                <TextLink to={paths.messages.thread.getHref(message._id)}>
                  {message.reply ? <Trans>Read the whole conversation and reply</Trans> : <Trans>Open the conversation</Trans>}
                  <span className="sr-only">: {subject}</span>
                </TextLink>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

export function MessageListSkeleton() {
  const { t } = useLingui();
  return <SkeletonGroup className="space-y-4" label={t`Loading your messages`} shapes={['h-28 rounded-2xl', 'h-28 rounded-2xl']} />;
}
