import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { apiQuery, refreshAfter } from '@/api/resources';
import { takeLoginRemembered, useAuthStore } from '@/features/auth/auth-store';
import { buildVersion } from '@/features/download-app/pwa/register-service-worker';
import { startOfflineSession, type OfflineSession } from '@/lib/offline/session';

/** When this page was opened (ms since the epoch, the clock of `dataUpdatedAt`). */
const pageOpenedAt = () => performance.timeOrigin;

/** How long the screens wait for the member's saved data before rendering without it. */
const RESTORE_WAIT_MS = 1500;

/**
 * Runs the member's offline session (lib/offline/session.ts) while the member layout is shown:
 * `ready` once their saved data is back in the cache, `forget` for logging out.
 */
export function useOfflineSession(): { ready: boolean; forget: () => Promise<void> } {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const session = useRef<OfflineSession | null>(null);
  const previousToken = useRef(token);

  useEffect(() => {
    if (!token) return;
    // Another tab signed in with another session: what this tab holds may be another member's.
    if (previousToken.current !== token) queryClient.clear();
    previousToken.current = token;
    const started = startOfflineSession({
      queryClient,
      token,
      buster: buildVersion(),
      profileQueryKey: apiQuery('GET /user/profile').queryKey,
      alertsQueryKey: apiQuery('GET /user/alerts').queryKey,
      remembered: takeLoginRemembered,
      // Asked of the server, so a profile still cached from another session is never taken for this one:
      // only an answer loaded since this page opened counts (the home's preload, decision 0045), as
      // the cache is cleared whenever the session changes within the page (login, logout, another tab).
      fetchUserId: () =>
        queryClient
          .fetchQuery({
            ...apiQuery('GET /user/profile'),
            staleTime: (query) => (query.state.dataUpdatedAt >= pageOpenedAt() ? Infinity : 0),
          })
          .then((profile) => profile._id),
      onSent: (entry) =>
        void refreshAfter(queryClient, entry.kind === 'bp-reading' ? 'POST /healthtracking/bloodpressure' : 'POST /programs/:id/track'),
    });
    session.current = started;
    // Not urgent: the layout renders again in slices rather than in one long task.
    const open = () => startTransition(() => setReadyFor(token));
    void started.ready.then(open);
    const timer = setTimeout(open, RESTORE_WAIT_MS);
    return () => {
      clearTimeout(timer);
      started.stop();
      if (session.current === started) session.current = null;
    };
  }, [queryClient, token]);

  const forget = useCallback(async () => {
    await session.current?.forget();
  }, []);

  return { ready: token === null || readyFor === token, forget };
}
