import type { CoachMessage } from '@wellpath/shared/coaches/wire';
import { Inbox, MessageSquareReply } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';

const STATUS: Record<CoachMessage['status'], { label: string; className: string; waiting?: string }> = {
  sent: { label: 'Sent', className: 'bg-slate-100 text-slate-800 ring-slate-300', waiting: 'Waiting for the care team to read it.' },
  read: { label: 'Read', className: 'bg-blue-50 text-blue-800 ring-blue-200', waiting: 'The care team has read it and will reply.' },
  answered: { label: 'Answered', className: 'bg-green-50 text-green-800 ring-green-200' },
};

/** The member's messages to the care team, each with its status and the reply. */
export function MessageList({ messages, showCoach = true, empty }: { messages: CoachMessage[]; showCoach?: boolean; empty: ReactNode }) {
  if (messages.length === 0) {
    return (
      <Card className="flex items-center gap-4 p-5 text-sm">
        <Inbox className="size-6 shrink-0 text-slate-500" aria-hidden="true" />
        <p className="text-slate-700">{empty}</p>
      </Card>
    );
  }
  return (
    <ul className="space-y-4">
      {messages.map((message) => (
        <li key={message._id}>
          <MessageCard message={message} showCoach={showCoach} />
        </li>
      ))}
    </ul>
  );
}

function MessageCard({ message, showCoach }: { message: CoachMessage; showCoach: boolean }) {
  const status = STATUS[message.status];
  return (
    <Card className="p-5" data-testid="coach-message">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{message.subject}</h3>
        <span
          className={cn(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
            status.className,
          )}
        >
          <span className="sr-only">Status: </span>
          {status.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Sent {formatLongDate(message.created_at)}
        {showCoach && ` · to ${message.coach.name}`}
      </p>
      <p className="mt-3 text-sm leading-6 break-words whitespace-pre-line text-slate-800">{message.message}</p>
      {message.reply ? (
        <div className="mt-4 rounded-lg border-l-4 border-teal-600 bg-teal-50 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-semibold text-teal-900">
            <MessageSquareReply className="size-4" aria-hidden="true" />
            Reply from the care team
          </p>
          <p className="mt-1 leading-6 break-words whitespace-pre-line text-slate-800">{message.reply}</p>
        </div>
      ) : (
        status.waiting && <p className="mt-3 text-sm text-slate-600 italic">{status.waiting}</p>
      )}
    </Card>
  );
}

export function MessageListSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading your messages">
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}
