import { BODY_UNITS, storedBodyValue } from '@wellpath/shared/health/body';
import { TARGET_UNITS } from '@wellpath/shared/health/targets';
import { bloodMarkerDefinitionSchema, type BloodMarkerDefinition } from '@wellpath/shared/health/definition';
import { recordAndLabConditions } from '@wellpath/shared/health/lab-evidence';
import { presentEnteredBy } from '../../lib/entered-by.js';
import { parseColumn, parseJsonColumn } from '../../lib/stored-row.js';
import type { ZipFile } from './zip-stream.js';
import type { MemberRecord } from './account-data.repository.js';
import { fhirBundle } from './fhir-export.js';
import { fhirMedicationBundle } from './fhir-medications.js';
import { isTakenOn, medicationSchema } from '@wellpath/shared/health/medications';
import { weightReviewEvidenceSchema } from '@wellpath/shared/health/weight-loss';

/**
 * A JSON text column as the value it holds (answers, provenance...); kept as text if it is not JSON.
 * Not read through a schema (decision 0082): the export is the member's copy of what is stored, as stored.
 */
function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Rows by a key, in their order (Map.groupBy arrives with Node 21). */
function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

const json = (name: string, data: unknown): ZipFile => ({ name, content: `${JSON.stringify(data, null, 2)}\n` });

function readme(clinicName: string, at: string): ZipFile {
  const lines = [
    `Your data at ${clinicName}, exported ${at}.`,
    '',
    'One JSON file per part of your record:',
    '  profile.json          your account details, lifestyle pillars, onboarding and sign-in history',
    '  conditions.json       the conditions on your record (and those you took off it)',
    '  surveys.json          every survey you completed with your answers and scores, and unfinished drafts',
    '  recommendations.json  the recommendations made to you and their status',
    '  programmes.json       your programmes, every tracked day, and the programmes suggested to you',
    '  lab-reports.json      your lab reports and their results',
    '  blood-pressure.json   your blood pressure readings',
    '  body.json             your height, your weight (kg), waist (cm) and body fat (%) measurements, the waist cut-off you chose and any weight loss flagged to the care team',
    '  medications.json      your medications: name, class and WHO ATC code, dose, how often, reason, started and stopped, and the days you ticked each in the daily check',
    '  targets.json          the targets your care team set for you: who set each, when and why',
    '  activities.json       the activities you logged',
    '  appointments.json     your appointments with the care team: which visit, with whom, when, and whether moved or cancelled',
    '  reminders.json        your reminder e-mail choices (which ones, at what time, in which time zone) and those sent',
    '  requests.json         your programme requests and the care team’s replies',
    '  messages.json         your conversations with the care team',
    '  alerts.json           the urgent alerts your answers or readings raised for the care team',
    '  care-notes.json       the notes your care team wrote about your care, with their addenda',
    '  access-log.json       who on the care team looked at or changed your record, and when',
    '',
    'fhir-observations.json holds your lab results and blood pressure readings as a FHIR R4 Bundle',
    'of Observations with LOINC codes: health apps and clinics that read FHIR can import it, and so',
    'can the blood results page of this app (lab results; blood pressure is added by hand there).',
    'fhir-medications.json holds your medications as a FHIR R4 Bundle of MedicationStatements with',
    'their WHO ATC codes, about the same Patient.',
    '',
  ];
  return { name: 'README.txt', content: lines.join('\r\n') };
}

/**
 * The files of a member's export, made one at a time as the ZIP asks for them (see zipStream).
 * Secrets (password hash, second-factor keys, token hashes) are never part of it.
 */
export function* exportFiles(record: MemberRecord, clinicName: string, at: string): Generator<ZipFile> {
  const { user } = record;
  if (!user) return;
  yield readme(clinicName, at);
  yield json('profile.json', {
    exported_at: at,
    account: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      date_of_birth: user.date_of_birth,
      sex: user.sex,
      address: { street: user.street, city: user.city, province: user.province, postal_code: user.postal_code },
      created_at: user.created_at,
      updated_at: user.updated_at,
      email_verified_at: user.email_verified_at,
      agreements_accepted_at: user.agreements_accepted_at,
      last_active_at: user.last_active_at,
    },
    lifestyle_pillars: record.pillars.map((p) => ({ key: p.key, name: p.name, active: p.is_active === 1, updated_at: p.updated_at })),
    onboarding: record.onboarding
      ? {
          status: record.onboarding.status,
          started_at: record.onboarding.started_at,
          completed_at: record.onboarding.completed_at,
          surveys: record.onboardingSurveys.map((s) => ({ ...s, source: parsed(s.source) })),
        }
      : null,
    sign_in_history: record.securityEvents,
  });
  yield json('conditions.json', {
    on_record: record.conditions.map((c) => ({ ...c, source: parsed(c.source) })),
    taken_off_record: record.unmarkedConditions,
  });
  yield json('surveys.json', {
    responses: record.surveyResponses.map((r) => ({
      id: r.id,
      survey: { key: r.key, title: r.title },
      completed_at: r.completed_at,
      answers: parsed(r.answers),
      score: r.score,
      range: r.range_text,
      alerts: parsed(r.alerts),
      outcomes: parsed(r.outcomes),
    })),
    drafts: record.surveyDrafts.map((d) => ({
      survey: { key: d.key, title: d.title },
      answers: parsed(d.answers),
      step: d.step,
      updated_at: d.updated_at,
    })),
  });
  yield json(
    'recommendations.json',
    record.recommendations.map((r) => ({ ...r, source: parsed(r.source) })),
  );
  const days = groupBy(record.tracking, (t) => t.enrollment_id);
  yield json('programmes.json', {
    programmes: record.enrollments.map((e) => ({
      program: { key: e.key, title: e.title },
      status: e.status,
      started_at: e.started_at,
      start_day: e.start_day,
      ended_at: e.ended_at,
      tracking: (days.get(e.id) ?? []).map((t) => ({
        date: t.date,
        completed_items: parsed(t.completed_items),
        item_values: parsed(t.item_values),
        exercise_tracking: parsed(t.exercise_tracking),
        created_at: t.created_at,
        updated_at: t.updated_at,
      })),
    })),
    suggestions: record.suggestions.map((s) => ({ ...s, source: parsed(s.source) })),
  });
  const results = groupBy(record.bloodResults, (r) => r.report_id);
  yield json(
    'lab-reports.json',
    record.labReports.map((report) => ({
      test_date: report.test_date,
      lab_name: report.lab_name,
      source: report.source,
      created_at: report.created_at,
      entered_by: presentEnteredBy(report.entered_by, 'lab_reports.entered_by'),
      results: (results.get(report.id) ?? []).map((r) => ({
        marker: { key: r.marker_key, name: r.marker_name },
        value: r.value,
        unit: r.marker_unit,
        as_reported: { value: r.original_value, unit: r.original_unit, ...(r.comparator ? { comparator: r.comparator } : {}) },
        lab_range: r.lab_range_min === null && r.lab_range_max === null ? null : { min: r.lab_range_min, max: r.lab_range_max },
      })),
    })),
  );
  yield json(
    'blood-pressure.json',
    record.bloodPressure.map(({ id: _id, entered_by, ...r }) => ({
      ...r,
      entered_by: presentEnteredBy(entered_by, 'bp_readings.entered_by'),
    })),
  );
  yield json('body.json', {
    height_cm: user.height_cm === null ? null : storedBodyValue(user.height_cm),
    measurements: record.bodyMeasurements.map(({ id: _id, ...m }) => ({ ...m, value: storedBodyValue(m.value), unit: BODY_UNITS[m.kind] })),
    // The population of the waist cut-off chosen (decision 0102) and the weight losses flagged to the care team (decision 0103).
    waist_population: user.waist_population,
    weight_reviews: record.weightReviews.map((r) => ({
      ...r,
      evidence: parseJsonColumn(weightReviewEvidenceSchema, r.evidence, 'weight_reviews.evidence'),
    })),
  });
  const medications = record.medications.map(({ track_daily: trackDaily, track_since: trackSince, ...m }) => ({
    ...m,
    // The daily "taken" check (decision 0112): whether it is on, since when, and every day ticked.
    daily_check: {
      on: Number(trackDaily ?? 0) === 1,
      since: trackSince ?? null,
      taken_days: record.medicationDoses.filter((d) => d.medication_id === m.id).map((d) => d.day),
    },
    drug_class: parseColumn(medicationSchema.shape.drug_class, m.drug_class, 'medications.drug_class'),
    frequency: parseColumn(medicationSchema.shape.frequency, m.frequency, 'medications.frequency'),
    dose_amount: m.dose_amount === null ? null : Math.round(Number(m.dose_amount) * 1000) / 1000,
  }));
  yield json(
    'medications.json',
    medications.map(({ id: _id, ...m }) => m),
  );
  yield json(
    'targets.json',
    record.targets.map((r) => {
      const stored = (n: number) => Math.round(Number(n) * 100) / 100;
      return { ...r, value: stored(r.value), diastolic: r.diastolic === null ? null : stored(r.diastolic), unit: TARGET_UNITS[r.kind] };
    }),
  );
  yield json('appointments.json', record.appointments);
  yield json(
    'activities.json',
    record.activities.map((a) => ({ ...a, strength: a.strength === 1 })),
  );
  yield json('requests.json', record.requests);
  const messages = groupBy(record.messages, (m) => m.thread_id);
  yield json(
    'messages.json',
    record.threads.map((t) => ({
      subject: t.subject,
      coach: t.coach,
      created_at: t.created_at,
      updated_at: t.updated_at,
      messages: (messages.get(t.id) ?? []).map((m) => ({
        from: m.author_role === 'member' ? 'you' : 'care team',
        body: m.body,
        created_at: m.created_at,
      })),
    })),
  );
  const prefs = record.reminderPreferences;
  yield json('reminders.json', {
    preferences: prefs
      ? {
          daily: prefs.daily === 1,
          weekly: prefs.weekly === 1,
          blood_pressure: prefs.blood_pressure === 1,
          time: prefs.time,
          time_zone: prefs.time_zone,
          created_at: prefs.created_at,
          updated_at: prefs.updated_at,
        }
      : null,
    sent: record.reminderSends,
  });
  yield json('alerts.json', record.alerts);
  const addenda = groupBy(record.careNoteAddenda, (a) => a.note_id);
  yield json(
    'care-notes.json',
    record.careNotes.map((n) => ({
      type: n.type,
      noted_on: n.noted_on,
      text: n.body,
      author: { name: n.author_name, role: n.author_role },
      created_at: n.created_at,
      updated_at: n.updated_at,
      addenda: (addenda.get(n.id) ?? []).map((a) => ({
        text: a.body,
        author: { name: a.author_name, role: a.author_role },
        created_at: a.created_at,
      })),
    })),
  );
  yield json('access-log.json', record.accessLog);
  const definitions = new Map<string, BloodMarkerDefinition>();
  const definition = (r: MemberRecord['bloodResults'][number]) => {
    let def = definitions.get(r.marker_id);
    if (!def)
      definitions.set(r.marker_id, (def = parseJsonColumn(bloodMarkerDefinitionSchema, r.marker_definition, 'blood_markers.definition')));
    return def;
  };
  const today = at.slice(0, 10);
  yield json(
    'fhir-medications.json',
    fhirMedicationBundle(
      user.id,
      medications.map((m) => ({ ...m, active: isTakenOn(m, today) })),
      at,
    ),
  );
  yield json(
    'fhir-observations.json',
    fhirBundle(
      { id: user.id, firstName: user.first_name, lastName: user.last_name, dateOfBirth: user.date_of_birth, sex: user.sex },
      record.bloodResults.map((r) => ({
        id: r.id,
        markerName: r.marker_name,
        def: definition(r),
        value: Number(r.value),
        originalValue: r.original_value,
        originalUnit: r.original_unit,
        comparator: r.comparator,
        loincCode: r.loinc_code,
        testDate: r.test_date,
        labRangeMin: r.lab_range_min,
        labRangeMax: r.lab_range_max,
      })),
      record.bloodPressure.map((r) => ({
        id: r.id,
        systolic: r.systolic,
        diastolic: r.diastolic,
        pulse: r.pulse,
        measuredAt: r.measured_at,
      })),
      at,
      {
        sex: user.sex,
        // The conditions on the record and those the labs show, as the blood results read them (decision 0083).
        conditions: recordAndLabConditions(
          record.conditions.map((c) => c.key),
          record.bloodResults.map((r) => ({ marker: r.marker_key, value: Number(r.value), date: r.test_date })),
        ),
      },
      // Weight, waist, body fat, height and BMI with their LOINC codes and UCUM units (issue 35).
      {
        heightCm: user.height_cm === null ? null : storedBodyValue(user.height_cm),
        measurements: record.bodyMeasurements.map((m) => ({
          id: m.id,
          kind: m.kind,
          value: storedBodyValue(m.value),
          measuredAt: m.measured_at,
        })),
      },
    ),
  );
}
