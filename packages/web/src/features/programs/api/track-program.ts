import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgramProgress } from '@wellpath/shared/programs/wire';
import { api } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { logger } from '@/lib/logger';
import { programsKeys } from './query-keys';

export interface ExerciseSetPayload {
  amount: number;
  weight: number | null;
  notes: string;
  unit: string;
  completed: boolean;
}

/** §7 track payload: standard programmes use indexes, exercise programmes use action_N keys. */
export type TrackPayload =
  | { date: string; completed_items: number[]; item_values: Record<string, string | number> }
  | {
      date: string;
      completed_items: Record<string, true>;
      item_values: Record<string, string | number>;
      exercise_tracking: Array<{ exercise_id: string; sets_completed: ExerciseSetPayload[] }>;
    };

export function trackProgram(programId: string, body: TrackPayload): Promise<ProgramProgress> {
  return api.post<ProgramProgress>(`/programs/${encodeURIComponent(programId)}/track?today=${encodeURIComponent(localToday())}`, body);
}

/** Records (or replaces) one day's entry. Failures are logged (§8); the popup also tells the member. */
export function useTrackProgramMutation(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrackPayload) => trackProgram(programId, body),
    // The log never carries the health values themselves.
    onError: (error) => logger.error('Failed to save tracking', { programId, error }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.all }),
  });
}
