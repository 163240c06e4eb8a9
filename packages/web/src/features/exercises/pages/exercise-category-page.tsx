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
      All exercises
    </Link>
  );
}

/** /exercises/category/:category: the exercises of one category. */
export function ExerciseCategoryPage() {
  const { category: param = '' } = useParams();
  const category = EXERCISE_CATEGORIES.find((c) => c === param);
  const exercises = useExercisesQuery({ category }, category !== undefined);

  if (!category) {
    return (
      <div className="mx-auto max-w-2xl">
        <title>{pageTitle('Category not found')}</title>
        <BackToExercises />
        <Card className="mt-6 flex flex-col items-center p-8 text-center">
          <SearchX className="size-10 text-slate-500" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Category not found</h1>
          <p className="mt-2 text-slate-600">
            There is no exercise category called “{param}”. Choose one of strength, cardio, flexibility, balance or mobility.
          </p>
          <Link to={paths.exercises.home.getHref()} className={cn(buttonClasses(), 'mt-6')}>
            See all categories
          </Link>
        </Card>
      </div>
    );
  }

  const info = CATEGORY_INFO[category];
  return (
    <div className="space-y-6">
      <title>{pageTitle(`${info.name} exercises`)}</title>
      <BackToExercises />
      <header className="flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
          <CategoryIcon category={category} className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{info.name} exercises</h1>
          <p className="mt-1 text-slate-600">{info.description}</p>
        </div>
      </header>
      {exercises.isPending && <ExerciseListSkeleton />}
      {exercises.isError && <StatusMessage type="error">Failed to load exercises. Please try again later.</StatusMessage>}
      {exercises.isSuccess &&
        (exercises.data.length === 0 ? (
          <Card className="p-6 text-slate-700">There are no exercises in this category yet. Browse another category.</Card>
        ) : (
          <>
            <p className="text-sm text-slate-600">{exercises.data.length === 1 ? '1 exercise' : `${exercises.data.length} exercises`}</p>
            <ExerciseList exercises={exercises.data} />
          </>
        ))}
    </div>
  );
}
