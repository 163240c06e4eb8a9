import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { PageSpinner } from '@/components/ui/spinner';

/** Wraps every screen: the skip link, scroll restoration and the first lazy-load fallback. */
export function RootLayout() {
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
