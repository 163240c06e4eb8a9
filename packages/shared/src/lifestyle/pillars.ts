import { z } from 'zod';

/** Icon names a pillar may carry (§3); all are lucide icon names. */
export const PILLAR_ICONS = ['moon', 'brain', 'apple', 'pill', 'dumbbell', 'users', 'heart', 'activity', 'sun', 'leaf', 'zap'] as const;
export type PillarIcon = (typeof PILLAR_ICONS)[number];

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

export { needsPillarWarning, PILLAR_WARNING_THRESHOLD } from './pillar-warning.js';
