import type { Frequency } from '@wellpath/shared/health/medications';

// The member's medications as FHIR R4 MedicationStatements (issue 35, decision 0089): the WHO ATC
// code of a catalogue entry as the coding, the name as text (a name typed freely has text only).

/** A medication as the export reads it (English names: the export is in English). */
export interface ExportedMedication {
  id: string;
  name: string;
  atc: string | null;
  dose_amount: number | null;
  dose_unit: string | null;
  frequency: Frequency | null;
  reason: string;
  started_on: string | null;
  stopped_on: string | null;
  created_at: string;
  /** Taken on the day of the export. */
  active: boolean;
}

/** The code system FHIR names for the WHO ATC classification. */
export const ATC_SYSTEM = 'http://www.whocc.no/atc';
const UCUM = 'http://unitsofmeasure.org';
const MEDICATION_SYSTEM = 'urn:wellpath:medication';
/** UCUM codes of the dose units that have one; tablets, capsules and puffs are said in words only. */
const UCUM_DOSE: Record<string, string> = { mg: 'mg', mcg: 'ug', g: 'g', units: '[IU]', mL: 'mL' };

const FREQUENCY_TEXT: Record<Frequency, string> = {
  once_daily: 'once a day',
  twice_daily: 'twice a day',
  three_times_daily: 'three times a day',
  four_times_daily: 'four times a day',
  at_bedtime: 'at bedtime',
  every_other_day: 'every other day',
  weekly: 'once a week',
  every_two_weeks: 'every two weeks',
  monthly: 'once a month',
  as_needed: 'as needed',
  other: 'other schedule',
};
type Repeat = { frequency: number; period: number; periodUnit: 'd' | 'wk' | 'mo' } | { when: ['HS'] };
const TIMING: Partial<Record<Frequency, Repeat>> = {
  once_daily: { frequency: 1, period: 1, periodUnit: 'd' },
  twice_daily: { frequency: 2, period: 1, periodUnit: 'd' },
  three_times_daily: { frequency: 3, period: 1, periodUnit: 'd' },
  four_times_daily: { frequency: 4, period: 1, periodUnit: 'd' },
  at_bedtime: { when: ['HS'] },
  every_other_day: { frequency: 1, period: 2, periodUnit: 'd' },
  weekly: { frequency: 1, period: 1, periodUnit: 'wk' },
  every_two_weeks: { frequency: 1, period: 2, periodUnit: 'wk' },
  monthly: { frequency: 1, period: 1, periodUnit: 'mo' },
};

/** The dose as the member recorded it (never advice): text, the quantity with its UCUM code, the timing. */
function dosage(m: ExportedMedication) {
  const dose = m.dose_amount !== null && m.dose_unit !== null ? `${m.dose_amount} ${m.dose_unit}` : null;
  const often = m.frequency ? FREQUENCY_TEXT[m.frequency] : null;
  if (!dose && !often) return undefined;
  const code = m.dose_unit ? UCUM_DOSE[m.dose_unit] : undefined;
  const repeat = m.frequency ? TIMING[m.frequency] : undefined;
  return [
    {
      text: [dose, often].filter(Boolean).join(', '),
      ...(repeat ? { timing: { repeat } } : {}),
      ...(m.frequency === 'as_needed' ? { asNeededBoolean: true } : {}),
      ...(dose
        ? { doseAndRate: [{ doseQuantity: { value: m.dose_amount, unit: m.dose_unit, ...(code ? { system: UCUM, code } : {}) } }] }
        : {}),
    },
  ];
}

function statement(m: ExportedMedication, subject: { reference: string }) {
  const period = { ...(m.started_on ? { start: m.started_on } : {}), ...(m.stopped_on ? { end: m.stopped_on } : {}) };
  return {
    resourceType: 'MedicationStatement',
    id: m.id,
    identifier: [{ system: MEDICATION_SYSTEM, value: m.id }],
    status: m.active ? 'active' : m.started_on !== null && m.stopped_on === null ? 'intended' : 'completed',
    medicationCodeableConcept: {
      ...(m.atc ? { coding: [{ system: ATC_SYSTEM, code: m.atc, display: m.name }] } : {}),
      text: m.name,
    },
    subject,
    ...(Object.keys(period).length ? { effectivePeriod: period } : {}),
    dateAsserted: m.created_at,
    ...(m.reason ? { reasonCode: [{ text: m.reason }] } : {}),
    ...(dosage(m) ? { dosage: dosage(m) } : {}),
  };
}

/** The member's medications as a FHIR R4 `collection` Bundle of MedicationStatements about the Patient `patientId`. */
export function fhirMedicationBundle(patientId: string, medications: ExportedMedication[], at: string) {
  const subject = { reference: `urn:uuid:${patientId}` };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at,
    entry: medications.map((m) => ({ fullUrl: `urn:uuid:${m.id}`, resource: statement(m, subject) })),
  };
}
