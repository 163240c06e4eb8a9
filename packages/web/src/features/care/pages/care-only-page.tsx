import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';

/** /care for a member: the workspace is not theirs (the server refuses its calls too). */
export function CareOnlyPage() {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-20 text-center outline-none">
      <title>{pageTitle('Care team only')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">This area is for the care team</h1>
      <p className="mt-4 text-slate-700">
        You are signed in with a member account. The care workspace is only for the clinic&apos;s coaches, clinicians and administrators.
      </p>
      <Link to={paths.home.getHref()} className={`${buttonClasses()} mt-8`}>
        Go to your home page
      </Link>
    </main>
  );
}
