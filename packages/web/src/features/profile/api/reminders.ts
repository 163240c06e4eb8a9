import { useQuery } from '@tanstack/react-query';
import type { ReminderPreferencesBody } from '@wellpath/shared/reminders/wire';
import { apiQuery, useApiMutation } from '@/api/resources';

/** The member's reminder e-mails and their time zone (null until first saved). */
export function useRemindersQuery() {
  return useQuery(apiQuery('GET /user/reminders'));
}

export function useSaveRemindersMutation() {
  return useApiMutation('PUT /user/reminders', (body: ReminderPreferencesBody) => [{ body }]);
}

/** The unsubscribe calls ask no login, and a signed-in member's session is not sent with them. */
const PUBLIC = { auth: false } as const;

/** What an unsubscribe link is for (the kind of e-mail only); asks no login. */
export function useUnsubscribeLinkQuery(token: string) {
  return useQuery({ ...apiQuery('GET /reminders/unsubscribe/:token', { params: { token } }, PUBLIC), retry: false });
}

export function useUnsubscribeMutation(token: string) {
  return useApiMutation('POST /reminders/unsubscribe/:token', () => [{ params: { token }, body: {} }, PUBLIC]);
}
