import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLink } from '@/components/brand';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { PageSpinner } from '@/components/ui/spinner';
import { LegalLinks } from './legal-links';

/** /login, /register and /forgot-password: no top navigation, a centred card with the brand above it (§2). */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-teal-50 to-slate-50 px-4 py-10 sm:py-14">
      <header className="mb-8">
        <BrandLink />
      </header>
      <main id="main" tabIndex={-1} className="flex w-full flex-1 items-start justify-center outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <LegalLinks className="mt-10" />
      <LanguageSwitch className="mt-3" />
    </div>
  );
}
