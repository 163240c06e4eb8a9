import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLink } from '@/components/brand';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/auth-store';
import { LegalLinks } from './legal-links';

/** Public screens other than the account forms: top navigation with the brand link to / (§2). */
export function PublicLayout() {
  const authenticated = useIsAuthenticated();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLink />
          <nav aria-label="Account" className="flex items-center gap-2">
            {authenticated ? (
              <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                My Journey
              </Link>
            ) : (
              <>
                <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  Login
                </Link>
                <Link to={paths.auth.register.getHref()} className={buttonClasses({ size: 'sm' })}>
                  Sign Up
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white py-6">
        <LegalLinks />
      </footer>
    </div>
  );
}
