import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { can, ROLE_NAMES, type Permission } from '@wellpath/shared/staff/roles';
import type { StaffMe } from '@wellpath/shared/staff/wire';
import {
  BarChart3,
  BellRing,
  CalendarDays,
  ClipboardList,
  Inbox,
  KeyRound,
  LogOut,
  MessagesSquare,
  PhoneCall,
  ScrollText,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { useOutreachCountQuery } from '../api/outreach';
import { useWorkQuery } from '../api/work';

const SECTIONS: Array<{ to: string; label: MessageDescriptor; icon: LucideIcon; permission: Permission; count?: 'outreach' | 'work' }> = [
  // Every role has members:read: My work is for everyone (decision 0100).
  { to: paths.care.work.getHref(), label: msg`My work`, icon: ClipboardList, permission: 'members:read', count: 'work' },
  { to: paths.care.alerts.getHref(), label: msg`Alerts`, icon: BellRing, permission: 'alerts:manage' },
  { to: paths.care.members.getHref(), label: msg`Members`, icon: Users, permission: 'members:read' },
  { to: paths.care.requests.getHref(), label: msg`Requests`, icon: Inbox, permission: 'requests:manage' },
  // Members who have gone quiet (decision 0099), with the queue's size beside the alerts and requests.
  { to: paths.care.outreach.getHref(), label: msg`Outreach`, icon: PhoneCall, permission: 'members:read', count: 'outreach' },
  { to: paths.care.messages.getHref(), label: msg`Messages`, icon: MessagesSquare, permission: 'messages:own' },
  { to: paths.care.staff.getHref(), label: msg`Staff`, icon: UserCog, permission: 'staff:manage' },
  { to: paths.care.audit.getHref(), label: msg`Access log`, icon: ScrollText, permission: 'audit:read' },
  { to: paths.care.outcomes.getHref(), label: msg`Results`, icon: BarChart3, permission: 'members:read' },
  { to: paths.care.calendar.getHref(), label: msg`Calendar`, icon: CalendarDays, permission: 'members:read' },
];

const linkClass = cn(
  'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  'aria-[current=page]:bg-teal-50 aria-[current=page]:font-semibold aria-[current=page]:text-teal-900',
  focusRing,
);

/** The staff member's own account (password, devices, recovery codes), under their name. */
const accountLinkClass = cn(
  'rounded-lg font-medium text-teal-800 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline',
  focusRing,
);

/** The workspace's name, leading to its first screen. */
export function CareBrand() {
  return (
    <Link
      to={paths.care.home.getHref()}
      className={cn('inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900', focusRing)}
    >
      <BrandMark />
      <span>
        <Trans comment="the workspace's name beside the logo">
          WellPath <span className="font-semibold text-teal-800">Care</span>
        </Trans>
      </span>
    </Link>
  );
}

/** The sections the staff member's role may open (the server refuses the others anyway). */
export function CareNav({ staff, onLogout }: { staff: StaffMe; onLogout: () => void | Promise<void> }) {
  const { t, i18n } = useLingui();
  const work = useWorkQuery().data;
  return (
    <div className="flex h-full flex-col">
      <nav aria-label={t`Care workspace`} className="flex-1 px-3 py-3 lg:py-4">
        <ul className="space-y-0.5">
          {SECTIONS.filter((s) => can(staff.role, s.permission)).map(({ to, label, icon: Icon, count }) => (
            <li key={to}>
              <NavLink to={to} className={linkClass}>
                <Icon className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
                {i18n._(label)}
                {count === 'outreach' && <OutreachCount />}
                {count === 'work' && work && work.counts.total > 0 && <WorkCount total={work.counts.total} overdue={work.counts.overdue} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-4">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-slate-900">
            {staff.firstName} {staff.lastName}
          </p>
          <p className="text-slate-600">{tr(ROLE_NAMES[staff.role])}</p>
          <NavLink
            to={paths.care.account.getHref()}
            className={cn('mt-1 inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap', accountLinkClass)}
          >
            <KeyRound className="size-4 shrink-0" aria-hidden="true" />
            <Trans>Your account</Trans>
          </NavLink>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void onLogout()}>
          <LogOut className="size-4" aria-hidden="true" />
          <Trans>Logout</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The outreach queue's size beside its link: the members waiting to be reached. */
function OutreachCount() {
  const { t } = useLingui();
  const count = useOutreachCountQuery(true).data?.count;
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {count}
      <span className="sr-only"> {t`members to reach`}</span>
    </span>
  );
}

/** The count beside My work: how much is waiting, in red when some of it is overdue (said in words too). */
function WorkCount({ total, overdue }: { total: number; overdue: number }) {
  const { t } = useLingui();
  return (
    <span
      data-testid="work-count"
      className={cn(
        'ml-auto rounded-full px-2 py-0.5 text-xs font-semibold',
        overdue > 0 ? 'bg-red-100 text-red-800' : 'bg-teal-100 text-teal-900',
      )}
    >
      {total}
      <span className="sr-only">{overdue > 0 ? t`items, ${overdue} overdue` : t`items`}</span>
    </span>
  );
}
