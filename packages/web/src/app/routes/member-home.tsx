import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useProfileQuery } from '@/api/profile';
import { PageSpinner } from '@/components/ui/spinner';
import { pageTitle } from '@/config/brand';
import { afterNextPaint } from '@/lib/after-paint';
import { GREETING_ATTRIBUTE, isShellShown, revealApp, shellShowsAlerts } from '../member-shell';
import { firstHomeHold, firstHomeShown } from '../preload-member-home';
import { isFirstLogin } from '@/features/auth/auth-store';

// The sections' code (most of the home's) is its own chunk, fetched once the greeting has rendered:
// the first paint waits for none of it (decision 0054).
const loadSections = () => import('./member-home-sections');
const HomeSections = lazy(() => loadSections().then((m) => ({ default: m.HomeSections })));

/**
 * The journey home (§1), a short dashboard in order of what matters now: today's tracking, alerts
 * and onboarding, the week so far, then Wellness Dimensions, Active Journeys, blood markers, heart
 * health and General Recommendations, each in a few lines with more on request; then the footer.
 * Its title and greeting show at once. The page's first home (decision 0045) renders its sections
 * once their reads have answered (at most a second), their code has arrived and the greeting has
 * been painted, in transitions: in slices that keep the page responsive, committed in three stages
 * (member-home-sections.tsx). On the landing, the member shell stands in for it until it has its
 * greeting (decision 0055).
 */
export function MemberHomePage() {
  const profile = useProfileQuery();
  const firstName = profile.data?.firstName.trim();
  // Right after the member's very first login: "Welcome", not "Welcome back".
  const [firstVisit] = useState(isFirstLogin);
  const [hold] = useState(firstHomeHold);
  const [sectionsShown, setSectionsShown] = useState(hold === null);
  const [held, setHeld] = useState(hold !== null);
  useEffect(() => {
    firstHomeShown();
    if (!hold) return;
    let live = true;
    void hold.then(() => {
      if (live) setHeld(false);
    });
    // After the greeting has been painted: neither fetching the sections' code (adding its preload
    // links costs the main thread too) nor rendering them delays it. A failed download still shows
    // the sections: their error screen then says so.
    let cancelWait = () => {};
    const painted = new Promise<void>((resolve) => {
      cancelWait = afterNextPaint(resolve);
    });
    const code = painted.then(() => loadSections().catch(() => undefined));
    void Promise.all([hold, code]).then(() => {
      if (live) startTransition(() => setSectionsShown(true));
    });
    return () => {
      live = false;
      cancelWait();
    };
  }, [hold]);
  // The landing's member shell (decision 0055), when it shows, already has this greeting with the name
  // kept on the device: the app replaces it once its own greeting has the name too (or the reads have
  // given up). Without the shell the home shows at once, as any screen.
  // A shell showing the member's open alerts (decision 0093) stays until the sections show the home's
  // own cards (HomeSections reveals the app), so the advice never leaves the screen in between.
  const greeted = Boolean(firstName) || !profile.isPending || !held;
  const [alertsInShell] = useState(shellShowsAlerts);
  useLayoutEffect(() => {
    if ((greeted && !alertsInShell) || !isShellShown()) revealApp();
  }, [greeted, alertsInShell]);
  return (
    <HomeFrame firstName={firstName} firstVisit={firstVisit}>
      {sectionsShown ? (
        <Suspense fallback={<PageSpinner />}>
          <HomeSections staged={hold !== null} />
        </Suspense>
      ) : (
        <PageSpinner />
      )}
    </HomeFrame>
  );
}

interface HomeFrameProps {
  firstName: string | undefined;
  /** The home right after the member's very first login. */
  firstVisit?: boolean;
  /** The member shell's: the greeting without a name rides along, for a device that keeps none. */
  nameless?: boolean;
  children: ReactNode;
}

/** The home's title and greeting above its content: the app's, and the member shell's (prerender.tsx). */
export function HomeFrame({ firstName, firstVisit = false, nameless = false, children }: HomeFrameProps) {
  const { t } = useLingui();
  const greeting = { [GREETING_ATTRIBUTE]: nameless ? t`Welcome back. Small, steady steps add up.` : '' };
  return (
    <div className="space-y-6 sm:space-y-8">
      <title>{pageTitle(t`Your Health Journey`)}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Your Health Journey</Trans>
        </h1>
        <p className="mt-1 text-slate-600 sm:mt-2" {...greeting}>
          {firstVisit ? (
            firstName ? (
              <Trans>Welcome, {firstName}. Small, steady steps add up.</Trans>
            ) : (
              <Trans>Welcome. Small, steady steps add up.</Trans>
            )
          ) : firstName ? (
            <Trans>Welcome back, {firstName}. Small, steady steps add up.</Trans>
          ) : (
            <Trans>Welcome back. Small, steady steps add up.</Trans>
          )}
        </p>
      </header>
      {children}
    </div>
  );
}
