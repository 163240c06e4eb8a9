import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, type Permission } from '@wellpath/shared/staff/roles';
import { MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useThreadsQuery } from '../api/threads';
import { RoleGate, useStaff } from '../components/staff-context';
import { ThreadList } from '../components/thread-list';
import { CareTitle } from '../components/care-title';

const BOXES = [
  {
    box: 'mine',
    label: msg({ message: 'Mine', context: 'message box', comment: 'the message box of conversations assigned to me' }),
    permission: 'messages:own',
    about: msg`Conversations assigned to you.`,
    empty: msg`No conversations are assigned to you.`,
  },
  {
    box: 'unassigned',
    label: msg({ message: 'Unassigned', context: 'message box', comment: 'the message box of conversations no one has taken' }),
    permission: 'messages:own',
    about: msg`Messages no one has taken yet. Replying to one makes it yours.`,
    empty: msg`Every message has been taken: none is waiting.`,
  },
  {
    box: 'all',
    label: msg({ message: 'All', context: 'message box', comment: 'the message box of every conversation' }),
    permission: 'messages:all',
    about: msg`Every conversation with members.`,
    empty: msg`No conversations yet.`,
  },
] as const satisfies ReadonlyArray<{
  box: string;
  label: MessageDescriptor;
  permission: Permission;
  about: MessageDescriptor;
  empty: MessageDescriptor;
}>;

/** /care/messages: members' messages to the care team, by box (mine, unassigned, all), unread ones marked. */
export function MessagesPage() {
  const { t } = useLingui();
  return <RoleGate permission="messages:own" title={t`Messages`} screen={Inbox} />;
}

function Inbox() {
  const { t, i18n } = useLingui();
  const { role } = useStaff();
  const [params] = useSearchParams();
  const boxes = BOXES.filter((b) => can(role, b.permission));
  const current = boxes.find((b) => b.box === params.get('box')) ?? boxes[0]!;
  const threads = useThreadsQuery({ box: current.box });
  const box = i18n._(current.label);

  return (
    <div className="space-y-6">
      <CareTitle title={t`Messages: ${box}`} />
      <PageHeader
        title={t`Messages`}
        description={t`Members write to their coach or to the care team; reply to them here. The member is e-mailed that there is a reply.`}
      />
      <nav aria-label={t`Message boxes`}>
        <ul className="flex flex-wrap gap-x-1 border-b border-slate-200">
          {boxes.map((b) => {
            const active = b.box === current.box;
            return (
              <li key={b.box}>
                <Link
                  to={{ pathname: paths.care.messages.getHref(), search: `?box=${b.box}` }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold sm:px-4',
                    active ? 'border-teal-700 text-teal-900' : 'border-transparent text-slate-600 hover:text-slate-900',
                    focusRing,
                  )}
                >
                  {i18n._(b.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="text-sm text-slate-600">{i18n._(current.about)}</p>
      <AsyncSection
        query={threads}
        loading={<SkeletonGroup className="space-y-2" label={t`Loading messages`} shapes={['h-24 rounded-2xl', 'h-24 rounded-2xl']} />}
        error={
          <RetryError query={threads}>
            <Trans>The messages could not be loaded.</Trans>
          </RetryError>
        }
        empty={<EmptyCard icon={MessagesSquare}>{i18n._(current.empty)}</EmptyCard>}
      >
        {(list) => <ThreadList threads={list} />}
      </AsyncSection>
    </div>
  );
}
