import { queryOptions, useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { call, type ApiInput, type ApiKey, type ApiOutput, type CallArgs } from '@/lib/api-client';

/**
 * The server state the app shows, by resource. Every read belongs to one resource, and every change
 * names the resources it changes, so a change made on any screen refreshes every screen that shows
 * them. This file is the one place that says so.
 */
export type Resource =
  // accounts, content, the server
  | 'account'
  | 'profile'
  | 'provinces'
  | 'content'
  // lifestyle
  | 'pillars'
  | 'recommendations'
  // onboarding, surveys, programmes, exercises, programme requests
  | 'onboarding'
  | 'surveys'
  | 'programs'
  | 'suggestions'
  | 'exercises'
  | 'program-requests'
  // health tracking, conditions, coaches, education
  | 'blood-pressure'
  | 'activities'
  | 'blood-results'
  | 'conditions'
  | 'coaches'
  | 'education';

type ReadKey = Extract<ApiKey, `GET ${string}`>;
type ChangeKey = Exclude<ApiKey, ReadKey>;

/** The resource each read belongs to. */
const READS: Record<ReadKey, Resource> = {
  // accounts, content, the server
  // lifestyle
  'GET /lifestyle/pillars': 'pillars',
  'GET /lifestyle/recommendations/user': 'recommendations',
  // onboarding, surveys, programmes, exercises, programme requests
  // health tracking, conditions, coaches, education
};

/** The resources each change touches (refreshed once it settles, whether it worked or not). */
const CHANGES: Record<ChangeKey, readonly Resource[]> = {
  // accounts, content, the server
  // lifestyle
  'POST /lifestyle/pillars/:id/toggle': ['pillars'],
  'POST /lifestyle/recommendations/:id/status': ['recommendations'],
  // onboarding, surveys, programmes, exercises, programme requests
  // health tracking, conditions, coaches, education
};

/** The key of a read: its resource first, so refreshing the resource refreshes it. */
export function queryKeyOf<K extends ReadKey>(key: K, input?: ApiInput<K>) {
  return [READS[key], key, input ?? {}] as const;
}

/** The key prefix of every query of one read, whatever its input. */
export function allOf<K extends ReadKey>(key: K) {
  return [READS[key], key] as const;
}

/** Query options for one declared read: `useQuery(apiQuery('GET /lifestyle/pillars'))`. */
export function apiQuery<K extends ReadKey>(key: K, ...args: CallArgs<K>) {
  const [input, options] = args;
  return queryOptions({
    queryKey: queryKeyOf(key, input),
    queryFn: ({ signal }) => (call as (k: K, i: unknown, o: unknown) => Promise<ApiOutput<K>>)(key, input, { ...options, signal }),
  });
}

/** Refreshes every read of these resources. */
export function refresh(queryClient: QueryClient, resources: readonly Resource[]): Promise<void> {
  return Promise.all(resources.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] }))).then(() => undefined);
}

/** The resources a change touches. */
export function changedBy(key: ChangeKey): readonly Resource[] {
  return CHANGES[key];
}

type MutationExtras<K extends ChangeKey, V, C> = Omit<UseMutationOptions<ApiOutput<K>, Error, V, C>, 'mutationFn'>;

/**
 * A mutation for one declared change. `toArgs` turns what the screen passes into the call's input;
 * once settled, the resources the change touches are refreshed (after any `onSettled` of the caller).
 */
export function useApiMutation<K extends ChangeKey, V = void, C = unknown>(
  key: K,
  toArgs: (variables: V) => CallArgs<K>,
  options: MutationExtras<K, V, C> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ApiOutput<K>, Error, V, C>({
    ...options,
    mutationFn: (variables) => call(key, ...toArgs(variables)),
    onSettled: async (...settled) => {
      await options.onSettled?.(...settled);
      await refresh(queryClient, CHANGES[key]);
    },
  });
}
