import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { BookOpen, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { usePostsQuery } from '../api/education';
import { PROGRAMS_CATEGORY, useEducationCategoriesQuery } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeleton, ProgramsCard } from '../components/category-card';
import { EmptyState } from '../components/empty-state';
import { PostList, PostListSkeleton } from '../components/post-list';
import { RetryError } from '@/components/ui/retry-error';
import { SearchForm } from '../components/search-form';

const LATEST_LIMIT = 6;
const SEARCH_LIMIT = 30;

/** /education: the Education Center's home, with its topics, the latest articles and a search. */
export function EducationHomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim().slice(0, LIMITS.search);
  const { t } = useLingui();

  function search(next: string, { typed = false } = {}) {
    if (next === query) return;
    // Refining a search as it is typed replaces the history entry; starting or submitting one adds one.
    setSearchParams(next ? { q: next } : {}, { replace: typed && query !== '' });
  }

  return (
    <div className="space-y-10">
      <title>{pageTitle(query ? t`Search: ${query}` : t`Education Center`)}</title>
      <div>
        <PageHeader
          title={t`Education Center`}
          description={t`Clear, trustworthy articles from your care team on heart health, blood sugar, food, movement, sleep and stress, based on Canadian guidelines.`}
        />
        <div className="max-w-2xl">
          <SearchForm query={query} onSearch={search} />
        </div>
      </div>

      {query ? <SearchResults query={query} onClear={() => search('')} /> : <Topics />}
      {!query && <LatestPosts />}
    </div>
  );
}

function SearchResults({ query, onClear }: { query: string; onClear: () => void }) {
  const results = usePostsQuery({ q: query, limit: SEARCH_LIMIT }, { keepPrevious: true });
  const count = results.data?.length ?? 0;
  const { t } = useLingui();
  return (
    <section aria-labelledby="search-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Search results</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <Trans>Back to all topics</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="mb-4 text-sm text-slate-600">
        {results.isSuccess && !results.isPlaceholderData
          ? count === 0
            ? t`No articles match “${query}”.`
            : t`${plural(count, { one: '# article matches', other: '# articles match' })} “${query}”.`
          : results.isError
            ? ''
            : t`Searching...`}
      </p>
      {results.isPending && <PostListSkeleton count={3} label={t`Searching`} />}
      {results.isError && (
        <StatusMessage type="error">
          <RetryError query={results}>
            <Trans>We couldn't search the articles. Please try again later.</Trans>
          </RetryError>
        </StatusMessage>
      )}
      {results.isSuccess && (
        <PostList
          posts={results.data}
          empty={
            <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title={t`No articles found`}>
              <Trans>Try a shorter or different word, such as “cholesterol” or “walking”, or browse the topics.</Trans>
            </EmptyState>
          }
        />
      )}
    </section>
  );
}

function Topics() {
  const categories = useEducationCategoriesQuery();
  const { t } = useLingui();
  return (
    <section aria-labelledby="topics-heading">
      <h2 id="topics-heading" className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Topics</Trans>
      </h2>
      <AsyncSection
        query={categories}
        loading={
          // As many as the clinic's default content has, and the Programs card.
          <div role="status" aria-label={t`Loading topics`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <CategoryCardSkeleton key={i} />
            ))}
            <Skeleton className="h-26 rounded-2xl sm:col-span-2 xl:col-span-3" />
          </div>
        }
        error={
          <RetryError query={categories}>
            <Trans>We couldn't load the topics. Please try again later.</Trans>
          </RetryError>
        }
        // Programs is always there: the topics are empty when nothing else is.
        isEmpty={(list) => list.every((c) => c.id === PROGRAMS_CATEGORY.id)}
        empty={
          <EmptyState icon={<BookOpen className="size-6" aria-hidden="true" />} title={t`No topics yet`}>
            <Trans>Your care team is preparing the Education Center. Check back soon.</Trans>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((category) =>
              category.id === PROGRAMS_CATEGORY.id ? (
                <li key={category.id} className="sm:col-span-2 xl:col-span-3">
                  <ProgramsCard category={category} />
                </li>
              ) : (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ),
            )}
          </ul>
        )}
      </AsyncSection>
    </section>
  );
}

function LatestPosts() {
  const posts = usePostsQuery({ limit: LATEST_LIMIT });
  const { t } = useLingui();
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="mb-4 text-xl font-semibold text-slate-900">
        <Trans>Latest articles</Trans>
      </h2>
      <AsyncSection
        query={posts}
        loading={<PostListSkeleton count={3} label={t`Loading the latest articles`} />}
        error={
          <RetryError query={posts}>
            <Trans>We couldn't load the latest articles. Please try again later.</Trans>
          </RetryError>
        }
      >
        {(list) => (
          <PostList
            posts={list}
            empty={
              <EmptyState icon={<BookOpen className="size-6" aria-hidden="true" />} title={t`No articles yet`}>
                <Trans>New articles from your care team will appear here.</Trans>
              </EmptyState>
            }
          />
        )}
      </AsyncSection>
    </section>
  );
}
