import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { Search, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { focusRing } from '@/components/ui/focus-ring';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useExerciseCategoriesQuery, useExercisesQuery } from '../api/exercises';
import { CategoryIcon } from '../components/category-icon';
import { CATEGORY_INFO } from '../components/exercise-format';
import { ExerciseList, ExerciseListSkeleton } from '../components/exercise-list';

/** /exercises: the categories with counts, and a search across the library. */
export function ExercisesPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const results = useExercisesQuery({ q }, q !== '');
  const found = results.data?.length ?? 0;

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    setParams(value ? { q: value } : {}, { replace: false });
  }

  function clear() {
    setText('');
    setParams({});
  }

  return (
    <div className="space-y-8">
      <title>{pageTitle(t`Exercises`)}</title>
      <PageHeader
        title={t`Exercises`}
        description={t`Step-by-step instructions for the exercises in your programs. If you have a heart condition, joint problems or recent surgery, check with your care team before trying something new.`}
      />

      <form role="search" onSubmit={onSearch} className="flex max-w-xl items-end gap-3">
        <TextField
          className="flex-1"
          type="search"
          label={t`Search exercises`}
          placeholder={t`e.g. squat`}
          value={text}
          maxLength={LIMITS.search}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">
          <Search className="size-4" aria-hidden="true" />
          <Trans>Search</Trans>
        </Button>
      </form>

      {q !== '' && (
        <section aria-labelledby="search-results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="search-results-heading" className="text-xl font-semibold text-slate-900">
              <Trans>Results for “{q}”</Trans>
            </h2>
            <Button variant="ghost" size="sm" onClick={clear}>
              <Trans>Clear search</Trans>
            </Button>
          </div>
          <div className="mt-4">
            {results.isPending && <ExerciseListSkeleton />}
            {results.isError && (
              <StatusMessage type="error">
                <Trans>Failed to load exercises. Please try again later.</Trans>
              </StatusMessage>
            )}
            {results.isSuccess && (
              <>
                <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                  <Plural value={found} one="# exercise found" other="# exercises found" />
                </p>
                {results.data.length === 0 ? (
                  <Card className="flex flex-col items-center p-8 text-center">
                    <SearchX className="size-8 text-slate-500" aria-hidden="true" />
                    <p className="mt-3 font-semibold text-slate-900">
                      <Trans>No exercises match “{q}”.</Trans>
                    </p>
                    <p className="mt-1 text-sm text-slate-600">
                      <Trans>Try a shorter word, or browse a category below.</Trans>
                    </p>
                  </Card>
                ) : (
                  <ExerciseList exercises={results.data} showCategory />
                )}
              </>
            )}
          </div>
        </section>
      )}

      <CategoriesSection />
    </div>
  );
}

/** The library's categories, each with its count and description, linking to its list. */
function CategoriesSection() {
  const { t, i18n } = useLingui();
  const categories = useExerciseCategoriesQuery();
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Categories</Trans>
      </h2>
      <div className="mt-4">
        {categories.isPending && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t`Loading categories`}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-32 rounded-2xl" />
            ))}
          </div>
        )}
        {categories.isError && (
          <StatusMessage type="error">
            <Trans>Failed to load exercise categories. Please try again later.</Trans>
          </StatusMessage>
        )}
        {categories.isSuccess && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {categories.data.map(({ category, count }) => {
              const info = CATEGORY_INFO[category];
              const name = i18n._(info.name);
              const countText = t`${plural(count, { one: '# exercise', other: '# exercises' })}`;
              return (
                // The card is the link's target (its ::after covers it); the link's name is the category's
                // visible name, and the count and description are read as its description (WCAG 2.5.3).
                <li
                  key={category}
                  className="relative flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-2 hover:ring-teal-600"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
                    <CategoryIcon category={category} className="size-6" />
                  </span>
                  <span>
                    <Link
                      to={paths.exercises.category.getHref(category)}
                      aria-describedby={`category-${category}-count category-${category}-description`}
                      className={cn(
                        'block rounded text-base font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl',
                        focusRing,
                      )}
                    >
                      {name}
                    </Link>
                    <span id={`category-${category}-count`} className="mt-0.5 block text-sm font-medium text-teal-800">
                      {countText}
                    </span>
                    <span id={`category-${category}-description`} className="mt-1 block text-sm text-slate-600">
                      {i18n._(info.description)}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
