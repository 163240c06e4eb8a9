import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useProfileQuery } from '@/api/profile';
import { apiQuery } from '@/api/resources';
import { call } from '@/lib/api-client';
import { deviceTimeZone, setMemberTimeZone } from '@/lib/dates';
import { logger } from '@/lib/logger';

/**
 * The member's time zone in the browser (decision 0073): every "today" here is the day the server
 * says. A member who has none yet (a first visit, an account from before) gets this device's, once
 * a page; they can change it in the profile. Nothing is read again for it: until then the server
 * took the day this device sends, which is the day in the zone it now saves.
 */
export function useMemberTimeZone(): void {
  const queryClient = useQueryClient();
  const profile = useProfileQuery();
  const zone = profile.data?.time_zone;
  const asked = useRef(false);

  useEffect(() => {
    if (zone === undefined) return;
    setMemberTimeZone(zone);
    if (zone !== null || asked.current) return;
    asked.current = true;
    const time_zone = deviceTimeZone();
    call('PUT /user/time-zone', { body: { time_zone } }).then(
      () => {
        setMemberTimeZone(time_zone);
        queryClient.setQueryData(apiQuery('GET /user/profile').queryKey, (kept) => (kept ? { ...kept, time_zone } : kept));
      },
      (error: unknown) => logger.warn('Saving the time zone failed', { error }),
    );
  }, [zone, queryClient]);

  // Signed out: the next member's days are their own.
  useEffect(() => () => setMemberTimeZone(null), []);
}
