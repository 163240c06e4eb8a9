import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';

/** /care for a member: the workspace is not theirs (the server refuses its calls too). */
export function CareOnlyPage() {
  const { t } = useLingui();
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-4 py-20 text-center outline-none">
      <title>{pageTitle(t`Care team only`)}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        <Trans>This area is for the care team</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>
          You are signed in with a member account. The care workspace is only for the clinic&apos;s coaches, clinicians and administrators.
        </Trans>
      </p>
      <Link to={paths.home.getHref()} className={`${buttonClasses()} mt-8`}>
        <Trans>Go to your home page</Trans>
      </Link>
    </main>
  );
}
