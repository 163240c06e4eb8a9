import { useLingui } from '@lingui/react/macro';
import type { Medication } from '@wellpath/shared/health/medications';
import { useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';
import { useEntryLog } from './entry-log';

/** Editing and deleting medications, with the undo of a delete (decision 0036). */
export function useMedicationLog() {
  const { t } = useLingui();
  const remove = useApiMutation('DELETE /healthtracking/medications/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete medication', { id, error }),
  });
  const restore = useApiMutation('POST /healthtracking/medications/:id/restore', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to restore medication', { id, error }),
  });
  return useEntryLog<Medication>(remove, {
    deleted: (m) => t`${m.name} was deleted.`,
    deleteFailed: t`The medication could not be deleted. Please try again.`,
    undo: {
      restore,
      undoLabel: (m) => t`Undo deleting ${m.name}`,
      restored: (m) => t`${m.name} is back.`,
      restoreFailed: t`The medication could not be put back. Please try again.`,
    },
  });
}
