import { Trans, useLingui } from '@lingui/react/macro';
import { useLandingContentQuery } from '@/api/content';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { APP_NAME } from '@/config/brand';
import { rememberLocale } from '@/lib/i18n/locale';
import { LandingContentView, LandingFrame } from '../components/landing-view';

/** The public landing page (§1). It loads no member code. */
export function LandingPage() {
  const landing = useLandingContentQuery();

  return (
    <LandingFrame content={landing.data} onChooseLanguage={rememberLocale}>
      {landing.isPending && <LandingSkeleton />}
      {landing.isError && (
        <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            <Trans>Welcome to {APP_NAME}</Trans>
          </h1>
          <p role="alert" className="mt-4 text-slate-700">
            <Trans>We couldn&apos;t load this page right now. Please check your connection and try again.</Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={() => void landing.refetch()} loading={landing.isFetching}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </div>
      )}
      {landing.isSuccess && <LandingContentView content={landing.data} />}
    </LandingFrame>
  );
}

function LandingSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="mx-auto max-w-6xl px-4 pt-14 pb-16 sm:px-6 md:pt-20">
      <Skeleton className="h-7 w-48 rounded-full" />
      <Skeleton className="mt-6 h-12 w-full max-w-xl" />
      <Skeleton className="mt-3 h-12 w-3/4 max-w-lg" />
      <Skeleton className="mt-6 h-5 w-full max-w-xl" />
      <Skeleton className="mt-2 h-5 w-2/3 max-w-md" />
      <Skeleton className="mt-8 h-12 w-52" />
      <div className="mt-16 grid gap-6 md:grid-cols-3">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </div>
  );
}
