import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ThreadSummary } from '@wellpath/shared/messages/wire';
import { ChevronRight, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';

/** Who a conversation is with: the coach it was addressed to, or the care team as a whole (in the app's language). */
export function threadPartner(thread: Pick<ThreadSummary, 'coach'>): string {
  return thread.coach?.name ?? t`Your care team`;
}

/** The member's conversations, latest first: subject, with whom, the last message, unread, date. */
export function ThreadList({ threads }: { threads: ThreadSummary[] }) {
  return (
    <ul className="space-y-3">
      {threads.map((thread) => {
        const last = thread.last_message;
        const author =
          last.author_role === 'member' ? t({ message: 'You', comment: 'the author of a message: the member' }) : last.author_name;
        return (
          <li key={thread._id}>
            <Card className={cn('relative', thread.unread && 'ring-2 ring-teal-600')} data-testid="thread">
              <Link
                to={paths.messages.thread.getHref(thread._id)}
                className={cn('flex items-start gap-3 rounded-2xl p-4 hover:bg-slate-50 sm:p-5', focusRing)}
              >
                {thread.coach ? (
                  <Avatar id={thread.coach._id} name={thread.coach.name} size="sm" className="mt-0.5" />
                ) : (
                  <span
                    className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700"
                    aria-hidden="true"
                  >
                    <UsersRound className="size-5" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className={cn('min-w-0 break-words text-slate-900', thread.unread ? 'font-bold' : 'font-semibold')}>
                      {thread.subject}
                    </h3>
                    {thread.unread && (
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                        <span className="size-1.5 rounded-full bg-white" aria-hidden="true" />
                        <Trans>New reply</Trans>
                      </span>
                    )}
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {threadPartner(thread)} · <time dateTime={last.created_at}>{formatLongDate(last.created_at)}</time>
                  </p>
                  <p className="mt-2 line-clamp-2 text-sm leading-6 break-words text-slate-800">
                    <span className="font-medium">
                      <Trans comment="who wrote the last message, before it">{author}:</Trans>
                    </span>{' '}
                    {last.body}
                  </p>
                </div>
                <ChevronRight className="mt-1 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
