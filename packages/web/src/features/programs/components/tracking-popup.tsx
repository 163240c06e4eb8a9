import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import {
  EXERCISE_UNIT_LABELS,
  unitTakesWeight,
  type ActionItemWire,
  type Program,
  type ProgramProgress,
} from '@wellpath/shared/programs/wire';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { formatLongDateWithWeekday, today as localToday } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import type { SubmitOutcome } from '@/lib/offline/outbox';
import { useProgramExercisesQuery, useProgramQuery, useTrackProgramMutation } from '../api/programs';
import { usePendingTracking, withPending } from './pending-tracking';
import { entryForDate } from './tracking-day';
import {
  buildTrackPayload,
  dateError,
  draftFromEntry,
  fieldIds,
  newSet,
  setsAreDone,
  withAmount,
  withCompleted,
  type FieldErrors,
  type SetDraft,
  type TrackingDraft,
  type TrackingMode,
} from './tracking-form';

interface TrackingPopupProps {
  program: Program;
  progress: ProgramProgress;
  /** The day to open on; today (the member's local day) by default. */
  initialDate?: string;
  onClose: () => void;
  /** Called once the entry is stored by the server (`sent`) or on the device, waiting to send (`queued`). */
  onSaved?: (date: string, outcome: SubmitOutcome) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Outcome = { kind: 'invalid' } | { kind: 'rejected'; errors: string[] } | { kind: 'failed' } | null;

/**
 * The program tracking popup (§2, §4, §5): Track Progress, or Edit Progress when the chosen day
 * already has an entry. One entry per day; saving replaces that day's entry.
 */
export function TrackingPopup({ program, progress, initialDate, onClose, onSaved }: TrackingPopupProps) {
  const { t } = useLingui();
  const today = localToday();
  // A day tracked on this device and not sent yet opens as the member left it.
  const pending = usePendingTracking(program._id);
  const [date, setDate] = useState(initialDate ?? today);
  // Lists of runs carry only the recent days (tracking_history_from); an older day's entry comes
  // from the programme's full history, loaded when the member picks such a day. Until it is here the
  // form cannot be saved: saving an empty form would replace what was recorded that day.
  const recentFrom = progress.tracking_history_from;
  const isOlder = (day: string) => recentFrom !== null && DAY.test(day) && day < recentFrom;
  const full = useProgramQuery(program._id, isOlder(date));
  const fullHistory = full.data && !full.isPlaceholderData ? full.data.progress?.tracking_history : undefined;
  const historyFor = (day: string) =>
    isOlder(day) ? (fullHistory ? withPending(fullHistory, pending) : null) : withPending(progress.tracking_history, pending);
  const history = historyFor(date);
  const [draftDay, setDraftDay] = useState<string | null>(() => (history ? (initialDate ?? today) : null));
  const [draft, setDraft] = useState<TrackingDraft>(() =>
    draftFromEntry(program, history ? entryForDate(history, initialDate ?? today) : undefined),
  );
  const [mode, setMode] = useState<TrackingMode>('detailed');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const track = useTrackProgramMutation(program._id, program.title);
  const messageRef = useRef<HTMLDivElement>(null);

  const isExercise = program.type === 'exercise';
  const exerciseIds = program.exercises.map((e) => e.exercise_id);
  const exercises = useProgramExercisesQuery(exerciseIds, isExercise);
  const names = new Map((exercises.data ?? []).map((e) => [e._id, e.name]));

  // The older day's entry arrived: the form shows it (once; the member's changes are kept afterwards).
  // Set while rendering, React's pattern for state that follows other state.
  if (history && draftDay !== date) {
    setDraft(draftFromEntry(program, entryForDate(history, date)));
    setDraftDay(date);
  }
  const dayLoading = history === null;

  const existing = history ? entryForDate(history, date) : undefined;
  const title = existing ? t`Edit Progress` : t`Track Progress`;
  const validDay = DAY.test(date);

  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  function changeDate(value: string) {
    setDate(value);
    // Each day has its own entry: show what was recorded that day, or an empty form.
    const dayHistory = historyFor(value);
    setDraft(draftFromEntry(program, dayHistory ? entryForDate(dayHistory, value) : undefined));
    setDraftDay(dayHistory ? value : null);
    setFieldErrors({});
    setOutcome(null);
    setDateProblem(value && value > today ? dateError(value, today, progress.start_day) : null);
  }

  function save() {
    if (dayLoading) return;
    const problem = dateError(date, today, progress.start_day);
    setDateProblem(problem);
    const built = buildTrackPayload(program, draft, date, mode);
    const errors = 'errors' in built ? built.errors : {};
    setFieldErrors(errors);
    if (problem || 'errors' in built) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setOutcome(null);
    track.mutate(built.payload, {
      onSuccess: (outcome) => {
        onSaved?.(date, outcome);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 400 && error.errors.length > 0) setOutcome({ kind: 'rejected', errors: error.errors });
        else setOutcome({ kind: 'failed' });
      },
    });
  }

  function updateSets(exerciseId: string, update: (sets: SetDraft[]) => SetDraft[]) {
    setDraft((d) => ({ ...d, sets: { ...d.sets, [exerciseId]: update(d.sets[exerciseId] ?? []) } }));
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onConfirm={save}
      confirmLabel={t`Save`}
      busy={track.isPending}
      confirmDisabled={dayLoading}
      size="lg"
      describeBody={false}
    >
      <div
        className="-mx-6 max-h-[calc(100dvh-16.5rem)] overflow-y-auto px-6 pb-1 sm:max-h-[min(36rem,calc(100dvh-13rem))]"
        data-testid="tracking-popup-body"
      >
        <p className="font-medium text-slate-900">{program.title}</p>

        {outcome && (
          <StatusMessage ref={messageRef} type="error" className="mt-4">
            {outcome.kind === 'invalid' && (
              <p>
                <Trans>Please correct the highlighted fields.</Trans>
              </p>
            )}
            {outcome.kind === 'failed' && (
              <p>
                <Trans>Your progress could not be saved. Please check your connection and try again.</Trans>
              </p>
            )}
            {outcome.kind === 'rejected' && (
              <>
                <p>
                  <Trans>Your progress was not saved:</Trans>
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {outcome.errors.map((e) => (
                    <li key={e}>{tr(e)}</li>
                  ))}
                </ul>
              </>
            )}
          </StatusMessage>
        )}

        <TextField
          className="mt-4"
          type="date"
          label={t`Date`}
          value={date}
          min={progress.start_day}
          max={today}
          required
          onChange={(e) => changeDate(e.target.value)}
          error={dateProblem ?? undefined}
          after={
            validDay && (
              <>
                <p className="mt-1.5 text-sm font-medium text-teal-800" aria-live="polite" data-testid="tracking-date">
                  {formatLongDateWithWeekday(date)}
                </p>
                {dayLoading && (
                  <p className="mt-1 text-sm text-slate-700" role="status">
                    {full.isError
                      ? t`What you recorded on this day could not be loaded, so it cannot be changed now. Please check your connection and try again.`
                      : t`Loading what you recorded on this day…`}
                  </p>
                )}
                {pending.has(date) && (
                  <p className="mt-1 text-sm text-slate-700">
                    <Trans>Saved on this device, waiting to send. Saving again replaces it.</Trans>
                  </p>
                )}
              </>
            )
          }
        />

        {program.action_items.length > 0 && (
          <section className="mt-6" aria-labelledby={`${program._id}-actions`}>
            <h3 id={`${program._id}-actions`} className="text-base font-semibold text-slate-900">
              <Trans>Daily actions</Trans>
            </h3>
            <p className="mt-1 text-slate-600">
              <Trans>Fill in what applies to this day. Answers left empty are not saved.</Trans>
            </p>
            <div className="mt-4 space-y-5">
              {program.action_items.map((item, i) => (
                <ActionItemInput
                  key={i}
                  item={item}
                  index={i}
                  checked={draft.checked[i] ?? false}
                  value={draft.values[i] ?? ''}
                  error={fieldErrors[fieldIds.item(i)]}
                  onChecked={(on) => setDraft((d) => ({ ...d, checked: { ...d.checked, [i]: on } }))}
                  onValue={(v) => setDraft((d) => ({ ...d, values: { ...d.values, [i]: v } }))}
                />
              ))}
            </div>
          </section>
        )}

        {isExercise && program.exercises.length > 0 && (
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
                const setCount = exercise.sets;
                const reps = exercise.reps;
                const unit = tr(EXERCISE_UNIT_LABELS[exercise.unit]);
                const target = t`${plural(setCount, { one: '# set', other: '# sets' })} × ${reps} ${unit}`;
                if (mode === 'simple') {
                  const recorded = (draft.sets[exercise.exercise_id] ?? []).length;
                  const partly = recorded > 0 && !setsAreDone(exercise, draft.sets[exercise.exercise_id] ?? []);
                  return (
                    <CheckboxField
                      key={exercise.exercise_id}
                      className="rounded-lg border border-slate-200 p-3"
                      label={<span className="font-medium">{name}</span>}
                      hint={
                        partly
                          ? t`Target: ${target}. ${recorded} of ${setCount} recorded set by set; ticking records them all.`
                          : t`Target: ${target}`
                      }
                      checked={draft.simpleDone[exercise.exercise_id] ?? false}
                      onChange={(e) => {
                        const on = e.target.checked;
                        setDraft((d) => ({ ...d, simpleDone: { ...d.simpleDone, [exercise.exercise_id]: on } }));
                      }}
                    />
                  );
                }
                const sets = draft.sets[exercise.exercise_id] ?? [];
                const full = sets.length >= exercise.sets;
                const done = sets.length;
                return (
                  <fieldset key={exercise.exercise_id} className="rounded-lg border border-slate-200 p-3">
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
                            exerciseId={exercise.exercise_id}
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
                        onClick={() =>
                          updateSets(exercise.exercise_id, (all) => (all.length >= exercise.sets ? all : [...all, newSet(exercise)]))
                        }
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
              })}
            </div>
          </section>
        )}
      </div>
    </Modal>
  );
}

interface ActionItemInputProps {
  item: ActionItemWire;
  index: number;
  checked: boolean;
  value: string;
  error?: string;
  onChecked: (on: boolean) => void;
  onValue: (value: string) => void;
}

function ActionItemInput({ item, checked, value, error, onChecked, onValue }: ActionItemInputProps) {
  const { t } = useLingui();
  const id = useId();
  const description = item.description?.trim() || undefined;

  if (item.type === 'checkmark') {
    return (
      <CheckboxField
        label={<span className="font-medium">{item.title}</span>}
        hint={description}
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
      />
    );
  }

  if (item.type === 'number') {
    const min = formatNumber(item.min ?? 0);
    const max = formatNumber(item.max ?? 0);
    const unit = item.unit;
    const range =
      item.min !== undefined && item.max !== undefined ? (unit ? t`From ${min} to ${max} ${unit}.` : t`From ${min} to ${max}.`) : undefined;
    return (
      <TextField
        type="number"
        inputMode="numeric"
        label={item.title}
        hint={[description, range].filter(Boolean).join(' ') || undefined}
        min={item.min}
        max={item.max}
        step={1}
        value={value}
        error={error}
        onChange={(e) => onValue(e.target.value)}
      />
    );
  }

  if (item.type === 'radio') {
    const hintId = description ? `${id}-hint` : undefined;
    return (
      <fieldset aria-describedby={hintId}>
        <legend className="text-sm font-medium text-slate-800">{item.title}</legend>
        {description && (
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {(item.options ?? []).map((option) => (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
                value === option ? 'border-teal-700 bg-teal-50 text-teal-900' : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option}
                checked={value === option}
                onChange={() => onValue(option)}
                className="size-4 accent-teal-700"
              />
              {option}
            </label>
          ))}
        </div>
        {value !== '' && (
          <button
            type="button"
            className={cn('mt-2 rounded text-sm font-medium text-teal-800 underline-offset-2 hover:underline', focusRing)}
            onClick={() => onValue('')}
          >
            <Trans>Clear answer</Trans>
          </button>
        )}
      </fieldset>
    );
  }

  const max = item.max_length ?? LIMITS.trackingText;
  const hintId = description ? `${id}-hint` : undefined;
  const counterId = `${id}-counter`;
  const length = value.length;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {item.title}
      </label>
      {description && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      )}
      <textarea
        id={id}
        rows={3}
        maxLength={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, errorId].filter(Boolean).join(' ')}
        onChange={(e) => onValue(e.target.value)}
        className={cn(
          'mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm',
          error ? 'border-red-600' : 'border-slate-300',
          focusRing,
        )}
      />
      <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
        <Trans>
          {length}/{max} characters
        </Trans>
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {tr(error)}
        </p>
      )}
    </div>
  );
}

interface SetInputsProps {
  exerciseId: string;
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
