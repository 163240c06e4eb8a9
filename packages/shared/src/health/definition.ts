import { z } from 'zod';

const key = z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lower-case letters and digits joined by - or _');

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

/** How a band reads: its colour on screens and charts, always shown with its label (never colour alone). */
export const BAND_TONES = ['normal', 'info', 'caution', 'danger'] as const;
export type BandTone = (typeof BAND_TONES)[number];
export const MARKER_STATUSES = ['low', 'normal', 'high'] as const;

const loincCode = z.string().regex(/^\d{1,7}-\d$/, 'must be a LOINC code such as 4548-4');
const message = z.string().min(1).max(600);

/**
 * A reference range. Bounds are the guideline's own numbers: a value below `min` is low; above `max`
 * is high (`max` itself is normal, as labs print "0.4-4.0"); from `high_from` on is high (`high_from`
 * itself is high, as guidelines say "3.5 or higher"). null or absent = no bound.
 */
const referenceRange = z
  .object({ min: z.number().nullable().default(null), max: z.number().nullable().optional(), high_from: z.number().optional() })
  .refine((r) => r.high_from === undefined || r.max === undefined || r.max === null, 'give max or high_from, not both');
export type MarkerReferenceRange = z.infer<typeof referenceRange>;

/**
 * A named band. The first band of a list starts at the bottom of the scale; every later one starts
 * at `from` (the value itself is in the band: "6.5 % or more") or just `above` a number ("more than 125").
 */
const bandSchema = z
  .object({
    key,
    label: z.string().min(1).max(60),
    /** The spec's status for values in the band. */
    status: z.enum(MARKER_STATUSES),
    tone: z.enum(BAND_TONES),
    message,
    from: z.number().optional(),
    above: z.number().optional(),
  })
  .refine((b) => b.from === undefined || b.above === undefined, 'give from or above, not both');
export type MarkerBandDefinition = z.infer<typeof bandSchema>;

/** Values that need prompt attention: below `below`, above `above`, or from `from` on. */
const criticalSchema = z
  .object({
    below: z.number().optional(),
    above: z.number().optional(),
    from: z.number().optional(),
    /** Urgent advice shown with the result. */
    message,
    /** Advice for a value below `below` when it differs from `message` (very low against very high glucose). */
    message_below: message.optional(),
  })
  .refine((c) => c.below !== undefined || c.above !== undefined || c.from !== undefined, 'give below, above or from')
  .refine((c) => c.above === undefined || c.from === undefined, 'give above or from, not both');

/** A lab unit and how it converts to the canonical unit: canonical = value x factor (or / divisor) + offset. */
/**
 * A unit's UCUM code (unitsofmeasure.org), as FHIR's Quantity.code carries it: the human text of a
 * unit ("mL/min/1.73m2", "uIU/mL") is often not valid UCUM ("mL/min/{1.73_m2}", "u[IU]/mL"). No
 * spaces, no micro sign (UCUM writes u), printable ASCII only; the tests check every code of the
 * catalogue with a UCUM validator.
 */
export const ucumCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[!-~]+$/, 'must be a UCUM code: printable ASCII without spaces (write micro as u, e.g. umol/L)');

const conversionSchema = z
  .object({
    unit: z.string().min(1).max(30),
    /** The unit's UCUM code (the content loader requires it; optional for catalogues built in tests). */
    ucum: ucumCode.optional(),
    factor: z.number().positive().optional(),
    divisor: z.number().positive().optional(),
    offset: z.number().default(0),
  })
  .refine((c) => (c.factor === undefined) !== (c.divisor === undefined), 'give factor or divisor (one of them)');

/** A blood marker of the catalogue (content/blood-markers.yaml). */
export const bloodMarkerDefinitionSchema = z
  .object({
    key,
    name: z.string().min(1).max(80),
    category: z.enum(MARKER_CATEGORIES),
    /** The canonical (SI) unit every value is stored in. */
    unit: z.string().min(1).max(30),
    /** The canonical unit's UCUM code, for FHIR export and import (the content loader requires it). */
    ucum: ucumCode.optional(),
    /** Other names labs and portals print for the test, in English and French (CSV import matches them, case and accents aside). */
    aliases: z.array(z.string().min(1).max(80)).default([]),
    /** LOINC codes of the marker; `{ code, unit }` for a code that reports in another unit (mass codes: mg/dL), used when a value comes without a unit. */
    loinc: z.array(z.union([loincCode, z.object({ code: loincCode, unit: z.string().min(1).max(30) })])).min(1),
    /** The reporting precision: values are stored and classified rounded to it. */
    decimals: z.number().int().min(0).max(3).default(1),
    /** Values outside these bounds are impossible for a living person and are refused. */
    plausible: z.object({ min: z.number(), max: z.number() }),
    /** Other units a lab may report, with how they convert to the canonical unit. */
    conversions: z.array(conversionSchema).default([]),
    /** Low / normal / high from a range (markers without `bands`). By sex where it differs. */
    reference: referenceRange.optional(),
    reference_female: referenceRange.optional(),
    reference_male: referenceRange.optional(),
    messages: z.object({ low: message, normal: message, high: message }).optional(),
    /** The tone of a low or high value of a range (default caution). */
    tones: z.object({ low: z.enum(BAND_TONES).optional(), high: z.enum(BAND_TONES).optional() }).default({}),
    /** Named bands from the bottom of the scale up, instead of a range (the same for both sexes). */
    bands: z.array(bandSchema).min(1).optional(),
    /** Bands that replace `bands` for a member with any of these conditions on record (first match wins). */
    condition_bands: z.array(z.object({ conditions: z.array(key).min(1), bands: z.array(bandSchema).min(1) })).default([]),
    critical: criticalSchema.optional(),
    /** Ranges differ between laboratories: the lab's own range is shown beside the catalogue's. */
    lab_specific: z.boolean().default(false),
    /** Shown in the home screen's blood markers overview. */
    key_marker: z.boolean().default(false),
    source: z.string().max(800).optional(),
  })
  .superRefine((m, ctx) => {
    const problem = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (m.bands) {
      if (m.reference || m.reference_female || m.reference_male || m.messages)
        problem('a marker with bands has no reference ranges or messages (the bands carry them)', 'bands');
    } else {
      if (!m.messages) problem('give messages (low, normal, high) or bands', 'messages');
      if (!m.reference && !(m.reference_female && m.reference_male)) problem('give a reference range (or one for each sex)', 'reference');
      if (m.condition_bands.length) problem('condition_bands need bands', 'condition_bands');
    }
  });
export type BloodMarkerDefinition = z.infer<typeof bloodMarkerDefinitionSchema>;
export const bloodMarkersFileSchema = z.object({ markers: z.array(bloodMarkerDefinitionSchema).min(1) });

/** A test's name as matched against the catalogue: case, accents, punctuation and spacing aside ("Cholestérol, LDL" = "cholesterol ldl"). */
export function testName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/** The marker's LOINC codes, without the units some of them carry. */
export function loincCodes(def: Pick<BloodMarkerDefinition, 'loinc'>): string[] {
  return def.loinc.map((l) => (typeof l === 'string' ? l : l.code));
}

/** The unit a LOINC code of the marker reports in when it names one (mass codes), else null. */
export function loincUnit(def: Pick<BloodMarkerDefinition, 'loinc'>, code: string): string | null {
  const entry = def.loinc.find((l) => typeof l !== 'string' && l.code === code);
  return entry && typeof entry !== 'string' ? entry.unit : null;
}

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
