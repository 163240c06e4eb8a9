import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExerciseDrawing } from '@/components/ui/figure-drawing';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { useExerciseQuery } from '../api/exercises';
import { CategoryIcon } from '../components/category-icon';
import { capitalise, CATEGORY_INFO, levelName, unitName } from '../components/exercise-format';
import { BackToExercises } from './exercise-category-page';

/** /exercises/:id: how to do one exercise safely. */
export function ExerciseDetailPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const exercise = useExerciseQuery(id);

  if (isWaitingForNetwork(exercise)) return <OfflineScreen />;
  if (exercise.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4" role="status" aria-label={t`Loading exercise`}>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }

  if (exercise.isError) {
    return <ExerciseLoadError missing={isApiError(exercise.error) && exercise.error.status === 404} />;
  }

  const e = exercise.data;
  const category = CATEGORY_INFO[e.category];
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <title>{pageTitle(e.name)}</title>
      <BackToExercises />
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold text-teal-800">
          <CategoryIcon category={e.category} className="size-4" />
          <TextLink to={paths.exercises.category.getHref(e.category)}>{category ? i18n._(category.name) : e.category}</TextLink>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{e.name}</h1>
        <p className="mt-2 text-lg text-slate-700">{e.summary}</p>
      </header>

      {e.illustration && (
        <figure className="rounded-2xl bg-teal-50 px-4 py-5 text-teal-700 ring-1 ring-teal-100 ring-inset sm:px-8">
          <ExerciseDrawing illustration={e.illustration} className="mx-auto w-full max-w-xl" />
          {e.illustration.frames.length > 1 && (
            <figcaption className="mt-3 text-center text-sm text-slate-700">
              <Trans>From start to finish, left to right.</Trans>
            </figcaption>
          )}
        </figure>
      )}

      <ExerciseFacts exercise={e} />

      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-900">
          <Trans>How to do it</Trans>
        </h2>
        <ol className="mt-4 space-y-3">
          {e.instructions.map((step, i) => (
            <li key={i} className="flex gap-3 text-slate-800">
              <span
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <Step number={i + 1} text={step} />
            </li>
          ))}
        </ol>
      </Card>

      {e.safety && (
        <section aria-labelledby="safety-heading" className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <h2 id="safety-heading" className="font-semibold">
              <Trans>Safety</Trans>
            </h2>
            <p className="mt-1 leading-7">{e.safety}</p>
          </div>
        </section>
      )}
    </article>
  );
}

/** The exercise could not be shown: it does not exist (404), or loading it failed. */
function ExerciseLoadError({ missing }: { missing: boolean }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl">
      <title>{pageTitle(missing ? t`Exercise not found` : t`Exercise Details`)}</title>
      <BackToExercises />
      {missing ? (
        <Card className="mt-6 flex flex-col items-center p-8 text-center">
          <SearchX className="size-10 text-slate-500" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            <Trans>Exercise not found</Trans>
          </h1>
          <p className="mt-2 text-slate-600">
            <Trans>This exercise does not exist or is no longer in the library.</Trans>
          </p>
          <Link to={paths.exercises.home.getHref()} className={cn(buttonClasses(), 'mt-6')}>
            <Trans>Browse exercises</Trans>
          </Link>
        </Card>
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">
            <Trans>Exercise Details</Trans>
          </h1>
          <StatusMessage type="error" className="mt-4">
            <Trans>Failed to load this exercise. Please try again later.</Trans>
          </StatusMessage>
        </>
      )}
    </div>
  );
}

/** Level, unit, muscles and equipment of an exercise. */
function ExerciseFacts({ exercise: e }: { exercise: Exercise }) {
  const { t } = useLingui();
  return (
    <Card className="p-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">
            <Trans>Level</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{levelName(e.level)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Measured in</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{capitalise(unitName(e.default_unit))}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Muscles worked</Trans>
          </dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {e.muscles.map((m) => (
              <span
                key={m}
                className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-900 ring-1 ring-teal-200 ring-inset"
              >
                {capitalise(m)}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Equipment</Trans>
          </dt>
          <dd className="mt-0.5 font-semibold text-slate-900">
            {e.equipment.length > 0 ? e.equipment.map(capitalise).join(', ') : t`None needed`}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** One instruction, numbered for screen readers ("Step 2:"); the number shows beside it. */
function Step({ number, text }: { number: number; text: string }) {
  return (
    <span className="pt-0.5 leading-7">
      <Trans>
        <span className="sr-only">Step {number}:</span> {text}
      </Trans>
    </span>
  );
}
