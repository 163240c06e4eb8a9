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

  function search(next: string, { typed = false } = {}) {
    if (next === query) return;
    // Refining a search as it is typed replaces the history entry; starting or submitting one adds one.
    setSearchParams(next ? { q: next } : {}, { replace: typed && query !== '' });
  }

  return (
    <div className="space-y-10">
      <title>{pageTitle(query ? `Search: ${query}` : 'Education Center')}</title>
      <div>
        <PageHeader
          title="Education Center"
          description="Clear, trustworthy articles from your care team on heart health, blood sugar, food, movement, sleep and stress, based on Canadian guidelines."
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
  return (
    <section aria-labelledby="search-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="search-heading" className="text-xl font-semibold text-slate-900">
          Search results
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Back to all topics
        </Button>
      </div>
      <p aria-live="polite" className="mb-4 text-sm text-slate-600">
        {results.isSuccess && !results.isPlaceholderData
          ? count === 0
            ? `No articles match “${query}”.`
            : `${count === 1 ? '1 article matches' : `${count} articles match`} “${query}”.`
          : results.isError
            ? ''
            : 'Searching...'}
      </p>
      {results.isPending && <PostListSkeleton count={3} label="Searching" />}
      {results.isError && (
        <StatusMessage type="error">
          <RetryError query={results}>We couldn&apos;t search the articles. Please try again later.</RetryError>
        </StatusMessage>
      )}
      {results.isSuccess && (
        <PostList
          posts={results.data}
          empty={
            <EmptyState icon={<SearchX className="size-6" aria-hidden="true" />} title="No articles found">
              Try a shorter or different word, such as &ldquo;cholesterol&rdquo; or &ldquo;walking&rdquo;, or browse the topics.
            </EmptyState>
          }
        />
      )}
    </section>
  );
}

function Topics() {
  const categories = useEducationCategoriesQuery();
  return (
    <section aria-labelledby="topics-heading">
      <h2 id="topics-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Topics
      </h2>
      <AsyncSection
        query={categories}
        loading={
          // As many as the clinic's default content has, and the Programs card.
          <div role="status" aria-label="Loading topics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <CategoryCardSkeleton key={i} />
            ))}
            <Skeleton className="h-26 rounded-2xl sm:col-span-2 xl:col-span-3" />
          </div>
        }
        error={<RetryError query={categories}>We couldn&apos;t load the topics. Please try again later.</RetryError>}
        // Programs is always there: the topics are empty when nothing else is.
        isEmpty={(list) => list.every((c) => c.id === PROGRAMS_CATEGORY.id)}
        empty={
          <EmptyState icon={<BookOpen className="size-6" aria-hidden="true" />} title="No topics yet">
            Your care team is preparing the Education Center. Check back soon.
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
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="mb-4 text-xl font-semibold text-slate-900">
        Latest articles
      </h2>
      <AsyncSection
        query={posts}
        loading={<PostListSkeleton count={3} label="Loading the latest articles" />}
        error={<RetryError query={posts}>We couldn&apos;t load the latest articles. Please try again later.</RetryError>}
      >
        {(list) => (
          <PostList
            posts={list}
            empty={
              <EmptyState icon={<BookOpen className="size-6" aria-hidden="true" />} title="No articles yet">
                New articles from your care team will appear here.
              </EmptyState>
            }
          />
        )}
      </AsyncSection>
    </section>
  );
}
