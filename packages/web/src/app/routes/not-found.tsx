import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{pageTitle('Page not found')}</title>
      <p className="text-sm font-semibold text-teal-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home.getHref()} className={`${buttonClasses()} mt-8`}>
        Go to the home page
      </Link>
    </div>
  );
}
