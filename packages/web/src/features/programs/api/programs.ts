import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, dataOfOtherDay, refreshAfter, useApiMutation } from '@/api/resources';
import { call } from '@/lib/api-client';
import { today as localToday } from '@/lib/dates';
import { logger } from '@/lib/logger';
import type { SubmitOutcome } from '@/lib/offline/outbox';
import { submitTracking } from '@/lib/offline/session';
import type { TrackPayload } from '../components/tracking-form';

// Reads that depend on the member's day send it (`today`), and their keys carry it, so midnight
// refetches; until the new day's answer is there (offline, maybe not before the connection is back),
// the newest answer of another day is shown.

/** The member's runs read for their day (in progress, or past), with another day's copy meanwhile. */
function useRunsQuery(key: 'GET /programs/in-progress' | 'GET /programs/past') {
  const queryClient = useQueryClient();
  const read = apiQuery(key, { query: { today: localToday() } });
  return useQuery({
    ...read,
    placeholderData: () => dataOfOtherDay(queryClient, read.queryKey),
    select: (data) => data.programs,
  });
}

/** §7 GET /api/programs/in-progress: each programme in progress with the member's run of it. */
export function useInProgressProgramsQuery() {
  return useRunsQuery('GET /programs/in-progress');
}

/** Programmes the member finished or left, each with that run's progress. */
export function usePastProgramsQuery() {
  return useRunsQuery('GET /programs/past');
}

/** One programme with the member's active run (or null) and past runs, every tracked day included. */
export function useProgramQuery(id: string, enabled = true) {
  const queryClient = useQueryClient();
  const read = apiQuery('GET /programs/:id', { params: { id }, query: { today: localToday() } });
  return useQuery({ ...read, enabled, placeholderData: () => dataOfOtherDay(queryClient, read.queryKey) });
}

/** §7 GET /api/surveys/suggested-programs: refreshed when a survey is completed anywhere. */
export function useSuggestedProgramsQuery() {
  return useQuery({ ...apiQuery('GET /surveys/suggested-programs'), select: (data) => data.suggested_programs });
}

/** §7 GET /api/exercises?ids=: the exercises of a programme (the tracking popup shows their names). */
export function useProgramExercisesQuery(ids: readonly string[], enabled = true) {
  return useQuery({
    ...apiQuery('GET /exercises', { query: { ids: ids.join(',') } }),
    enabled: enabled && ids.length > 0,
    select: (data) => data.exercises,
  });
}

export interface StartProgramInput {
  programId: string;
  /** Starting a suggested programme sends `{ source: 'suggestion' }` (§4, §7). */
  fromSuggestion?: boolean;
}

/** §7 POST /api/programs/{id}/start; 409 PROGRAM_LIMIT_REACHED when two are already in progress. */
export function useStartProgramMutation() {
  return useApiMutation(
    'POST /programs/:id/start',
    ({ programId, fromSuggestion = false }: StartProgramInput) => [
      { params: { id: programId }, query: { today: localToday() }, body: fromSuggestion ? { source: 'suggestion' } : {} },
    ],
    { onError: (error, { programId }) => logger.error('Failed to start program', { programId, error }) },
  );
}

/**
 * Records (or replaces) one day's entry, through the member's outbox: kept on the device and sent
 * when the connection allows, so a day tracked offline resolves `queued` and is sent later. A refusal
 * by the server rejects (the popup shows why). Failures are logged (§8).
 */
export function useTrackProgramMutation(programId: string, programTitle: string) {
  const queryClient = useQueryClient();
  return useMutation<SubmitOutcome, Error, TrackPayload>({
    // Offline too: the outbox keeps the day on the device.
    networkMode: 'always',
    mutationFn: (body) =>
      submitTracking({ programId, programTitle, date: body.date, body }, () =>
        call('POST /programs/:id/track', { params: { id: programId }, query: { today: localToday() }, body }),
      ),
    // The log never carries the health values themselves.
    onError: (error) => logger.error('Failed to save tracking', { programId, error }),
    onSettled: () => refreshAfter(queryClient, 'POST /programs/:id/track'),
  });
}

/** Finishes a programme; the server allows it on or after its end date (progress.can_finish). */
export function useFinishProgramMutation() {
  return useApiMutation(
    'POST /programs/:id/finish',
    (programId: string) => [{ params: { id: programId }, query: { today: localToday() } }],
    {
      onError: (error, programId) => logger.error('Failed to finish program', { programId, error }),
    },
  );
}

/** Takes back a Finish: the latest run, if completed, is in progress again (409 at the two-programme limit). */
export function useReopenProgramMutation() {
  return useApiMutation(
    'POST /programs/:id/reopen',
    (programId: string) => [{ params: { id: programId }, query: { today: localToday() } }],
    {
      onError: (error, programId) => logger.error('Failed to reopen program', { programId, error }),
    },
  );
}

/** Leaves a programme at any time; its tracking stays visible as a past run. */
export function useLeaveProgramMutation() {
  return useApiMutation(
    'POST /programs/:id/leave',
    (programId: string) => [{ params: { id: programId }, query: { today: localToday() } }],
    {
      onError: (error, programId) => logger.error('Failed to leave program', { programId, error }),
    },
  );
}

/** §7 POST /api/programs/suggestions/{id}/remove: the card goes at once. */
export function useRemoveSuggestionMutation() {
  const queryClient = useQueryClient();
  return useApiMutation('POST /programs/suggestions/:id/remove', (suggestionId: string) => [{ params: { id: suggestionId } }], {
    onSuccess: (_data, suggestionId) => {
      queryClient.setQueryData(apiQuery('GET /surveys/suggested-programs').queryKey, (data) =>
        data ? { suggested_programs: data.suggested_programs.filter((s) => s.suggestion._id !== suggestionId) } : data,
      );
    },
    onError: (error, suggestionId) => logger.error('Failed to remove suggestion', { suggestionId, error }),
  });
}
