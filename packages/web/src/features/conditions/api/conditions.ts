import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConditionDetail } from '@wellpath/shared/conditions/wire';
import { allOf, apiQuery, useApiMutation } from '@/api/resources';
import { logger } from '@/lib/logger';

/** §7: the condition catalogue, with whether the member has each. */
export function useConditionsQuery() {
  return useQuery(apiQuery('GET /conditions'));
}

/** One condition with its description and the pillars, programmes, posts and links that help. */
export function useConditionQuery(id: string) {
  return useQuery(apiQuery('GET /conditions/:id', { params: { id } }));
}

interface MembershipInput {
  id: string;
  has_condition: boolean;
}

/**
 * Marks or unmarks a condition; the list and the page change at once and go back if the call fails.
 * Once settled, the conditions and the profile (which lists them) are read again.
 */
export function useSetConditionMembershipMutation() {
  const queryClient = useQueryClient();
  // A condition the member marks or unmarks is theirs: no answer is behind it any more.
  const apply = (id: string, value: boolean) => {
    const change = { has_condition: value, marked_from: null };
    queryClient.setQueryData(apiQuery('GET /conditions').queryKey, (list) =>
      list?.map((c) => (c._id === id || c.key === id ? { ...c, ...change } : c)),
    );
    for (const [key, detail] of queryClient.getQueriesData<ConditionDetail>({ queryKey: allOf('GET /conditions/:id') })) {
      if (detail && (detail._id === id || detail.key === id)) queryClient.setQueryData<ConditionDetail>(key, { ...detail, ...change });
    }
  };
  return useApiMutation(
    'PUT /conditions/:id/member',
    ({ id, has_condition }: MembershipInput) => [{ params: { id }, body: { has_condition } }],
    {
      onMutate: async ({ id, has_condition }) => {
        await queryClient.cancelQueries({ queryKey: allOf('GET /conditions') });
        await queryClient.cancelQueries({ queryKey: allOf('GET /conditions/:id') });
        apply(id, has_condition);
      },
      onError: (error, { id, has_condition }) => {
        apply(id, !has_condition);
        logger.error('Failed to update condition', { id, error });
      },
    },
  );
}
