import { Trans, useLingui } from '@lingui/react/macro';
import { PROGRAM_LIMIT_CODE } from '@wellpath/shared/programs/limit';
import type { ProgramWithProgress } from '@wellpath/shared/programs/wire';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useInProgressProgramsQuery, useStartProgramMutation, type StartProgramInput } from '../api/programs';
import { ACTIVE_PROGRAM_LIMIT } from './start-limit-note';

type Dialog = { kind: 'limit' } | { kind: 'error'; input: StartProgramInput } | null;

/**
 * Starting a programme with the dialogs of §8: PROGRAM_LIMIT_REACHED opens "Program Limit
 * Reached", any other failure opens "Error". Render `dialogs` once where the hook is used.
 * `atLimit` says the member already runs the most programmes at once, so Start buttons can say why first.
 */
export function useStartProgram({ onStarted }: { onStarted?: (started: ProgramWithProgress) => void } = {}) {
  const { t } = useLingui();
  const mutation = useStartProgramMutation();
  const inProgress = useInProgressProgramsQuery();
  const atLimit = (inProgress.data?.length ?? 0) >= ACTIVE_PROGRAM_LIMIT;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);

  function start(input: StartProgramInput) {
    setDialog(null);
    mutation.mutate(input, {
      onSuccess: (started) => onStarted?.(started),
      onError: (error) => setDialog(isApiError(error) && error.code === PROGRAM_LIMIT_CODE ? { kind: 'limit' } : { kind: 'error', input }),
    });
  }

  const close = () => setDialog(null);
  const limit = ACTIVE_PROGRAM_LIMIT;

  const dialogs = (
    <>
      <Modal
        open={dialog?.kind === 'limit'}
        title={t`Program Limit Reached`}
        cancelLabel={t`Close`}
        confirmLabel={t`Manage My Programs`}
        onCancel={close}
        onConfirm={() => {
          close();
          void navigate(paths.programs.list.getHref());
        }}
      >
        <p>
          <Trans>You can only have {limit} active programs at a time. Please complete existing programs before starting a new one.</Trans>
        </p>
      </Modal>
      <Modal
        open={dialog?.kind === 'error'}
        title={t`Error`}
        cancelLabel={t`Close`}
        confirmLabel={t`Try Again`}
        onCancel={close}
        onConfirm={() => dialog?.kind === 'error' && start(dialog.input)}
      >
        <p>
          <Trans>Failed to start program. Please try again.</Trans>
        </p>
      </Modal>
    </>
  );

  return {
    start,
    /** The programme being started, to show a spinner on its button. */
    startingId: mutation.isPending ? mutation.variables.programId : null,
    atLimit,
    dialogs,
  };
}
