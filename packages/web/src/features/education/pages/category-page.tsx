import { Trans, useLingui } from '@lingui/react/macro';
import type { EducationCategoryDetail, EducationSubcategory } from '@wellpath/shared/education/wire';
import { BookOpen, FolderSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { buttonClasses } from '@/components/ui/button';
import { AsyncSection } from '@/components/ui/async-section';
import { focusRing } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { PageLoadError } from '@/components/ui/page-load-error';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useCategoryQuery, usePostsQuery } from '../api/education';
import { Breadcrumb } from '../components/breadcrumb';
import { articleCount } from '../components/category-card';
import { EmptyState } from '../components/empty-state';
import { PostList, PostListSkeleton } from '../components/post-list';
import { RetryError } from '@/components/ui/retry-error';

/** /education/category/:categoryId and /education/:category (a slug): a category, its topics and its articles. */
export function CategoryPage() {
  const { categoryId, category } = useParams();
  return <CategoryView idOrSlug={categoryId ?? category ?? ''} />;
}

/** /education/category/:categoryId/:subcategoryId: the articles of one topic of a category. */
export function SubcategoryPage() {
  const { categoryId = '', subcategoryId = '' } = useParams();
  return <CategoryView idOrSlug={categoryId} subcategoryId={subcategoryId} />;
}

function CategoryView({ idOrSlug, subcategoryId }: { idOrSlug: string; subcategoryId?: string }) {
  const category = useCategoryQuery(idOrSlug);
  const posts = usePostsQuery({ category: idOrSlug, subcategory: subcategoryId });
  const { t } = useLingui();

  if (isWaitingForNetwork(category)) return <OfflineScreen />;
  if (category.isPending) return <CategorySkeleton />;
  if (category.isError) {
    if (isApiError(category.error) && category.error.status === 404) return <CategoryNotFound />;
    return (
      <PageLoadError
        title={t`Education Center`}
        before={<Breadcrumb items={[{ label: t`Education Center`, to: paths.education.home.getHref() }, { label: t`Topic` }]} />}
        query={category}
      >
        <Trans>We couldn't load this topic. Please try again later.</Trans>
      </PageLoadError>
    );
  }

  const detail = category.data;
  const subcategory = subcategoryId ? detail.subcategories.find((s) => s._id === subcategoryId || s.slug === subcategoryId) : undefined;
  if (subcategoryId && !subcategory) return <CategoryNotFound category={detail} />;

  const heading = subcategory ?? detail;
  const count = subcategory ? subcategory.post_count : detail.post_count;
  const categoryHref = paths.education.category.getHref(detail._id);
  const categoryName = detail.name;

  return (
    <div className="space-y-8">
      <title>{pageTitle(subcategory ? `${subcategory.name} · ${detail.name}` : detail.name)}</title>
      <header className="space-y-4">
        <Breadcrumb
          items={[
            { label: t`Education Center`, to: paths.education.home.getHref() },
            ...(subcategory ? [{ label: detail.name, to: categoryHref }, { label: subcategory.name }] : [{ label: detail.name }]),
          ]}
        />
        <div>
          {subcategory && <p className="text-sm font-semibold text-teal-800">{detail.name}</p>}
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{heading.name}</h1>
          {heading.description && <p className="mt-2 max-w-3xl leading-7 text-slate-700">{heading.description}</p>}
          <p className="mt-2 text-sm text-slate-600">{articleCount(count)}</p>
        </div>
        {detail.subcategories.length > 0 && <TopicChips category={detail} current={subcategory} />}
      </header>

      <section aria-labelledby="category-posts-heading">
        <h2 id="category-posts-heading" className="sr-only">
          <Trans>Articles</Trans>
        </h2>
        <AsyncSection
          query={posts}
          loading={<PostListSkeleton count={3} />}
          error={
            <RetryError query={posts}>
              <Trans>We couldn't load the articles. Please try again later.</Trans>
            </RetryError>
          }
        >
          {(list) => (
            <PostList
              posts={list}
              showCategory={false}
              empty={
                <EmptyState
                  icon={<BookOpen className="size-6" aria-hidden="true" />}
                  title={t`No articles here yet`}
                  action={
                    <Link
                      to={subcategory ? categoryHref : paths.education.home.getHref()}
                      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                    >
                      {subcategory ? t`See all of ${categoryName}` : t`Browse all topics`}
                    </Link>
                  }
                >
                  <Trans>Your care team adds new articles regularly. In the meantime, other topics may help.</Trans>
                </EmptyState>
              }
            />
          )}
        </AsyncSection>
      </section>
    </div>
  );
}

const chipBase = cn('inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset', focusRing);
const chipIdle = 'bg-white text-slate-800 ring-slate-300 hover:bg-teal-50 hover:text-teal-900 hover:ring-teal-200';
const chipActive = 'bg-teal-700 text-white ring-teal-700';

function TopicChips({ category, current }: { category: EducationCategoryDetail; current?: EducationSubcategory }) {
  const { t } = useLingui();
  const name = category.name;
  return (
    <nav aria-label={t`Topics in ${name}`}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={paths.education.category.getHref(category._id)}
            aria-current={current ? undefined : 'page'}
            className={cn(chipBase, current ? chipIdle : chipActive)}
          >
            <Trans>All topics</Trans>
          </Link>
        </li>
        {category.subcategories.map((sub) => {
          const active = current?._id === sub._id;
          return (
            <li key={sub._id}>
              <Link
                to={paths.education.subcategory.getHref(category._id, sub._id)}
                aria-current={active ? 'page' : undefined}
                className={cn(chipBase, active ? chipActive : chipIdle)}
              >
                {sub.name}
                <span className={cn('rounded-full px-1.5 text-xs', active ? 'bg-white/20' : 'bg-slate-100 text-slate-700')}>
                  <span aria-hidden="true">{sub.post_count}</span>
                  <span className="sr-only">({articleCount(sub.post_count)})</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CategoryNotFound({ category }: { category?: EducationCategoryDetail }) {
  const { t } = useLingui();
  const name = category?.name;
  return (
    <div className="space-y-6">
      <title>{pageTitle(t`Topic not found`)}</title>
      <PageHeader
        before={
          <Breadcrumb
            items={[
              { label: t`Education Center`, to: paths.education.home.getHref() },
              ...(category ? [{ label: category.name, to: paths.education.category.getHref(category._id) }] : []),
              { label: t`Topic not found` },
            ]}
          />
        }
        title={t`Topic not found`}
      />
      <EmptyState
        icon={<FolderSearch className="size-6" aria-hidden="true" />}
        title={t`We couldn't find this topic`}
        action={
          <Link to={category ? paths.education.category.getHref(category._id) : paths.education.home.getHref()} className={buttonClasses()}>
            {name ? t`Go to ${name}` : t`Go to the Education Center`}
          </Link>
        }
      >
        <Trans>It may have been renamed or removed. The Education Center lists every topic your care team has published.</Trans>
      </EmptyState>
    </div>
  );
}

function CategorySkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-8" role="status" aria-label={t`Loading the topic`}>
      <div className="space-y-4">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-full max-w-2xl" />
        <div className="flex gap-2">
          <Skeleton className="h-9 w-24 rounded-full" />
          <Skeleton className="h-9 w-32 rounded-full" />
          <Skeleton className="h-9 w-28 rounded-full" />
        </div>
      </div>
      <PostListSkeleton count={3} />
    </div>
  );
}
