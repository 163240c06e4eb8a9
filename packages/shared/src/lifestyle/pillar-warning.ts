// The pillar warning rule without the wire schema (zod), for the web app's home (decision 0045);
// pillars.ts exports it too.

/** Activating beyond this many active pillars asks for confirmation first (§4, §9). */
export const PILLAR_WARNING_THRESHOLD = 2;

/** True when turning this pillar on should first show the warning dialog. */
export function needsPillarWarning(pillars: ReadonlyArray<{ _id: string; is_active: boolean }>, pillarId: string): boolean {
  const target = pillars.find((p) => p._id === pillarId);
  if (!target || target.is_active) return false;
  return pillars.filter((p) => p.is_active).length >= PILLAR_WARNING_THRESHOLD;
}
