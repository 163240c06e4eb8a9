import { useLingui } from '@lingui/react/macro';
import type { BodyMeasurement } from '@wellpath/shared/health/wire';
import { useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';
import { measuredWhen, useDescribedEntryLog } from './entry-log';

/** Editing and deleting measurements, with the undo of a delete (decision 0036). */
export function useBodyLog() {
  const { t } = useLingui();
  const remove = useApiMutation('DELETE /healthtracking/body/:id', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to delete body measurement', { id, error }),
  });
  const restore = useApiMutation('POST /healthtracking/body/:id/restore', (id: string) => [{ params: { id } }], {
    onError: (error, id) => logger.error('Failed to restore body measurement', { id, error }),
  });
  return useDescribedEntryLog<BodyMeasurement, { when: string }>({ remove, restore }, measuredWhen, {
    deleted: ({ when }) => t`The measurement of ${when} was deleted.`,
    deleteFailed: t`The measurement could not be deleted. Please try again.`,
    undoLabel: ({ when }) => t`Undo deleting the measurement of ${when}`,
    restored: ({ when }) => t`The measurement of ${when} is back.`,
    restoreFailed: t`The measurement could not be put back. Please try again.`,
  });
}
