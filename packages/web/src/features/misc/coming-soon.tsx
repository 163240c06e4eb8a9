import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';

/**
 * The one temporary notice for member areas that are not built yet. Each later issue replaces
 * its route's use of this component; delete the file when none is left.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="mx-auto max-w-2xl">
      <title>{pageTitle(title)}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <Card className="mt-6 flex flex-col items-center p-8 text-center sm:p-10">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <Sprout className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-lg font-semibold text-slate-900">This area is coming soon.</p>
        <p className="mt-2 max-w-md text-slate-600">
          Our care team is preparing it for you. In the meantime, your health journey continues on the home screen.
        </p>
        <Link to={paths.home.getHref()} className={`${buttonClasses({ variant: 'secondary' })} mt-6`}>
          Back to Your Health Journey
        </Link>
      </Card>
    </div>
  );
}
