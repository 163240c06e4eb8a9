import type { LegalPageSlug } from '@wellpath/shared/content/public';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { formatLongDate } from '@/lib/dates';
import { SafeHtml } from '@/lib/sanitize';
import { useLegalPageQuery } from '../api/get-legal-page';

/** Typography for authored HTML, written by hand (no typography plugin). */
const proseClasses = [
  'text-base leading-7 text-slate-800',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-600 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:border-slate-300 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:py-2 [&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');

const fallbackTitles: Record<LegalPageSlug, string> = {
  'release-of-information': 'Release of Information',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
};

/** One of the three legal pages; its HTML comes from the server and is sanitised here. */
export function LegalPage({ slug }: { slug: LegalPageSlug }) {
  const page = useLegalPageQuery(slug);
  const title = page.data?.title ?? fallbackTitles[slug];

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{pageTitle(title)}</title>
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {page.data?.updated && <p className="mt-2 text-sm text-slate-600">Last updated {formatLongDate(page.data.updated)}</p>}
      </header>

      {page.isPending && (
        <div role="status" aria-label="Loading" className="mt-8 space-y-3">
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
          <StatusMessage type="error">We couldn&apos;t load this page. Please try again.</StatusMessage>
          <Button variant="secondary" onClick={() => void page.refetch()} loading={page.isFetching}>
            Try again
          </Button>
        </div>
      )}
      {page.isSuccess && <SafeHtml html={page.data.html} className={`mt-6 ${proseClasses}`} />}
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
