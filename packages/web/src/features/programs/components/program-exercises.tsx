import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { EXERCISE_UNIT_LABELS, type Program } from '@wellpath/shared/programs/wire';
import { ExerciseDrawing } from '@/components/ui/figure-drawing';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { tr } from '@/lib/i18n/translate';
import { useProgramExercisesQuery } from '../api/programs';

/**
 * The exercises of a programme with their targets, each with a small drawing from the library (the
 * name links to the exercise, whose page describes the drawing). The list stands without the drawings
 * while they load or when the library cannot be reached; the space for each is kept, so nothing moves.
 */
export function ProgramExercises({ exercises }: { exercises: Program['exercises'] }) {
  const library = useProgramExercisesQuery(exercises.map((e) => e.exercise_id));
  const drawings = new Map((library.data ?? []).map((e) => [e._id, e.illustration]));
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {exercises.map((exercise) => {
        const drawing = drawings.get(exercise.exercise_id);
        return (
          <li key={exercise.exercise_id} className="flex items-center gap-3 py-2.5 text-sm">
            <span className="flex h-12 w-20 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700" aria-hidden="true">
              {drawing && <ExerciseDrawing illustration={drawing} decorative className="h-10 max-w-full" />}
            </span>
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <TextLink to={paths.exercises.detail.getHref(exercise.exercise_id)}>{exercise.name}</TextLink>
              <span className="text-slate-700">
                <ExerciseTarget sets={exercise.sets} reps={exercise.reps} unit={tr(EXERCISE_UNIT_LABELS[exercise.unit])} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** "3 sets × 10 reps". */
export function ExerciseTarget({ sets, reps, unit }: { sets: number; reps: number; unit: string }) {
  const { t } = useLingui();
  return <>{t`${plural(sets, { one: '# set', other: '# sets' })} × ${reps} ${unit}`}</>;
}
