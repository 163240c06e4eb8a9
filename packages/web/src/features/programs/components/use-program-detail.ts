import { useLingui } from '@lingui/react/macro';
import type { Program } from '@wellpath/shared/programs/wire';
import { useEffect, useRef, useState } from 'react';
import type { StatusType } from '@/components/ui/status-message';
import type { UndoOffer } from '@/components/ui/undo-toast';
import { isApiError } from '@/lib/api-client';
import { useFinishProgramMutation, useLeaveProgramMutation, useReopenProgramMutation } from '../api/programs';
import { useStartProgram } from './use-start-program';

export type Notice = { type: StatusType; text: string } | null;

/**
 * What the programme page holds across its runs: the notice of the last action (focused after Finish
 * or Reopen), the Undo of a Finish, the Finish, Leave and Reopen calls, and Start.
 */
export function useProgramDetail() {
  const { t } = useLingui();
  const [notice, setNotice] = useState<Notice>(null);
  const [undoFinish, setUndoFinish] = useState<UndoOffer | null>(null);
  // Held here, not in ActiveRun: Finish and Leave unmount it as the page reloads, and a mutation's
  // own callbacks (the notice, the undo) only run while the component that called it is mounted.
  const finish = useFinishProgramMutation();
  const leave = useLeaveProgramMutation();
  const reopen = useReopenProgramMutation();
  // After Finish or Reopen the button pressed is gone: focus goes to the notice, and Undo is the next Tab.
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);
  useEffect(() => {
    if (notice && focusNotice.current) noticeRef.current?.focus();
    focusNotice.current = false;
  }, [notice]);
  const starting = useStartProgram({
    onStarted: ({ program: { title } }) =>
      setNotice({ type: 'success', text: t`You started ${title}. Track your first day whenever you are ready.` }),
  });

  /** Takes back a Finish (Undo), or reopens the latest finished run later. */
  function reopenRun(program: Program) {
    const title = program.title;
    setNotice(null);
    reopen.mutate(program._id, {
      onSuccess: () => {
        focusNotice.current = true;
        setUndoFinish(null);
        setNotice({ type: 'success', text: t`${title} is in progress again, with what you tracked.` });
      },
      onError: (error) => {
        focusNotice.current = true;
        setUndoFinish(null);
        setNotice({
          type: 'error',
          text: (isApiError(error) && error.status === 409 && error.serverMessage) || t`Failed to reopen the program. Please try again.`,
        });
      },
    });
  }

  /** Finish Program went through: it can be taken back for a few seconds. */
  function offerUndoFinish(runId: string, title: string) {
    focusNotice.current = true;
    setUndoFinish({
      id: `${runId}-finish`,
      message: t`Program finished`,
      undoLabel: t`Undo Finish Program for ${title}`,
    });
  }

  return { notice, setNotice, noticeRef, undoFinish, setUndoFinish, offerUndoFinish, finish, leave, reopen, reopenRun, ...starting };
}

export type ProgramDetail = ReturnType<typeof useProgramDetail>;
