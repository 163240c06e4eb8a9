import { can, type Permission } from '@wellpath/shared/staff/roles';
import { MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { EmptyCard } from '@/components/ui/empty-card';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useThreadsQuery } from '../api/threads';
import { RoleGate, useStaff } from '../components/staff-context';
import { ThreadList } from '../components/thread-list';

const TITLE = 'Messages';

const BOXES = [
  {
    box: 'mine',
    label: 'Mine',
    permission: 'messages:own',
    about: 'Conversations assigned to you.',
    empty: 'No conversations are assigned to you.',
  },
  {
    box: 'unassigned',
    label: 'Unassigned',
    permission: 'messages:own',
    about: 'Messages no one has taken yet. Replying to one makes it yours.',
    empty: 'Every message has been taken: none is waiting.',
  },
  { box: 'all', label: 'All', permission: 'messages:all', about: 'Every conversation with members.', empty: 'No conversations yet.' },
] as const satisfies ReadonlyArray<{ box: string; label: string; permission: Permission; about: string; empty: string }>;

/** /care/messages: members' messages to the care team, by box (mine, unassigned, all), unread ones marked. */
export function MessagesPage() {
  return <RoleGate permission="messages:own" title={TITLE} screen={Inbox} />;
}

function Inbox() {
  const { role } = useStaff();
  const [params] = useSearchParams();
  const boxes = BOXES.filter((b) => can(role, b.permission));
  const current = boxes.find((b) => b.box === params.get('box')) ?? boxes[0]!;
  const threads = useThreadsQuery({ box: current.box });

  return (
    <div className="space-y-6">
      <title>{pageTitle(`${TITLE}: ${current.label}`)}</title>
      <PageHeader
        title={TITLE}
        description="Members write to their coach or to the care team; reply to them here. The member is e-mailed that there is a reply."
      />
      <nav aria-label="Message boxes">
        <ul className="flex gap-1 border-b border-slate-200">
          {boxes.map((b) => {
            const active = b.box === current.box;
            return (
              <li key={b.box}>
                <Link
                  to={{ pathname: paths.care.messages.getHref(), search: `?box=${b.box}` }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold',
                    active ? 'border-teal-700 text-teal-900' : 'border-transparent text-slate-600 hover:text-slate-900',
                    focusRing,
                  )}
                >
                  {b.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <p className="text-sm text-slate-600">{current.about}</p>
      <AsyncSection
        query={threads}
        loading={<SkeletonGroup className="space-y-2" label="Loading messages" shapes={['h-24 rounded-2xl', 'h-24 rounded-2xl']} />}
        error={<RetryError query={threads}>The messages could not be loaded.</RetryError>}
        empty={<EmptyCard icon={MessagesSquare}>{current.empty}</EmptyCard>}
      >
        {(list) => <ThreadList threads={list} />}
      </AsyncSection>
    </div>
  );
}
