import { useQuery } from '@tanstack/react-query';
import type { ApiOutput } from '@/lib/api-client';
import { apiQuery } from './resources';

type MemberAlert = ApiOutput<'GET /user/alerts'>['alerts'][number];

/** While the care team has not seen an alert yet, ask again now and then: the screen then says when it was seen. */
const WHILE_UNSEEN_MS = 60_000;

/** How far an alert may be from the event it belongs to (it is raised in the same transaction). */
const SAME_EVENT_MS = 10 * 60_000;

/**
 * The urgent alert of this kind that the member's answer or reading raised: the one closest in time to
 * `near` (the survey's completion) when given, else the newest. Undefined while unknown or when none
 * was raised: the screen then promises nothing.
 */
export function useMemberAlert(kind: MemberAlert['kind'], near?: string): MemberAlert | undefined {
  const alerts = useQuery({
    ...apiQuery('GET /user/alerts'),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.alerts.some((a) => a.kind === kind && a.acknowledged_at === null) ? WHILE_UNSEEN_MS : false,
  });
  const ofKind = (alerts.data?.alerts ?? []).filter((a) => a.kind === kind);
  if (near === undefined)
    return ofKind.reduce<MemberAlert | undefined>((newest, a) => (!newest || a.created_at > newest.created_at ? a : newest), undefined);
  const at = new Date(near).getTime();
  const distance = (a: MemberAlert) => Math.abs(new Date(a.created_at).getTime() - at);
  return ofKind
    .filter((a) => distance(a) <= SAME_EVENT_MS)
    .reduce<MemberAlert | undefined>((closest, a) => (!closest || distance(a) < distance(closest) ? a : closest), undefined);
}

/**
 * The newest open alert (not yet closed by the care team) of each kind, for the home's standing
 * advice: asked again now and then while one is open, so the home says when it was seen and lets
 * the advice go once the care team has closed it.
 */
export function useOpenMemberAlerts(): OpenMemberAlerts {
  const alerts = useQuery({
    ...apiQuery('GET /user/alerts'),
    refetchInterval: (query) => (query.state.data?.alerts.some((a) => a.resolved_at === null) ? WHILE_UNSEEN_MS : false),
  });
  return newestOpenAlerts(alerts.data?.alerts ?? []);
}

export type OpenMemberAlerts = Partial<Record<MemberAlert['kind'], MemberAlert>>;

/**
 * The newest alert of each kind the care team has not closed: the home's cards, and what the
 * device keeps of them for the landing's member shell (lib/offline/session.ts, decision 0093).
 */
export function newestOpenAlerts(alerts: readonly MemberAlert[]): OpenMemberAlerts {
  const open: OpenMemberAlerts = {};
  for (const a of alerts) {
    if (a.resolved_at !== null) continue;
    const kept = open[a.kind];
    if (!kept || a.created_at > kept.created_at) open[a.kind] = a;
  }
  return open;
}
