import { useQuery } from '@tanstack/react-query';
import { apiQuery, useApiMutation } from '@/api/resources';
import type { ApiInput } from '@/lib/api-client';

/** The signed-in staff member: their role, and whether their second factor is on. */
export function useStaffMeQuery() {
  return useQuery(apiQuery('GET /staff/me'));
}

/** A new authenticator key: the QR code and the key to type. */
export function useSecondFactorSetupMutation() {
  return useApiMutation('POST /staff/second-factor/setup', () => [{}]);
}

/** Confirms the key with a first code; answers the ten recovery codes. */
export function useSecondFactorConfirmMutation() {
  return useApiMutation('POST /staff/second-factor/confirm', (body: ApiInput<'POST /staff/second-factor/confirm'>['body']) => [{ body }]);
}

/** The care team's accounts (administrators). */
export function useStaffAccountsQuery() {
  return useQuery({ ...apiQuery('GET /staff/accounts'), select: (data) => data.staff });
}

export function useInviteStaffMutation() {
  return useApiMutation('POST /staff/accounts', (body: ApiInput<'POST /staff/accounts'>['body']) => [{ body }]);
}

export function useChangeRoleMutation() {
  return useApiMutation(
    'POST /staff/accounts/:id/role',
    ({ id, role }: { id: string } & ApiInput<'POST /staff/accounts/:id/role'>['body']) => [{ params: { id }, body: { role } }],
  );
}

export function useDeactivateStaffMutation() {
  return useApiMutation('POST /staff/accounts/:id/deactivate', (id: string) => [{ params: { id } }]);
}

/** Resets another staff member's second factor (a lost phone): they enrol again at their next login. */
export function useResetStaffSecondFactorMutation() {
  return useApiMutation('POST /staff/accounts/:id/second-factor/reset', (id: string) => [{ params: { id } }]);
}
