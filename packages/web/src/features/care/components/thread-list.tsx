import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import type { ApiOutput } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { Badge } from './badge';
import { formatDateTime } from './format';

type ThreadSummary = ApiOutput<'GET /staff/threads'>['threads'][number];

interface ThreadListProps {
  threads: ThreadSummary[];
  /** h2 on the messages page, h3 inside a member's page. */
  headingLevel?: 'h2' | 'h3';
  /** Name the member (not on the member's own page). */
  showMember?: boolean;
}

/** Conversations with members: subject, who it is with, the last message, and whether it is unread. */
export function ThreadList({ threads, headingLevel: Heading = 'h2', showMember = true }: ThreadListProps) {
  const { t } = useLingui();
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {threads.map((thread) => {
        const coachName = thread.coach?.name;
        const assignedTo = thread.assigned_to?.name;
        const author = thread.last_message.author_name;
        return (
          <li key={thread._id} className="p-4 sm:p-5" data-testid="thread">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Heading className={cn('min-w-0 break-words', thread.unread ? 'font-bold' : 'font-semibold')}>
                <TextLink to={paths.care.thread.getHref(thread._id)}>{thread.subject}</TextLink>
              </Heading>
              {thread.unread && (
                <Badge tone="info" icon={Mail}>
                  <Trans>Unread</Trans>
                </Badge>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {showMember && <>{thread.member.name} · </>}
              {thread.coach ? t`To ${coachName}` : t`To the care team`} · {assignedTo ? t`Assigned to ${assignedTo}` : t`Unassigned`}
            </p>
            <p className="mt-2 line-clamp-2 text-sm break-words text-slate-800">
              <span className="font-medium">
                <Trans comment="who wrote the last message, before it">{author}:</Trans>
              </span>{' '}
              {thread.last_message.body}
            </p>
            <p className="mt-1 text-xs text-slate-600">{formatDateTime(thread.last_message.created_at)}</p>
          </li>
        );
      })}
    </ul>
  );
}
