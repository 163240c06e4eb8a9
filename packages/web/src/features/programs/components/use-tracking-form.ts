import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import type { SubmitOutcome } from '@/lib/offline/outbox';
import { useProgramExercisesQuery, useProgramQuery, useTrackProgramMutation } from '../api/programs';
import { usePendingTracking, withPending } from './pending-tracking';
import { entryForDate } from './tracking-day';
import {
  buildTrackPayload,
  dateError,
  draftFromEntry,
  type FieldErrors,
  type SetDraft,
  type TrackingDraft,
  type TrackingMode,
} from './tracking-form';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type TrackingOutcome = { kind: 'invalid' } | { kind: 'rejected'; errors: string[] } | { kind: 'failed' } | null;

export interface TrackingFormOptions {
  program: Program;
  progress: ProgramProgress;
  /** The day to open on; today (the member's local day) by default. */
  initialDate?: string;
  onClose: () => void;
  /** Called once the entry is stored by the server (`sent`) or on the device, waiting to send (`queued`). */
  onSaved?: (date: string, outcome: SubmitOutcome) => void;
}

/**
 * The state of the tracking popup: the chosen day, its draft (the day's entry, or an empty form),
 * the field errors, the outcome of saving, and the save itself.
 */
export function useTrackingForm({ program, progress, initialDate, onClose, onSaved }: TrackingFormOptions) {
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
  const [outcome, setOutcome] = useState<TrackingOutcome>(null);
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

  return {
    today,
    pending,
    date,
    validDay: DAY.test(date),
    dayLoadFailed: full.isError,
    dayLoading,
    existing,
    draft,
    setDraft,
    mode,
    setMode,
    fieldErrors,
    dateProblem,
    outcome,
    saving: track.isPending,
    messageRef,
    isExercise,
    names,
    changeDate,
    save,
    updateSets,
  };
}

export type TrackingForm = ReturnType<typeof useTrackingForm>;
