import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EXERCISE_CATEGORIES } from '@wellpath/shared/programs/definition';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useExercisesQuery } from '../api/exercises';
import { CategoryIcon } from '../components/category-icon';
import { CATEGORY_INFO } from '../components/exercise-format';
import { ExerciseList, ExerciseListSkeleton } from '../components/exercise-list';

export function BackToExercises() {
  return (
    <Link
      to={paths.exercises.home.getHref()}
      className={cn('inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline', focusRing)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>All exercises</Trans>
    </Link>
  );
}

/** /exercises/category/:category: the exercises of one category. */
export function ExerciseCategoryPage() {
  const { t, i18n } = useLingui();
  const { category: param = '' } = useParams();
  const category = EXERCISE_CATEGORIES.find((c) => c === param);
  const exercises = useExercisesQuery({ category }, category !== undefined);

  if (!category) {
    return (
      <div className="mx-auto max-w-2xl">
        <title>{pageTitle(t`Category not found`)}</title>
        <BackToExercises />
        <Card className="mt-6 flex flex-col items-center p-8 text-center">
          <SearchX className="size-10 text-slate-500" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            <Trans>Category not found</Trans>
          </h1>
          <p className="mt-2 text-slate-600">
            <Trans>There is no exercise category called “{param}”. Choose one of strength, cardio, flexibility, balance or mobility.</Trans>
          </p>
          <Link to={paths.exercises.home.getHref()} className={cn(buttonClasses(), 'mt-6')}>
            <Trans>See all categories</Trans>
          </Link>
        </Card>
      </div>
    );
  }

  const info = CATEGORY_INFO[category];
  const count = exercises.data?.length ?? 0;
  return (
    <div className="space-y-6">
      <title>{pageTitle(i18n._(info.title))}</title>
      <BackToExercises />
      <header className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <CategoryIcon category={category} className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{i18n._(info.title)}</h1>
          <p className="mt-1 text-slate-600">{i18n._(info.description)}</p>
        </div>
      </header>
      {exercises.isPending && <ExerciseListSkeleton />}
      {exercises.isError && (
        <StatusMessage type="error">
          <Trans>Failed to load exercises. Please try again later.</Trans>
        </StatusMessage>
      )}
      {exercises.isSuccess &&
        (exercises.data.length === 0 ? (
          <Card className="p-6 text-slate-700">
            <Trans>There are no exercises in this category yet. Browse another category.</Trans>
          </Card>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              <Plural value={count} one="# exercise" other="# exercises" />
            </p>
            <ExerciseList exercises={exercises.data} />
          </>
        ))}
    </div>
  );
}
