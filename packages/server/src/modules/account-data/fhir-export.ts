import { randomUUID } from 'node:crypto';
import { loincCodes, loincUnit, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';

/** A lab result as the export reads it: the value as the lab gave it, the marker and the lab's own range. */
export interface ExportedLabResult {
  id: string;
  markerName: string;
  def: BloodMarkerDefinition;
  originalValue: number;
  originalUnit: string;
  testDate: string;
  labRangeMin: number | null;
  labRangeMax: number | null;
}

export interface ExportedBpReading {
  id: string;
  systolic: number;
  diastolic: number;
  pulse: number | null;
  measuredAt: string;
}

export interface ExportedPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: 'female' | 'male' | null;
}

const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';
const CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
/** Identifiers of the observations this app exports: importing them again stores each once. */
const RESULT_SYSTEM = 'urn:wellpath:blood-result';
const READING_SYSTEM = 'urn:wellpath:blood-pressure-reading';

const category = (code: 'laboratory' | 'vital-signs', display: string) => [{ coding: [{ system: CATEGORY, code, display }] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mmHg = (value: number) => ({ value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' });

/** The LOINC code that reports in the unit the lab used (mg/dL codes), else the marker's first plain code. */
function loincFor(def: BloodMarkerDefinition, unit: string): string {
  const codes = loincCodes(def);
  return codes.find((c) => loincUnit(def, c) === unit) ?? codes.find((c) => loincUnit(def, c) === null) ?? codes[0]!;
}

function labObservation(r: ExportedLabResult, subject: { reference: string }) {
  const code = loincFor(r.def, r.originalUnit);
  const bound = (value: number | null) => (value === null ? undefined : { value, unit: r.def.unit });
  const low = bound(r.labRangeMin);
  const high = bound(r.labRangeMax);
  return {
    resourceType: 'Observation',
    id: r.id,
    identifier: [{ system: RESULT_SYSTEM, value: r.id }],
    status: 'final',
    category: category('laboratory', 'Laboratory'),
    code: { coding: [{ system: LOINC, code, display: r.markerName }], text: r.markerName },
    subject,
    effectiveDateTime: r.testDate,
    valueQuantity: { value: r.originalValue, unit: r.originalUnit },
    ...(low || high ? { referenceRange: [{ ...(low ? { low } : {}), ...(high ? { high } : {}) }] } : {}),
  };
}

/** A reading as the FHIR vital-signs profiles write it: the 85354-9 panel with its two components, the pulse on its own. */
function bpObservations(r: ExportedBpReading, subject: { reference: string }) {
  const panel = {
    resourceType: 'Observation',
    id: r.id,
    identifier: [{ system: READING_SYSTEM, value: r.id }],
    status: 'final',
    category: category('vital-signs', 'Vital Signs'),
    code: {
      coding: [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel with all children optional' }],
      text: 'Blood pressure',
    },
    subject,
    effectiveDateTime: r.measuredAt,
    component: [
      { code: { coding: [{ system: LOINC, code: '8480-6', display: 'Systolic blood pressure' }] }, valueQuantity: mmHg(r.systolic) },
      { code: { coding: [{ system: LOINC, code: '8462-4', display: 'Diastolic blood pressure' }] }, valueQuantity: mmHg(r.diastolic) },
    ],
  };
  if (r.pulse === null) return [panel];
  const pulse = {
    resourceType: 'Observation',
    id: `${r.id}-pulse`,
    identifier: [{ system: READING_SYSTEM, value: `${r.id}-pulse` }],
    status: 'final',
    category: category('vital-signs', 'Vital Signs'),
    code: { coding: [{ system: LOINC, code: '8867-4', display: 'Heart rate' }], text: 'Pulse' },
    subject,
    effectiveDateTime: r.measuredAt,
    valueQuantity: { value: r.pulse, unit: 'beats/minute', system: UCUM, code: '/min' },
  };
  return [panel, pulse];
}

/**
 * The member's lab results and blood pressure readings as a FHIR R4 `collection` Bundle: a Patient,
 * then one Observation per result (LOINC code, the value and unit the lab gave, the lab's range) and
 * per reading. Entries are addressed by `urn:uuid:` so the Bundle stands on its own.
 */
export function fhirBundle(patient: ExportedPatient, labs: ExportedLabResult[], readings: ExportedBpReading[], at: string) {
  const patientUrl = `urn:uuid:${patient.id}`;
  const subject = { reference: patientUrl };
  const observations = [...labs.map((r) => labObservation(r, subject)), ...readings.flatMap((r) => bpObservations(r, subject))];
  // Ids are UUIDs, so they make the entries' addresses; a pulse (split from its reading) gets its own.
  const fullUrl = (id: string) => `urn:uuid:${UUID.test(id) ? id : randomUUID()}`;
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: at,
    entry: [
      {
        fullUrl: patientUrl,
        resource: {
          resourceType: 'Patient',
          id: patient.id,
          name: [{ family: patient.lastName, given: [patient.firstName] }],
          ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
          ...(patient.sex ? { gender: patient.sex } : {}),
        },
      },
      ...observations.map((resource) => ({ fullUrl: fullUrl(resource.id), resource })),
    ],
  };
}
