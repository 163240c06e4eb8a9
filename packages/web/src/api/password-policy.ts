import { useQuery } from '@tanstack/react-query';
import { MIN_PASSWORD_LENGTH } from '@wellpath/shared/user/password-strength';
import { apiQuery } from './resources';

/**
 * The minimum password length the server enforces (PASSWORD_MIN_LENGTH, never below 8), for the
 * strength meter and the forms' submit rules; 8 until it is known or when it cannot be read.
 */
export function usePasswordMinLength(): number {
  const query = useQuery({ ...apiQuery('GET /user/password-policy', {}, { auth: false }), staleTime: Infinity });
  return query.data?.minLength ?? MIN_PASSWORD_LENGTH;
}
