import type { StaffMe } from '@wellpath/shared/staff/wire';
import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, Menu, X } from 'lucide-react';
import { Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PageLoadError } from '@/components/ui/page-load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/api/account';
import { useStaffMeQuery } from '@/features/care/api/staff';
import { AlertReachBanner } from '@/features/care/components/alert-reach-banner';
import { CareBrand, CareNav } from '@/features/care/components/care-nav';
import { SecondFactorEnrolment } from '@/features/care/components/second-factor-enrolment';
import { StaffProvider } from '@/features/care/components/staff-context';
import { CareOnlyPage } from '@/features/care/pages/care-only-page';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';

const NAV_ID = 'care-navigation';

/**
 * The care team's workspace (/care): who the staff member is decides what opens. A member sees that
 * the area is not theirs; a staff member without a second factor sets it up first; then the
 * workspace, with the sections their role may open.
 */
export function CareLayout() {
  const { t } = useLingui();
  const me = useStaffMeQuery();
  const logout = useLogout();
  // After confirming the second factor, the recovery codes stay on screen until they are saved.
  const [savingCodes, setSavingCodes] = useState(false);

  if (me.isPending) return <PageSpinner label={t`Opening the care workspace...`} />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 403) return <CareOnlyPage />;
    return (
      <Frame onLogout={logout}>
        <PageLoadError title={t`Care workspace`} query={me}>
          <Trans>The care workspace could not be opened. Please try again.</Trans>
        </PageLoadError>
      </Frame>
    );
  }
  if (!me.data.second_factor.enabled || savingCodes) {
    return (
      <Frame onLogout={logout}>
        <SecondFactorEnrolment onConfirmed={() => setSavingCodes(true)} onDone={() => setSavingCodes(false)} />
      </Frame>
    );
  }
  return (
    <StaffProvider staff={me.data}>
      <Workspace staff={me.data} onLogout={logout} />
    </StaffProvider>
  );
}

/** The workspace before it opens: the brand, the other language, Logout, and one screen. */
function Frame({ onLogout, children }: { onLogout: () => Promise<void>; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2 sm:px-6">
        <CareBrand />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <button
            type="button"
            onClick={() => void onLogout()}
            className={cn('min-h-10 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100', focusRing)}
          >
            <Trans>Logout</Trans>
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="px-4 py-8 outline-none sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}

/** Desktop first: the navigation in a column on the left; on a phone, under a menu button at the top. */
function Workspace({ staff, onLogout }: { staff: StaffMe; onLogout: () => Promise<void> }) {
  const { t } = useLingui();
  const location = useLocation();
  // The menu is open for the page it was opened on: following a link closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);

  function onNavKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpenOn(null);
    menuButton.current?.focus();
  }

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:border-r lg:border-b-0">
        <header className="flex h-14 items-center justify-between gap-3 px-4 lg:h-16 lg:border-b lg:border-slate-200">
          <CareBrand />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 lg:hidden',
              focusRing,
            )}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            <span className="sr-only">
              <Trans>Menu</Trans>
            </span>
          </button>
        </header>
        <aside
          id={NAV_ID}
          aria-label={t`Workspace menu`}
          onKeyDown={onNavKeyDown}
          className={cn('min-h-0 flex-1 flex-col overflow-y-auto', menuOpen ? 'flex' : 'hidden lg:flex')}
        >
          <div className="min-h-0 flex-1">
            <CareNav staff={staff} onLogout={onLogout} />
          </div>
          {/* The other language, under the staff member's name and Logout (decision 0050). */}
          <div className="flex shrink-0 items-center gap-1 border-t border-slate-200 px-4 py-2">
            <Languages className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <LanguageSwitch />
          </div>
        </aside>
      </div>
      <main id="main" tabIndex={-1} className="min-w-0 outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <AlertReachBanner />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
