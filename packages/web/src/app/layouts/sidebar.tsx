import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, CalendarCheck, ChevronDown, Dumbbell, Languages, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BrandLink } from '@/components/brand';
import { focusRing } from '@/components/ui/focus-ring';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { PROGRAMS_CATEGORY, useEducationCategoriesQuery } from '@/features/education/api/get-categories';
import { usePillarsQuery } from '@/api/pillars';
import { PillarIcon } from '@/features/lifestyle/components/pillar-icon';
import { useUnreadCountQuery } from '@/features/messages/api/messages';
import { UserCard } from '@/features/profile/components/user-card';
import { cn } from '@/lib/class-names';
import { healthTrackingLinks, messagesLink } from './member-nav';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';

function SidebarSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <div>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className={cn(
            'flex w-full items-center justify-between rounded-lg px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase hover:bg-slate-50 hover:text-slate-900',
            focusRing,
          )}
        >
          {title}
          <ChevronDown className={cn('size-4 transition-transform', !open && '-rotate-90')} aria-hidden="true" />
        </button>
      </h2>
      <div id={listId} hidden={!open} className="mt-1 mb-3">
        {children}
      </div>
    </div>
  );
}

interface SidebarLinkProps {
  to: string;
  icon: ReactNode;
  badge?: ReactNode;
  /** Current on `to` itself only, not on the pages under it. */
  end?: boolean;
  children: ReactNode;
}

function SidebarLink({ to, icon, badge, end, children }: SidebarLinkProps) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) =>
          cn(
            'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
            isActive
              ? 'bg-teal-50 font-semibold text-teal-900 ring-1 ring-teal-200 ring-inset'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            focusRing,
          )
        }
      >
        <span className="shrink-0 text-teal-700">{icon}</span>
        <span className="min-w-0 break-words">{children}</span>
        {badge}
      </NavLink>
    </li>
  );
}

/** The number of conversations with a reply the member has not read; its link reads "Messages, 2 unread". */
function UnreadBadge() {
  const unread = useUnreadCountQuery();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only">
        <Trans>, {count} unread</Trans>
      </span>
      <span
        aria-hidden="true"
        className="ml-auto inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-teal-700 px-1.5 py-0.5 text-xs font-semibold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return <p className="px-3 py-2 text-sm text-slate-600">{children}</p>;
}

function LifestyleLinks() {
  // Failures are only logged (by the API client); the section then reads as empty (§8).
  const pillars = usePillarsQuery();
  if (isWaitingForNetwork(pillars))
    return (
      <EmptyText>
        <Trans>Not available offline</Trans>
      </EmptyText>
    );
  if (pillars.isPending)
    return (
      <EmptyText>
        <Trans>Loading pillars...</Trans>
      </EmptyText>
    );
  const active = (pillars.data ?? []).filter((p) => p.is_active);
  if (active.length === 0)
    return (
      <EmptyText>
        <Trans>No active pillars found</Trans>
      </EmptyText>
    );
  return (
    <ul className="space-y-0.5">
      {active.map((pillar) => (
        <SidebarLink key={pillar._id} to={paths.lifestyle.getHref(pillar.slug)} icon={<PillarIcon name={pillar.icon} className="size-5" />}>
          {pillar.name}
        </SidebarLink>
      ))}
    </ul>
  );
}

function EducationLinks() {
  const categories = useEducationCategoriesQuery();
  const list = categories.data ?? [];

  // The Education Center's home (its topics and search) first; the categories with Programs (§3); then the exercise library.
  return (
    <ul className="space-y-0.5">
      <SidebarLink to={paths.education.home.getHref()} end icon={<Search className="size-5" aria-hidden="true" />}>
        <Trans>Browse & Search</Trans>
      </SidebarLink>
      {isWaitingForNetwork(categories) ? (
        <li>
          <EmptyText>
            <Trans>Not available offline</Trans>
          </EmptyText>
        </li>
      ) : categories.isPending ? (
        <li>
          <EmptyText>
            <Trans>Loading categories...</Trans>
          </EmptyText>
        </li>
      ) : list.length === 0 ? (
        <li>
          <EmptyText>
            <Trans>No categories available</Trans>
          </EmptyText>
        </li>
      ) : (
        list.map((category) => (
          <SidebarLink
            key={category.id}
            to={category.path}
            icon={
              category.id === PROGRAMS_CATEGORY.id ? (
                <CalendarCheck className="size-5" aria-hidden="true" />
              ) : (
                <BookOpen className="size-5" aria-hidden="true" />
              )
            }
          >
            {/* The programmes entry is the app's own (its name a message); the others come from the server. */}
            {category.id === PROGRAMS_CATEGORY.id ? <Trans>Programs</Trans> : category.name}
          </SidebarLink>
        ))
      )}
      <SidebarLink to={paths.exercises.home.getHref()} icon={<Dumbbell className="size-5" aria-hidden="true" />}>
        <Trans>Exercises</Trans>
      </SidebarLink>
    </ul>
  );
}

/** The sidebar content: brand, the three collapsible sections (all open at first), the language and the user card (§2). */
export function Sidebar({ onLogout }: { onLogout: () => void | Promise<void> }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex h-full min-h-0 w-full flex-col">
      <div className="hidden h-16 shrink-0 items-center border-b border-slate-200 px-5 lg:flex">
        <BrandLink />
      </div>
      <nav aria-label={t`Main`} className="min-h-0 flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {/* Messages first, on their own: the way to the care team, with what is unread. */}
        <ul className="mb-3 border-b border-slate-100 pb-3">
          <SidebarLink to={messagesLink.to} icon={<messagesLink.icon className="size-5" aria-hidden="true" />} badge={<UnreadBadge />}>
            {i18n._(messagesLink.label)}
          </SidebarLink>
        </ul>
        <SidebarSection title={t`Lifestyle`}>
          <LifestyleLinks />
        </SidebarSection>
        <SidebarSection title={t`Health Tracking`}>
          <ul className="space-y-0.5">
            {healthTrackingLinks.map(({ to, label, icon: Icon }) => (
              <SidebarLink key={to} to={to} icon={<Icon className="size-5" aria-hidden="true" />}>
                {i18n._(label)}
              </SidebarLink>
            ))}
          </ul>
        </SidebarSection>
        <SidebarSection title={t`Education Center`}>
          <EducationLinks />
        </SidebarSection>
      </nav>
      {/* The other language, next to the account (decision 0050). */}
      <div className="flex shrink-0 items-center gap-1 border-t border-slate-200 px-4 py-2">
        <Languages className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
        <LanguageSwitch />
      </div>
      <UserCard onLogout={onLogout} />
    </div>
  );
}
