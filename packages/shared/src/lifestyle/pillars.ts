import { z } from 'zod';

/** Icon names a pillar may carry (§3); all are lucide icon names. */
export const PILLAR_ICONS = ['moon', 'brain', 'apple', 'pill', 'dumbbell', 'users', 'heart', 'activity', 'sun', 'leaf', 'zap'] as const;
export type PillarIcon = (typeof PILLAR_ICONS)[number];

/** Activating beyond this many active pillars asks for confirmation first (§4, §9). */
export const PILLAR_WARNING_THRESHOLD = 2;

export const pillarSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(PILLAR_ICONS),
  slug: z.string(),
  is_active: z.boolean(),
});
export type Pillar = z.infer<typeof pillarSchema>;

export const pillarListSchema = z.array(pillarSchema);
export const pillarToggleResponseSchema = z.object({ _id: z.string(), is_active: z.boolean() });

/** True when turning this pillar on should first show the warning dialog. */
export function needsPillarWarning(pillars: ReadonlyArray<Pick<Pillar, '_id' | 'is_active'>>, pillarId: string): boolean {
  const target = pillars.find((p) => p._id === pillarId);
  if (!target || target.is_active) return false;
  return pillars.filter((p) => p.is_active).length >= PILLAR_WARNING_THRESHOLD;
}
