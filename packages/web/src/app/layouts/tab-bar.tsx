import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useUnreadCountQuery } from '@/features/messages/api/messages';
import { cn } from '@/lib/class-names';
import { isTabCurrent, tabs } from './member-nav';

// A tab fills its fifth of the bar (at least 44 px square); its focus outline is drawn inside it, so
// that neighbours and the screen's edge never hide it. Labels are a touch smaller below 400 px so the
// longest French one ("Programmes") fits whole on a 390 px phone.
const tabClasses =
  'relative flex h-full min-h-11 w-full min-w-11 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-xs font-medium ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-teal-700';

function TabMark() {
  return <span aria-hidden="true" className="absolute inset-x-3 top-0 h-1 rounded-b-full bg-teal-700" />;
}

interface TabBarProps {
  /** The id of the sidebar the Menu tab opens. */
  menuId: string;
  menuOpen: boolean;
  onMenu: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The member's places on a small screen, fixed at the bottom (hidden where the sidebar shows): Home,
 * Programs, Health and Learn, and Menu for the sidebar with everything else. It sits above the
 * phone's home indicator; pages leave room for it with the --bottom-inset variable (styles.css).
 */
export function TabBar({ menuId, menuOpen, onMenu }: TabBarProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const unread = useUnreadCountQuery().data ?? 0;
  const unreadId = useId();
  return (
    <nav
      aria-label={t`Tab bar`}
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-[0_-1px_6px_rgb(15_23_42/0.06)] backdrop-blur supports-[backdrop-filter]:bg-white/85 lg:hidden print:hidden"
    >
      <ul className="mx-auto grid h-(--tab-bar) max-w-lg grid-cols-5 px-1">
        {tabs.map((tab) => {
          const current = isTabCurrent(tab, pathname);
          const Icon = tab.icon;
          return (
            <li key={tab.to} className="flex">
              <Link
                to={tab.to}
                aria-current={current ? 'page' : undefined}
                className={cn(tabClasses, current ? 'font-semibold text-teal-800' : 'text-slate-600 hover:text-slate-900')}
              >
                {current && <TabMark />}
                <Icon className="size-6" aria-hidden="true" strokeWidth={current ? 2.25 : 2} />
                <span className="max-w-full text-center text-[0.6875rem] leading-tight tracking-tight min-[400px]:text-xs">
                  {i18n._(tab.label)}
                </span>
              </Link>
            </li>
          );
        })}
        <li className="flex">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-describedby={unread > 0 ? unreadId : undefined}
            onClick={onMenu}
            className={cn(tabClasses, menuOpen ? 'font-semibold text-teal-800' : 'text-slate-600 hover:text-slate-900')}
          >
            <span className="relative">
              {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
              {unread > 0 && (
                <span aria-hidden="true" className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-teal-700 ring-2 ring-white" />
              )}
            </span>
            <span className="text-[0.6875rem] leading-tight tracking-tight min-[400px]:text-xs">
              <Trans>Menu</Trans>
            </span>
          </button>
          {unread > 0 && (
            <span id={unreadId} hidden>
              {t`${plural(unread, { one: '# unread message', other: '# unread messages' })}`}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
