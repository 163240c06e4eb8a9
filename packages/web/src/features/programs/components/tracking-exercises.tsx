import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { EXERCISE_UNIT_LABELS, unitTakesWeight, type Program } from '@wellpath/shared/programs/wire';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/class-names';
import { tr } from '@/lib/i18n/translate';
import { fieldIds, newSet, setsAreDone, withAmount, withCompleted, type SetDraft } from './tracking-form';
import type { TrackingForm } from './use-tracking-form';

type ProgramExercise = Program['exercises'][number];

/** The exercises of an exercise programme in the tracking popup: ticked (simple mode) or set by set. */
export function TrackingExercises({ program, form }: { program: Program; form: TrackingForm }) {
  const { t } = useLingui();
  const { mode, setMode, names } = form;
  return (
    <section className="mt-6" aria-labelledby={`${program._id}-exercises`}>
      <h3 id={`${program._id}-exercises`} className="text-base font-semibold text-slate-900">
        <Trans>Exercises</Trans>
      </h3>
      <div className="mt-3 flex items-start justify-between gap-4 rounded-lg bg-slate-50 p-3">
        <div>
          <p className="font-medium text-slate-900" aria-hidden="true">
            <Trans>Simple mode</Trans>
          </p>
          <p className="text-slate-600">
            <Trans>Tick each exercise you finished. Every target set is recorded as completed.</Trans>
          </p>
        </div>
        <Switch checked={mode === 'simple'} onChange={(on) => setMode(on ? 'simple' : 'detailed')} label={t`Simple mode`} />
      </div>

      <div className="mt-4 space-y-4">
        {program.exercises.map((exercise) => {
          const name = names.get(exercise.exercise_id) ?? exercise.name;
          return mode === 'simple' ? (
            <SimpleExercise key={exercise.exercise_id} exercise={exercise} name={name} form={form} />
          ) : (
            <DetailedExercise key={exercise.exercise_id} exercise={exercise} name={name} form={form} />
          );
        })}
      </div>
    </section>
  );
}

interface ExerciseProps {
  exercise: ProgramExercise;
  name: string;
  form: TrackingForm;
}

/** "3 sets × 10 reps": what the programme asks of one exercise. */
function useTarget(exercise: ProgramExercise) {
  const { t } = useLingui();
  const setCount = exercise.sets;
  const reps = exercise.reps;
  const unit = tr(EXERCISE_UNIT_LABELS[exercise.unit]);
  return t`${plural(setCount, { one: '# set', other: '# sets' })} × ${reps} ${unit}`;
}

function SimpleExercise({ exercise, name, form }: ExerciseProps) {
  const { t } = useLingui();
  const { draft, setDraft } = form;
  const target = useTarget(exercise);
  const setCount = exercise.sets;
  const recorded = (draft.sets[exercise.exercise_id] ?? []).length;
  const partly = recorded > 0 && !setsAreDone(exercise, draft.sets[exercise.exercise_id] ?? []);
  return (
    <CheckboxField
      className="rounded-lg border border-slate-200 p-3"
      label={<span className="font-medium">{name}</span>}
      hint={partly ? t`Target: ${target}. ${recorded} of ${setCount} recorded set by set; ticking records them all.` : t`Target: ${target}`}
      checked={draft.simpleDone[exercise.exercise_id] ?? false}
      onChange={(e) => {
        const on = e.target.checked;
        setDraft((d) => ({ ...d, simpleDone: { ...d.simpleDone, [exercise.exercise_id]: on } }));
      }}
    />
  );
}

function DetailedExercise({ exercise, name, form }: ExerciseProps) {
  const { t } = useLingui();
  const { draft, fieldErrors, updateSets } = form;
  const target = useTarget(exercise);
  const setCount = exercise.sets;
  const sets = draft.sets[exercise.exercise_id] ?? [];
  const full = sets.length >= exercise.sets;
  const done = sets.length;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{name}</legend>
      <p className="text-slate-600">
        <Trans>Target: {target}</Trans>
      </p>
      {sets.length === 0 && (
        <p className="mt-2 text-slate-600">
          <Trans>No sets recorded for this day yet.</Trans>
        </p>
      )}
      <ol className="mt-2 space-y-3">
        {sets.map((set, n) => (
          <li key={n}>
            <SetInputs
              index={n}
              unit={exercise.unit}
              set={set}
              amountError={fieldErrors[fieldIds.amount(exercise.exercise_id, n)]}
              weightError={fieldErrors[fieldIds.weight(exercise.exercise_id, n)]}
              onChange={(next) => updateSets(exercise.exercise_id, (all) => all.map((s, k) => (k === n ? next : s)))}
              onRemove={() => updateSets(exercise.exercise_id, (all) => all.filter((_, k) => k !== n))}
            />
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={full}
          aria-label={t`Add set to ${name}`}
          onClick={() => updateSets(exercise.exercise_id, (all) => (all.length >= exercise.sets ? all : [...all, newSet(exercise)]))}
        >
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add set</Trans>
        </Button>
        <span className="text-slate-600">
          {full
            ? t`${done} of ${plural(setCount, { one: '# set', other: '# sets' })} (target reached)`
            : t`${done} of ${plural(setCount, { one: '# set', other: '# sets' })}`}
        </span>
      </div>
    </fieldset>
  );
}

interface SetInputsProps {
  index: number;
  unit: Program['exercises'][number]['unit'];
  set: SetDraft;
  amountError?: string;
  weightError?: string;
  onChange: (set: SetDraft) => void;
  onRemove: () => void;
}

function SetInputs({ index, unit, set, amountError, weightError, onChange, onRemove }: SetInputsProps) {
  const { t } = useLingui();
  const takesWeight = unitTakesWeight(unit);
  const number = index + 1;
  const unitLabel = tr(EXERCISE_UNIT_LABELS[unit]);
  return (
    <fieldset className="rounded-lg bg-slate-50 p-3">
      {/* A floated legend stays the group's name and lays out like a heading. */}
      <legend className="float-left text-sm leading-9 font-semibold text-slate-900">
        <Trans>Set {number}</Trans>
      </legend>
      <Button size="sm" variant="ghost" className="float-right" onClick={onRemove} aria-label={t`Remove set ${number}`}>
        <Trash2 className="size-4" aria-hidden="true" />
        <Trans>Remove</Trans>
      </Button>
      <div className={cn('clear-both grid gap-3 pt-2', takesWeight ? 'grid-cols-2' : 'grid-cols-1')}>
        <TextField
          type="number"
          inputMode="numeric"
          label={t`Amount (${unitLabel})`}
          min={0}
          step={1}
          value={set.amount}
          error={amountError}
          onChange={(e) => onChange(withAmount(set, e.target.value))}
        />
        {takesWeight && (
          <TextField
            type="number"
            inputMode="decimal"
            label={t`Weight (kg)`}
            min={0}
            step="any"
            value={set.weight}
            error={weightError}
            onChange={(e) => onChange({ ...set, weight: e.target.value })}
          />
        )}
      </div>
      <TextField
        className="mt-3"
        label={t`Notes`}
        optional
        maxLength={LIMITS.setNotes}
        value={set.notes}
        onChange={(e) => onChange({ ...set, notes: e.target.value })}
      />
      <CheckboxField
        className="mt-3"
        label={t({ message: 'Completed', context: 'exercise set' })}
        checked={set.completed}
        onChange={(e) => onChange(withCompleted(set, e.target.checked))}
      />
    </fieldset>
  );
}
