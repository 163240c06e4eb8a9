import { Trans, useLingui } from '@lingui/react/macro';
import type { EducationPost, EducationPostSummary } from '@wellpath/shared/education/wire';
import { CalendarDays, Clock, ExternalLink, FileSearch, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { buttonClasses } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { PillLinkList } from '@/components/ui/pill-link';
import { Skeleton } from '@/components/ui/skeleton';
import { PageLoadError } from '@/components/ui/page-load-error';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { usePostQuery } from '../api/education';
import { ArticleBody } from '../components/article-body';
import { PostHeaderArt } from '../components/post-header-art';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { EmptyState } from '../components/empty-state';
import { readingTime } from '../components/post-card';
import { PostList } from '../components/post-list';

/** /education/posts/:id: one article, laid out for reading, with its sources and related articles. */
export function PostPage() {
  const { id = '' } = useParams();
  const query = usePostQuery(id);
  const { t } = useLingui();

  if (isWaitingForNetwork(query)) return <OfflineScreen />;
  if (query.isPending) return <PostSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <PostNotFound />;
    return (
      <PageLoadError
        title={t`Article`}
        documentTitle={t`Education Center`}
        before={<Breadcrumb items={[{ label: t`Education Center`, to: paths.education.home.getHref() }, { label: t`Article` }]} />}
        query={query}
      >
        <Trans>We couldn't load this article. Please try again later.</Trans>
      </PageLoadError>
    );
  }

  const { post, related } = query.data;
  return (
    <div className="space-y-12">
      <title>{pageTitle(post.title)}</title>
      <article aria-labelledby="post-title" className="mx-auto max-w-[70ch]">
        <header>
          <Breadcrumb items={postCrumbs(post, t`Education Center`)} />
          <div className="mt-4 rounded-2xl bg-teal-50 px-4 py-3 text-teal-700 ring-1 ring-teal-100 ring-inset">
            <PostHeaderArt postId={post._id} categorySlug={post.category.slug} className="mx-auto max-w-md" />
          </div>
          <h1 id="post-title" className="mt-4 text-3xl leading-tight font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{post.summary}</p>
          <dl className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-y border-slate-200 py-3 text-sm text-slate-700">
            {post.author && (
              <div className="flex items-center gap-1.5">
                <dt>
                  <UserRound className="size-4 text-slate-500" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Author</Trans>
                  </span>
                </dt>
                <dd className="font-medium text-slate-900">{post.author}</dd>
              </div>
            )}
            <div className="flex items-center gap-1.5">
              <dt>
                <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Published</Trans>
                </span>
              </dt>
              <dd>
                <time dateTime={post.published}>{formatLongDate(post.published)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-1.5">
              <dt>
                <Clock className="size-4 text-slate-500" aria-hidden="true" />
                <span className="sr-only">
                  <Trans>Reading time</Trans>
                </span>
              </dt>
              <dd>{readingTime(post.reading_minutes)}</dd>
            </div>
          </dl>
        </header>

        <ArticleBody html={post.body} className="mt-8" />

        {post.pillars.length > 0 && (
          <section aria-labelledby="post-pillars-heading" className="mt-10">
            <h2 id="post-pillars-heading" className="text-sm font-semibold text-slate-900">
              <Trans>Lifestyle pillars</Trans>
            </h2>
            <PillLinkList items={post.pillars.map((p) => ({ key: p._id, to: paths.lifestyle.getHref(p.slug), label: p.name }))} />
          </section>
        )}

        {post.sources.length > 0 && (
          <section aria-labelledby="post-sources-heading" className="mt-10 rounded-2xl bg-slate-100/70 p-5">
            <h2 id="post-sources-heading" className="text-sm font-semibold text-slate-900">
              <Trans>Sources</Trans>
            </h2>
            <ul className="mt-2 space-y-1.5 text-sm">
              {post.sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={safeExternalUrl(source.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(
                      'inline-flex items-start gap-1.5 rounded font-medium break-words text-teal-800 hover:underline',
                      focusRing,
                    )}
                  >
                    {source.title}
                    <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only"> {t`(opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className="mt-8 text-sm text-slate-600">
          <Trans>This article is general information, not medical advice for you. Talk to your care team about your own situation.</Trans>
        </p>
      </article>

      {related.length > 0 && <RelatedPosts posts={related} />}
    </div>
  );
}

function postCrumbs(post: EducationPost, home: string): Crumb[] {
  return [
    { label: home, to: paths.education.home.getHref() },
    { label: post.category.name, to: paths.education.category.getHref(post.category._id) },
    ...(post.subcategory
      ? [{ label: post.subcategory.name, to: paths.education.subcategory.getHref(post.category._id, post.subcategory._id) }]
      : []),
  ];
}

/** Sources are plain URLs from content; only http(s) ones become links. */
function safeExternalUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function RelatedPosts({ posts }: { posts: EducationPostSummary[] }) {
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 pt-10">
      <h2 id="related-heading" className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Related articles</Trans>
      </h2>
      <PostList posts={posts} empty={null} />
    </section>
  );
}

function PostNotFound() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-[70ch] space-y-6">
      <title>{pageTitle(t`Article not found`)}</title>
      <PageHeader
        before={
          <Breadcrumb items={[{ label: t`Education Center`, to: paths.education.home.getHref() }, { label: t`Article not found` }]} />
        }
        title={t`Article not found`}
      />
      <EmptyState
        icon={<FileSearch className="size-6" aria-hidden="true" />}
        title={t`We couldn't find this article`}
        action={
          <Link to={paths.education.home.getHref()} className={buttonClasses()}>
            <Trans>Go to the Education Center</Trans>
          </Link>
        }
      >
        <Trans>It may have been moved or removed. You can search for it, or browse the latest articles, in the Education Center.</Trans>
      </EmptyState>
    </div>
  );
}

function PostSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-[70ch] space-y-4" role="status" aria-label={t`Loading the article`}>
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-10 w-full" />
      <div className="space-y-3 pt-6">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={cn('h-4', i % 3 === 2 ? 'w-4/5' : 'w-full')} />
        ))}
      </div>
    </div>
  );
}
