import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{pageTitle(t`Page not found`)}</title>
      <p className="text-sm font-semibold text-teal-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to={paths.home.getHref()} className={`${buttonClasses()} mt-8`}>
        <Trans>Go to the home page</Trans>
      </Link>
    </div>
  );
}
