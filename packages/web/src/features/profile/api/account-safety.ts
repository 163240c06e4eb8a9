import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

/** Whether the member's two-step verification is on, and how many recovery codes are left. */
export function useSecondFactorQuery() {
  return useQuery(apiQuery('GET /user/second-factor'));
}

/** A new authenticator key (QR code and key) to confirm. */
export function useSecondFactorSetupMutation() {
  return useApiMutation('POST /user/second-factor/setup', () => [{}]);
}

export function useSecondFactorConfirmMutation() {
  return useApiMutation('POST /user/second-factor/confirm', (body: ApiInput<'POST /user/second-factor/confirm'>['body']) => [{ body }]);
}

export function useNewRecoveryCodesMutation() {
  return useApiMutation('POST /user/second-factor/recovery-codes', (body: ApiInput<'POST /user/second-factor/recovery-codes'>['body']) => [
    { body },
  ]);
}

export function useDisableSecondFactorMutation() {
  return useApiMutation('POST /user/second-factor/disable', (body: ApiInput<'POST /user/second-factor/disable'>['body']) => [{ body }]);
}

/** The member's signed-in devices; read afresh each time the profile opens. */
export function useSessionsQuery() {
  return useQuery({ ...apiQuery('GET /user/sessions'), staleTime: 0, select: (data) => data.sessions });
}

export function useEndSessionMutation() {
  return useApiMutation('POST /user/sessions/:id/end', (id: string) => [{ params: { id } }]);
}

export function useEndOtherSessionsMutation() {
  return useApiMutation('POST /user/sessions/end-others', () => [{}]);
}
