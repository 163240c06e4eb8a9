import { useLingui } from '@lingui/react/macro';
import { Suspense, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BrandLink } from '@/components/brand';
import { PageSpinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/api/account';
import { cn } from '@/lib/class-names';
import { firstHomeHold } from '../preload-member-home';
import { OfflineStatus } from './offline-status';
import { ScreenBoundary } from './screen-boundary';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { useSignOut } from './sign-out';
import { useMemberTimeZone } from './use-member-time-zone';
import { useOfflineSession } from './use-offline-session';

const SIDEBAR_ID = 'member-sidebar';

/**
 * The signed-in layout (§2): a left sidebar; on smaller screens a tab bar at the bottom instead, whose
 * Menu opens the sidebar over the page (it ends above the tab bar).
 */
export function MemberLayout() {
  const { t } = useLingui();
  const location = useLocation();
  // The menu is open for the location it was opened on, so any route change closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const logout = useLogout();
  const offline = useOfflineSession();
  useMemberTimeZone();
  // A home opened with its reads already on their way (decision 0045) does not wait for the saved
  // copy: its fresh answers are coming, and restoring never replaces a fresher answer.
  const [preloaded] = useState(() => firstHomeHold() !== null);

  // Everything the device holds of the member is erased before the session ends (issue 32); tracked
  // days still waiting for the connection are erased with it, so the member is asked first.
  const signOut = useSignOut(offline.forget, logout);

  function close() {
    setOpenedAt(null);
  }

  function toggle(event: MouseEvent<HTMLButtonElement>) {
    menuButton.current = event.currentTarget;
    setOpenedAt(open ? null : location.key);
  }

  function onSidebarKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      close();
      menuButton.current?.focus();
    }
  }

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <header className="sticky top-0 z-40 flex h-14 items-center border-b border-slate-200 bg-white px-4 lg:hidden">
        <BrandLink />
      </header>

      {/* Before the sidebar in the page's order: Tab from Menu goes into the menu it opened. */}
      <TabBar menuId={SIDEBAR_ID} menuOpen={open} onMenu={toggle} />

      {open && (
        <div className="fixed inset-x-0 top-14 bottom-(--bottom-inset) z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={close} />
      )}

      <aside
        id={SIDEBAR_ID}
        aria-label={t`Sidebar`}
        onKeyDown={onSidebarKeyDown}
        className={cn(
          'fixed top-14 bottom-(--bottom-inset) left-0 z-40 w-[min(20rem,85vw)] flex-col border-r border-slate-200 bg-white pl-[env(safe-area-inset-left)] shadow-xl',
          'lg:sticky lg:top-0 lg:bottom-auto lg:z-auto lg:flex lg:h-dvh lg:w-72 lg:shrink-0 lg:pl-0 lg:shadow-none',
          open ? 'flex' : 'hidden',
        )}
      >
        <Sidebar onLogout={signOut.onLogout} />
      </aside>

      {signOut.dialog}

      <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-(--bottom-inset) outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <OfflineStatus />
          <ScreenBoundary key={location.pathname}>
            <Suspense fallback={<PageSpinner />}>{offline.ready || preloaded ? <Outlet /> : <PageSpinner />}</Suspense>
          </ScreenBoundary>
        </div>
      </main>
    </div>
  );
}
