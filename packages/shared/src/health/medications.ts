import { z } from 'zod';
import { msg } from '../i18n/message.js';
import { boundedNumber } from '../numbers.js';
import { parseCalendarDay } from '../user/age.js';
import { adherenceSchema } from './medication-adherence.js';

// The member's medications (issue 35, decision 0089): chosen from the clinic's catalogue
// (content/medications.yaml, each entry with its class and WHO ATC code) or typed freely. The app
// records what the member takes; it never advises a dose. What the list means (treated for blood
// pressure, on a statin, on glucose-lowering treatment) is read from the classes of the medications
// taken today, so a medication typed freely has no class and counts for nothing.

export const MEDICATION_CLASSES = [
  'statin',
  'ezetimibe',
  'pcsk9_inhibitor',
  'fibrate',
  'ace_inhibitor',
  'arb',
  'thiazide',
  'calcium_channel_blocker',
  'beta_blocker',
  'metformin',
  'sglt2_inhibitor',
  'glp1_receptor_agonist',
  'gip_glp1_receptor_agonist',
  'dpp4_inhibitor',
  'sulfonylurea',
  'insulin',
  'asa',
] as const;
export type MedicationClass = (typeof MEDICATION_CLASSES)[number];

/** Classes that lower blood pressure: "treated for blood pressure" (Framingham) and the metabolic-syndrome BP criterion. */
export const ANTIHYPERTENSIVE_CLASSES: readonly MedicationClass[] = [
  'ace_inhibitor',
  'arb',
  'thiazide',
  'calcium_channel_blocker',
  'beta_blocker',
];
/** Classes that lower LDL cholesterol. */
export const LIPID_LOWERING_CLASSES: readonly MedicationClass[] = ['statin', 'ezetimibe', 'pcsk9_inhibitor'];
/**
 * Drug treatment for raised triglycerides or low HDL as the harmonised 2009 definition names it
 * (fibrates, nicotinic acid): statins do not count for these two criteria.
 */
export const TRIGLYCERIDE_HDL_CLASSES: readonly MedicationClass[] = ['fibrate'];
/** Classes that lower blood glucose. */
export const GLUCOSE_LOWERING_CLASSES: readonly MedicationClass[] = [
  'metformin',
  'sglt2_inhibitor',
  'glp1_receptor_agonist',
  'gip_glp1_receptor_agonist',
  'dpp4_inhibitor',
  'sulfonylurea',
  'insulin',
];

export const MEDICATION_CLASS_MESSAGES: Record<MedicationClass, string> = {
  statin: msg('med.class.statin'),
  ezetimibe: msg('med.class.ezetimibe'),
  pcsk9_inhibitor: msg('med.class.pcsk9Inhibitor'),
  fibrate: msg('med.class.fibrate'),
  ace_inhibitor: msg('med.class.aceInhibitor'),
  arb: msg('med.class.arb'),
  thiazide: msg('med.class.thiazide'),
  calcium_channel_blocker: msg('med.class.calciumChannelBlocker'),
  beta_blocker: msg('med.class.betaBlocker'),
  metformin: msg('med.class.metformin'),
  sglt2_inhibitor: msg('med.class.sglt2Inhibitor'),
  glp1_receptor_agonist: msg('med.class.glp1ReceptorAgonist'),
  gip_glp1_receptor_agonist: msg('med.class.gipGlp1ReceptorAgonist'),
  dpp4_inhibitor: msg('med.class.dpp4Inhibitor'),
  sulfonylurea: msg('med.class.sulfonylurea'),
  insulin: msg('med.class.insulin'),
  asa: msg('med.class.asa'),
};

/** WHO ATC code at the substance level: a letter, two digits, two letters, two digits (C10AA05). */
export const ATC_CODE = /^[A-Z]\d{2}[A-Z]{2}\d{2}$/;

/** One entry of content/medications.yaml, read in one language (names and `treats` may be `{ en, fr }`). */
export const medicationDefinitionSchema = z.strictObject({
  key: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, 'key: lower-case letters, digits, - and _'),
  name: z.string().min(1),
  /** Brand names and other spellings the search also finds (not shown as the name). */
  brands: z.array(z.string().min(1)).default([]),
  class: z.enum(MEDICATION_CLASSES),
  atc: z.string().regex(ATC_CODE, 'atc: a WHO ATC code at the substance level, like C10AA05'),
  treats: z.string().min(1),
});
export type MedicationDefinition = z.infer<typeof medicationDefinitionSchema>;
export const medicationsFileSchema = z.strictObject({ medications: z.array(medicationDefinitionSchema).min(1) });

export const DOSE_UNITS = ['mg', 'mcg', 'g', 'units', 'mL', 'tablets', 'capsules', 'puffs'] as const;
export const FREQUENCIES = [
  'once_daily',
  'twice_daily',
  'three_times_daily',
  'four_times_daily',
  'at_bedtime',
  'every_other_day',
  'weekly',
  'every_two_weeks',
  'monthly',
  'as_needed',
  'other',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MEDICATION_LIMITS = { name: 120, reason: 200, doseMax: 100_000, doseDecimals: 3 } as const;

/** No control characters (NUL, escapes): a name or reason is words, and PostgreSQL refuses NUL in text. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

const day = (invalid: string) =>
  z
    .string({ error: invalid })
    .refine((v) => parseCalendarDay(v) !== null, invalid)
    .nullable()
    .optional()
    .default(null);

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: msg('med.textInvalid') })
    .trim()
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), msg('med.textControl'));

/**
 * A medication as the member sends it: a catalogue key or a name typed freely (one of the two), an
 * optional dose (a positive amount with its unit), how often, why, and the days it started and
 * stopped. The server checks the catalogue key and that no day is in the future.
 */
export const medicationBodySchema = z
  .strictObject({
    catalogue_key: z
      .string({ error: msg('med.catalogueKeyInvalid') })
      .max(80, msg('med.catalogueKeyInvalid'))
      .regex(/^[a-z0-9][a-z0-9_-]*$/, msg('med.catalogueKeyInvalid'))
      .nullable()
      .optional()
      .default(null),
    name: optionalText(MEDICATION_LIMITS.name, msg('med.nameTooLong', { max: MEDICATION_LIMITS.name }))
      .nullable()
      .optional()
      .default(null),
    dose_amount: boundedNumber({
      min: 0.001,
      max: MEDICATION_LIMITS.doseMax,
      decimals: MEDICATION_LIMITS.doseDecimals,
      label: msg('med.dose'),
      messages: { number: msg('med.doseNumber'), range: msg('med.doseRange') },
    })
      .nullable()
      .optional()
      .default(null),
    dose_unit: z
      .enum(DOSE_UNITS, { error: msg('med.doseUnitInvalid', { units: DOSE_UNITS.join(', ') }) })
      .nullable()
      .optional()
      .default(null),
    frequency: z
      .enum(FREQUENCIES, { error: msg('med.frequencyInvalid') })
      .nullable()
      .optional()
      .default(null),
    reason: optionalText(MEDICATION_LIMITS.reason, msg('med.reasonTooLong', { max: MEDICATION_LIMITS.reason }))
      .optional()
      .default(''),
    started_on: day(msg('med.startedInvalid')),
    stopped_on: day(msg('med.stoppedInvalid')),
    /** In the tracking popup's daily "taken" check (decision 0112); left out, off. */
    track_daily: z
      .boolean({ error: msg('med.trackDailyInvalid') })
      .optional()
      .default(false),
  })
  .superRefine((b, ctx) => {
    const named = b.name !== null && b.name !== '';
    if (b.catalogue_key === null && !named) ctx.addIssue({ code: 'custom', path: ['name'], message: msg('med.nameRequired') });
    if (b.catalogue_key !== null && named) ctx.addIssue({ code: 'custom', path: ['name'], message: msg('med.nameOrKey') });
    if (b.dose_amount !== null && b.dose_unit === null)
      ctx.addIssue({ code: 'custom', path: ['dose_unit'], message: msg('med.doseUnitRequired') });
    if (b.dose_amount === null && b.dose_unit !== null)
      ctx.addIssue({ code: 'custom', path: ['dose_amount'], message: msg('med.doseAmountRequired') });
    if (b.started_on && b.stopped_on && b.stopped_on < b.started_on)
      ctx.addIssue({ code: 'custom', path: ['stopped_on'], message: msg('med.stoppedBeforeStarted') });
  });
export type MedicationBody = z.infer<typeof medicationBodySchema>;
export type MedicationBodyInput = z.input<typeof medicationBodySchema>;

/** Taken on `today` (the member's day): started by then (or no start given) and not stopped by then. */
export function isTakenOn(m: { started_on: string | null; stopped_on: string | null }, today: string): boolean {
  return (m.started_on === null || m.started_on <= today) && (m.stopped_on === null || m.stopped_on > today);
}

/** What the medications taken on `today` say, for the rules that read them. */
export interface MedicationFacts {
  bloodPressure: boolean;
  statin: boolean;
  lipidLowering: boolean;
  triglyceridesOrHdl: boolean;
  glucoseLowering: boolean;
}

/** The facts of a list: each true when a medication of its classes is taken on `today`. */
export function medicationFacts(
  list: ReadonlyArray<{ drug_class: MedicationClass | null; started_on: string | null; stopped_on: string | null }>,
  today: string,
): MedicationFacts {
  const taken = new Set(list.filter((m) => m.drug_class !== null && isTakenOn(m, today)).map((m) => m.drug_class));
  const any = (classes: readonly MedicationClass[]) => classes.some((c) => taken.has(c));
  return {
    bloodPressure: any(ANTIHYPERTENSIVE_CLASSES),
    statin: taken.has('statin'),
    lipidLowering: any(LIPID_LOWERING_CLASSES),
    triglyceridesOrHdl: any(TRIGLYCERIDE_HDL_CLASSES),
    glucoseLowering: any(GLUCOSE_LOWERING_CLASSES),
  };
}

// --- Wire shapes (decision 0089) ---

export const medicationSchema = z.object({
  _id: z.string(),
  /** The catalogue entry, or null for a name typed freely. */
  catalogue_key: z.string().nullable(),
  /** The catalogue's name in the reader's language, or the name as typed. */
  name: z.string(),
  drug_class: z.enum(MEDICATION_CLASSES).nullable(),
  atc: z.string().nullable(),
  /** What the catalogue says it treats (null for a name typed freely). */
  treats: z.string().nullable(),
  dose_amount: z.number().nullable(),
  dose_unit: z.enum(DOSE_UNITS).nullable(),
  frequency: z.enum(FREQUENCIES).nullable(),
  reason: z.string(),
  started_on: z.string().nullable(),
  stopped_on: z.string().nullable(),
  /** Taken today (the member's day). */
  active: z.boolean(),
  /** In the tracking popup's daily "taken" check (decision 0112). */
  track_daily: z.boolean(),
  /** Days ticked over days tracked in the last 30 (null when not in the daily check). */
  adherence: adherenceSchema.nullable(),
});
export type Medication = z.infer<typeof medicationSchema>;

export const medicationListSchema = z.object({
  /** Taken today first, then stopped ones; each newest start first. */
  medications: z.array(medicationSchema),
  /** What the medications taken today say (from their classes). */
  facts: z.object({
    bloodPressure: z.boolean(),
    statin: z.boolean(),
    lipidLowering: z.boolean(),
    triglyceridesOrHdl: z.boolean(),
    glucoseLowering: z.boolean(),
  }),
});
export type MedicationList = z.infer<typeof medicationListSchema>;

export const medicationCatalogueSchema = z.object({
  medications: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Every name the search finds it by: its names in English and French and its brands. */
      search: z.array(z.string()),
      drug_class: z.enum(MEDICATION_CLASSES),
      atc: z.string(),
      treats: z.string(),
    }),
  ),
});
export type MedicationCatalogue = z.infer<typeof medicationCatalogueSchema>;
