import { randomUUID } from 'node:crypto';
import { loincCodes, loincUnit, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { bandsFor, classifyMarker, normalRange, ucumOf, type MemberContext } from '@wellpath/shared/health/markers';
import type { LabComparator } from '@wellpath/shared/health/wire';
import { bmiValue } from '@wellpath/shared/health/body';

/** A lab result as the export reads it: the value as the lab gave it, the marker and the lab's own range. */
export interface ExportedLabResult {
  id: string;
  markerName: string;
  def: BloodMarkerDefinition;
  /** As stored: in the catalogue's unit, what the result is read at. */
  value: number;
  originalValue: number;
  originalUnit: string;
  /** A censored result's side ("<0.3"): FHIR's valueQuantity.comparator. */
  comparator: LabComparator | null;
  /** The LOINC code the lab gave it under, when it came with one. */
  loincCode: string | null;
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

/** The member's body measurements in SI and their height (decision 0084), for the vital-signs Observations. */
export interface ExportedBody {
  heightCm: number | null;
  measurements: Array<{ id: string; kind: 'weight' | 'waist' | 'body_fat'; value: number; measuredAt: string }>;
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
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const RANGE_MEANING = 'http://terminology.hl7.org/CodeSystem/referencerange-meaning';
/** Identifiers of the observations this app exports: importing them again stores each once. */
const RESULT_SYSTEM = 'urn:wellpath:blood-result';
const READING_SYSTEM = 'urn:wellpath:blood-pressure-reading';
const BODY_SYSTEM = 'urn:wellpath:body-measurement';

const category = (code: 'laboratory' | 'vital-signs', display: string) => [{ coding: [{ system: CATEGORY, code, display }] }];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const mmHg = (value: number) => ({ value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' });

/** The code the lab used when it is one of the marker's (direct LDL stays 18262-6), else the one that reports in the unit the lab used (mg/dL codes), else the marker's first plain code. */
function loincFor(def: BloodMarkerDefinition, unit: string, given: string | null): string {
  const codes = loincCodes(def);
  if (given !== null && codes.includes(given)) return given;
  return codes.find((c) => loincUnit(def, c) === unit) ?? codes.find((c) => loincUnit(def, c) === null) ?? codes[0]!;
}

/** A quantity with its UCUM code, when the unit has one: the human text stays in `unit`. */
function quantity(def: BloodMarkerDefinition, value: number, unit: string) {
  const code = ucumOf(def, unit);
  return { value, unit, ...(code ? { system: UCUM, code } : {}) };
}

const INTERPRETATIONS = {
  LL: 'Critical low',
  L: 'Low',
  N: 'Normal',
  H: 'High',
  HH: 'Critical high',
} as const;

/** How the app read the result (HL7 v3 ObservationInterpretation): critical first, then high or low against the member's range. */
function interpretation(r: ExportedLabResult, member: MemberContext) {
  const c = classifyMarker(r.def, r.value, member, r.comparator);
  const code: keyof typeof INTERPRETATIONS = c.critical
    ? c.status === 'low'
      ? 'LL'
      : 'HH'
    : c.status === 'high'
      ? 'H'
      : c.status === 'low'
        ? 'L'
        : 'N';
  return [{ coding: [{ system: INTERPRETATION, code, display: INTERPRETATIONS[code] }] }];
}

/**
 * The ranges the result is read against: the lab's own (type normal) when it gave one, then the
 * guideline range the app reads it against for this member (type recommended: a reader that takes
 * the lab's range, this app's import included, leaves it), both in the catalogue's unit.
 */
function referenceRanges(r: ExportedLabResult, member: MemberContext) {
  const { def } = r;
  const bound = (value: number | null) => (value === null ? undefined : quantity(def, value, def.unit));
  const range = (min: number | null, max: number | null, meaning: 'normal' | 'recommended', display: string) => {
    const low = bound(min);
    const high = bound(max);
    return low || high
      ? [{ ...(low ? { low } : {}), ...(high ? { high } : {}), type: { coding: [{ system: RANGE_MEANING, code: meaning, display }] } }]
      : [];
  };
  const guideline = normalRange(bandsFor(def, member).bands, def.decimals);
  return [
    ...range(r.labRangeMin, r.labRangeMax, 'normal', 'Normal Range'),
    ...range(guideline.min, guideline.max, 'recommended', 'Recommended Range'),
  ];
}

function labObservation(r: ExportedLabResult, subject: { reference: string }, member: MemberContext) {
  const code = loincFor(r.def, r.originalUnit, r.loincCode);
  const ranges = referenceRanges(r, member);
  return {
    resourceType: 'Observation',
    id: r.id,
    identifier: [{ system: RESULT_SYSTEM, value: r.id }],
    status: 'final',
    category: category('laboratory', 'Laboratory'),
    code: { coding: [{ system: LOINC, code, display: r.markerName }], text: r.markerName },
    subject,
    effectiveDateTime: r.testDate,
    valueQuantity: { ...(r.comparator ? { comparator: r.comparator } : {}), ...quantity(r.def, r.originalValue, r.originalUnit) },
    interpretation: interpretation(r, member),
    ...(ranges.length ? { referenceRange: ranges } : {}),
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

/** LOINC codes and UCUM units of the body measurements (issue 35): weight, waist, body fat, height, BMI. */
const BODY_CODES = {
  weight: { code: '29463-7', display: 'Body weight', unit: 'kg', ucum: 'kg' },
  waist: { code: '8280-0', display: 'Waist Circumference at umbilicus by Tape measure', unit: 'cm', ucum: 'cm' },
  body_fat: { code: '41982-0', display: 'Percentage of body fat Measured', unit: '%', ucum: '%' },
  height: { code: '8302-2', display: 'Body height', unit: 'cm', ucum: 'cm' },
  bmi: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]', unit: 'kg/m2', ucum: 'kg/m2' },
} as const;

function bodyObservation(id: string, kind: keyof typeof BODY_CODES, value: number, when: string, subject: { reference: string }) {
  const c = BODY_CODES[kind];
  return {
    resourceType: 'Observation',
    id,
    identifier: [{ system: BODY_SYSTEM, value: id }],
    status: 'final',
    category: category('vital-signs', 'Vital Signs'),
    code: { coding: [{ system: LOINC, code: c.code, display: c.display }], text: c.display },
    subject,
    effectiveDateTime: when,
    valueQuantity: { value, unit: c.unit, system: UCUM, code: c.ucum },
  };
}

/**
 * Each measurement with its LOINC code and UCUM unit; the height (kept on the profile, undated: dated
 * at the export) and the BMI of the latest weight with it (one decimal, as the Body screen shows it).
 */
function bodyObservations(body: ExportedBody, subject: { reference: string }, at: string) {
  const out = body.measurements.map((m) => bodyObservation(m.id, m.kind, m.value, m.measuredAt, subject));
  if (body.heightCm === null) return out;
  out.push(bodyObservation(randomUUID(), 'height', body.heightCm, at, subject));
  const latest = body.measurements
    .filter((m) => m.kind === 'weight')
    .reduce<ExportedBody['measurements'][number] | null>((a, m) => (a === null || m.measuredAt > a.measuredAt ? m : a), null);
  if (latest) out.push(bodyObservation(randomUUID(), 'bmi', bmiValue(latest.value, body.heightCm), latest.measuredAt, subject));
  return out;
}

/**
 * The member's lab results and blood pressure readings as a FHIR R4 `collection` Bundle: a Patient,
 * then one Observation per result (the LOINC code the lab used, the value and unit the lab gave with
 * the unit's UCUM code and a censored value's comparator, the lab's range and the guideline's, and how
 * the app read it against `member`'s sex and conditions) and per reading. Entries are addressed by `urn:uuid:` so the Bundle stands on its own.
 */
export function fhirBundle(
  patient: ExportedPatient,
  labs: ExportedLabResult[],
  readings: ExportedBpReading[],
  at: string,
  member: MemberContext = { sex: patient.sex, conditions: new Set() },
  body: ExportedBody = { heightCm: null, measurements: [] },
) {
  const patientUrl = `urn:uuid:${patient.id}`;
  const subject = { reference: patientUrl };
  const observations = [
    ...labs.map((r) => labObservation(r, subject, member)),
    ...readings.flatMap((r) => bpObservations(r, subject)),
    ...bodyObservations(body, subject, at),
  ];
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
