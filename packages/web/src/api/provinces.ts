import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { provinceNames } from '@wellpath/shared/user/provinces';
import { apiQuery } from './resources';

/**
 * The provinces and territories, code -> name, from the server (§5): registration and the profile's
 * edit form. The server names them in the app's language. Should the call fail, the shared list of the 13 keeps the form usable (the client has
 * already logged the failure).
 */
export function useProvincesQuery() {
  const query = useQuery({ ...apiQuery('GET /user/provinces', {}, { auth: false }), staleTime: Infinity });
  const provinces: Record<string, string> | undefined =
    query.data ?? (query.isError ? provinceNames(i18n.locale === 'fr' ? 'fr' : 'en') : undefined);
  return { provinces, isLoading: query.isLoading };
}
