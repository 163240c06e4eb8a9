import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { BrandLink } from '@/components/brand';
import { buttonClasses } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIsAuthenticated } from '@/features/auth/auth-store';
import { LegalLinks } from './legal-links';

/** Public screens other than the account forms: top navigation with the brand link to / (§2). */
export function PublicLayout() {
  const { t } = useLingui();
  const authenticated = useIsAuthenticated();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandLink />
          <nav aria-label={t`Account`} className="flex flex-wrap items-center justify-end gap-2">
            <LanguageSwitch />
            {authenticated ? (
              <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <Trans>My Journey</Trans>
              </Link>
            ) : (
              <>
                <Link to={paths.auth.login.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  <Trans>Login</Trans>
                </Link>
                <Link to={paths.auth.register.getHref()} className={buttonClasses({ size: 'sm' })}>
                  <Trans>Sign Up</Trans>
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
