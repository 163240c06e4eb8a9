import { Trans, useLingui } from '@lingui/react/macro';
import type { Exercise } from '@wellpath/shared/programs/wire';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ExerciseDrawing } from '@/components/ui/figure-drawing';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { CATEGORY_INFO, levelName, unitName } from './exercise-format';

/** Exercises as cards: the drawing, name, level, default unit and summary. */
export function ExerciseList({ exercises, showCategory = false }: { exercises: Exercise[]; showCategory?: boolean }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {exercises.map((exercise) => (
        <li key={exercise._id}>
          <Card className="h-full p-5">
            {exercise.illustration && (
              // The link below names the exercise; its page gives the drawing its description.
              <div className="mb-4 flex h-24 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <ExerciseDrawing illustration={exercise.illustration} decorative className="h-20 max-w-full" />
              </div>
            )}
            <h3 className="text-base font-semibold text-slate-900">
              <Link to={paths.exercises.detail.getHref(exercise._id)} className={cn('rounded hover:underline', focusRing)}>
                {exercise.name}
              </Link>
            </h3>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              {showCategory && <span>{i18n._(CATEGORY_INFO[exercise.category].name)}</span>}
              <ExerciseFacts exercise={exercise} />
            </p>
            <p className="mt-2 text-sm leading-6 text-slate-700">{exercise.summary}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** "Level: Beginner" (the word for screen readers) and "Measured in repetitions (reps)". */
function ExerciseFacts({ exercise }: { exercise: Exercise }) {
  const level = levelName(exercise.level);
  const unit = unitName(exercise.default_unit);
  return (
    <>
      <span>
        <Trans>
          <span className="sr-only">Level:</span> {level}
        </Trans>
      </span>
      <span>
        <Trans>Measured in {unit}</Trans>
      </span>
    </>
  );
}

export function ExerciseListSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading exercises`}>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}
