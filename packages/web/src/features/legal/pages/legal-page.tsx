import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalPageSlug } from '@wellpath/shared/content/public';
import { useLegalPageQuery } from '@/api/content';
import { Button } from '@/components/ui/button';
import { Prose } from '@/components/ui/prose';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { formatLongDate } from '@/lib/dates';

const fallbackTitles: Record<LegalPageSlug, MessageDescriptor> = {
  'release-of-information': msg`Release of Information`,
  'terms-and-conditions': msg`Terms and Conditions`,
  'privacy-policy': msg`Privacy Policy`,
};

/** One of the three legal pages; its HTML comes from the server and is sanitised here. */
export function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const { t, i18n } = useLingui();
  const page = useLegalPageQuery(slug);
  const title = page.data?.title ?? i18n._(fallbackTitles[slug]);
  const updated = page.data?.updated ? formatLongDate(page.data.updated) : null;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{pageTitle(title)}</title>
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {updated && (
          <p className="mt-2 text-sm text-slate-600">
            <Trans>Last updated {updated}</Trans>
          </p>
        )}
      </header>

      {page.isPending && (
        <div role="status" aria-label={t`Loading`} className="mt-8 space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="mt-8 h-6 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {page.isError && (
        <div className="mt-8 space-y-4">
          <StatusMessage type="error">
            <Trans>We couldn&apos;t load this page. Please try again.</Trans>
          </StatusMessage>
          <Button variant="secondary" onClick={() => void page.refetch()} loading={page.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {page.isSuccess && <Prose html={page.data.html} className="mt-6" />}
    </article>
  );
}

export function ReleaseOfInformationPage() {
  return <LegalPage slug="release-of-information" />;
}
export function TermsAndConditionsPage() {
  return <LegalPage slug="terms-and-conditions" />;
}
export function PrivacyPolicyPage() {
  return <LegalPage slug="privacy-policy" />;
}
