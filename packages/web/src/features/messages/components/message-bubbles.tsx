import { Trans, useLingui } from '@lingui/react/macro';
import type { Thread } from '@wellpath/shared/messages/wire';
import { Eye } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/dates';

/** The conversation, oldest first: the member's messages on the right, the care team's on the left. */
export function MessageBubbles({ thread }: { thread: Thread }) {
  const { t } = useLingui();
  const lastOwn = thread.messages.findLast((m) => m.author_role === 'member');
  // Seen once the care team read the conversation after the member's last message.
  const seen = lastOwn !== undefined && thread.staff_read_at !== null && thread.staff_read_at >= lastOwn.created_at;

  return (
    <ol className="space-y-4" aria-label={t`Messages in this conversation`}>
      {thread.messages.map((message) => {
        const own = message.author_role === 'member';
        return (
          <li key={message._id} className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm sm:max-w-[75%]',
                own ? 'rounded-br-sm bg-teal-700 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200',
              )}
              data-testid={own ? 'member-message' : 'care-team-message'}
            >
              <p className={cn('text-xs font-semibold', own ? 'text-teal-50' : 'text-teal-800')}>
                {own ? t({ message: 'You', comment: 'the author of a message: the member' }) : message.author_name}
                <span className="sr-only">, </span>
                <time dateTime={message.created_at} className={cn('ml-2 font-normal', own ? 'text-teal-100' : 'text-slate-600')}>
                  {formatDateTime(message.created_at)}
                </time>
              </p>
              <p className="mt-1 text-sm leading-6 break-words whitespace-pre-line">{message.body}</p>
            </div>
            {message === lastOwn && seen && thread.staff_read_at && (
              <p className="mt-1 inline-flex items-center gap-1 text-xs text-slate-600">
                <Eye className="size-3.5" aria-hidden="true" />
                <SeenOn date={formatDateTime(thread.staff_read_at)} />
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function SeenOn({ date }: { date: string }) {
  return <Trans>Seen by your care team on {date}</Trans>;
}
