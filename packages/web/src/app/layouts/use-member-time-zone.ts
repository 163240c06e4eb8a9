import { useEffect, useRef } from 'react';
import { useProfileQuery } from '@/api/profile';
import { useApiMutation } from '@/api/resources';
import { deviceTimeZone, setMemberTimeZone } from '@/lib/dates';
import { logger } from '@/lib/logger';

/**
 * The member's time zone in the browser (decision 0073): every "today" here is the day the server
 * says. A member who has none yet (a first visit, an account from before) gets this device's, once
 * a page; they can change it in the profile.
 */
export function useMemberTimeZone(): void {
  const profile = useProfileQuery();
  const zone = profile.data?.time_zone;
  const save = useApiMutation('PUT /user/time-zone', (time_zone: string) => [{ body: { time_zone } }], {
    onError: (error) => logger.warn('Saving the time zone failed', { error }),
  });
  const asked = useRef(false);
  const { mutate } = save;

  useEffect(() => {
    if (zone === undefined) return;
    setMemberTimeZone(zone);
    if (zone === null && !asked.current) {
      asked.current = true;
      mutate(deviceTimeZone());
    }
  }, [zone, mutate]);

  // Signed out: the next member's days are their own.
  useEffect(() => () => setMemberTimeZone(null), []);
}
