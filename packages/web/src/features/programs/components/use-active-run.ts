import { useLingui } from '@lingui/react/macro';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import type { useFinishProgramMutation, useLeaveProgramMutation } from '../api/programs';
import { usePendingTracking, withPending } from './pending-tracking';
import type { Notice } from './use-program-detail';

export interface ActiveRunOptions {
  program: Program;
  progress: ProgramProgress;
  finish: ReturnType<typeof useFinishProgramMutation>;
  leave: ReturnType<typeof useLeaveProgramMutation>;
  onNotice: (notice: Notice) => void;
  /** Finish Program went through: it can be taken back for a few seconds. */
  onFinished: () => void;
}

/** The run in progress: the day open in the tracking popup, the days waiting to send, Finish and Leave. */
export function useActiveRun({ program, progress, finish, leave, onNotice, onFinished }: ActiveRunOptions) {
  const { t } = useLingui();
  const today = localToday();
  const title = program.title;
  // ?track=<day> (a reminder e-mail's link) opens that day's tracking at once, when it is a day of the run so far.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedDay = searchParams.get('track');
  const [popupDate, setPopupDate] = useState<string | null>(() =>
    linkedDay && /^\d{4}-\d{2}-\d{2}$/.test(linkedDay) && linkedDay >= progress.start_day && linkedDay <= today ? linkedDay : null,
  );
  useEffect(() => {
    if (linkedDay === null) return;
    // Used once: a reload or Back does not open it again.
    setSearchParams(
      (params) => {
        params.delete('track');
        return params;
      },
      { replace: true },
    );
  }, [linkedDay, setSearchParams]);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const pending = usePendingTracking(program._id);
  const history = withPending(progress.tracking_history, pending);

  /** Opens a day to track; the notice of the last save or start is out of date once the member does. */
  function openDay(day: string) {
    onNotice(null);
    setPopupDate(day);
  }

  function onFinish() {
    onNotice(null);
    finish.mutate(program._id, {
      onSuccess: () => {
        onNotice({ type: 'success', text: t`Congratulations! You completed ${title}. It is now listed under Past runs.` });
        onFinished();
      },
      onError: (error) =>
        onNotice({
          type: 'error',
          text: (isApiError(error) && error.status === 400 && error.serverMessage) || t`Failed to finish the program. Please try again.`,
        }),
    });
  }

  function onLeave() {
    onNotice(null);
    leave.mutate(program._id, {
      onSuccess: () => {
        setConfirmLeave(false);
        onNotice({ type: 'success', text: t`You left ${title}. What you tracked stays visible under Past runs.` });
      },
      onError: () => {
        setConfirmLeave(false);
        onNotice({ type: 'error', text: t`Failed to leave the program. Please try again.` });
      },
    });
  }

  return { today, popupDate, setPopupDate, confirmLeave, setConfirmLeave, pending, history, openDay, onFinish, onLeave };
}
