import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/auth-store';
import { revealApp } from '../member-shell';
import { ScrollRestoration } from '../scroll-restoration';

/** Wraps every screen: the skip link, scroll restoration and the first lazy-load fallback. */
export function RootLayout() {
  const { pathname } = useLocation();
  const authenticated = useIsAuthenticated();
  // The landing's member shell stands for the member home only (decision 0055): anywhere else (the
  // session ended, another screen) the app shows itself at once; the home does when it has its greeting.
  const home = authenticated && pathname === paths.home.path;
  useLayoutEffect(() => {
    if (!home) revealApp();
  }, [home]);
  return (
    <>
      <SkipLink />
      <ScrollRestoration />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
