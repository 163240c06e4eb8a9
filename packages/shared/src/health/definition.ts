import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const MARKER_CATEGORIES = [
  'lipids',
  'glucose',
  'inflammation',
  'liver',
  'kidney',
  'thyroid',
  'vitamins',
  'iron',
  'blood_count',
] as const;

/** A blood marker of the catalogue (content/blood-markers.yaml). */
export const bloodMarkerDefinitionSchema = z.object({
  key,
  name: z.string().min(1).max(80),
  category: z.enum(MARKER_CATEGORIES),
  /** The canonical (SI) unit every value is stored in. */
  unit: z.string().min(1).max(30),
  loinc: z.array(z.string().regex(/^\d{1,7}-\d$/, 'must be a LOINC code such as 4548-4')).min(1),
  decimals: z.number().int().min(0).max(3).default(1),
  /** Values outside these bounds are impossible for a living person and are refused. */
  plausible: z.object({ min: z.number(), max: z.number() }),
  /** Other units a lab may report, with the factor that converts them to the canonical unit. */
  conversions: z.array(z.object({ unit: z.string().min(1).max(30), factor: z.number().positive() })).default([]),
  /** Used when the member's sex is not known or the range does not differ. null = no bound. */
  reference: range,
  reference_female: range.optional(),
  reference_male: range.optional(),
  messages: z.object({ low: z.string().min(1).max(600), normal: z.string().min(1).max(600), high: z.string().min(1).max(600) }),
  /** Shown in the home screen's blood markers overview. */
  key_marker: z.boolean().default(false),
  source: z.string().max(500).optional(),
});
export type BloodMarkerDefinition = z.infer<typeof bloodMarkerDefinitionSchema>;
export const bloodMarkersFileSchema = z.object({ markers: z.array(bloodMarkerDefinitionSchema).min(1) });

export const conditionDefinitionSchema = z.object({
  key,
  name: z.string().min(1).max(100),
  summary: z.string().min(1).max(400),
  /** HTML (sanitised on load). */
  description: z.string().min(1).max(20_000),
  pillars: z.array(key).default([]),
  programs: z.array(key).default([]),
  education: z.array(key).default([]),
  links: z.array(z.object({ title: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) })).default([]),
});
export type ConditionDefinition = z.infer<typeof conditionDefinitionSchema>;
