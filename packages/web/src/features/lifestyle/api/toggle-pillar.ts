import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { api } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { lifestyleKeys } from './query-keys';

export function togglePillar(pillarId: string): Promise<{ _id?: string; is_active: boolean }> {
  return api.post<{ _id?: string; is_active: boolean }>(`/lifestyle/pillars/${encodeURIComponent(pillarId)}/toggle`);
}

/** Switches a pillar on or off; the home list and the sidebar update straight away. Failures are only logged (§8). */
export function useTogglePillarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePillar,
    onSuccess: (result, pillarId) => {
      queryClient.setQueryData<Pillar[]>(lifestyleKeys.pillars(), (pillars) =>
        pillars?.map((p) => (p._id === pillarId ? { ...p, is_active: result.is_active } : p)),
      );
    },
    onError: (error, pillarId) => logger.error('Failed to toggle pillar', { pillarId, error }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifestyleKeys.pillars() }),
  });
}
