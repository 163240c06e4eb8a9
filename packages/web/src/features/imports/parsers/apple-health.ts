import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ActivityBody } from '@wellpath/shared/health/activity';
import { appleDate, type Collector } from './collect';
import { ImportFileError, type ByteSource } from './read';

// Apple Health's export (Health app > profile > Export All Health Data): export.zip holding
// apple_health_export/export.xml, one <Record> per sample, <Correlation> pairing a blood pressure's
// systolic and diastolic, <Workout> per workout (docs/imports.md says where the structure comes from).
// Read as a stream: the ZIP entry is inflated chunk by chunk (zip.ts) and the XML parsed as it comes,
// so the memory used does not grow with the file.

const KG: Record<string, number> = { kg: 1, g: 0.001, lb: 0.45359237, st: 6.35029318 };
const CM: Record<string, number> = { cm: 1, m: 100, mm: 0.1, in: 2.54, ft: 30.48 };
const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

type ActivityType = ActivityBody['type'];
type Intensity = ActivityBody['intensity'];

/** HKWorkoutActivityType... to the app's activity types; the rest is "other". */
const WORKOUT_TYPES: Record<string, ActivityType> = {
  Walking: 'walking',
  Running: 'running',
  Cycling: 'cycling',
  HandCycling: 'cycling',
  Swimming: 'swimming',
  TraditionalStrengthTraining: 'strength',
  FunctionalStrengthTraining: 'strength',
  CoreTraining: 'strength',
  Yoga: 'yoga',
  Dance: 'dance',
  SocialDance: 'dance',
  CardioDance: 'dance',
  DanceInspiredTraining: 'dance',
  Hiking: 'hiking',
  Soccer: 'sports',
  Basketball: 'sports',
  Tennis: 'sports',
  Badminton: 'sports',
  Volleyball: 'sports',
  Hockey: 'sports',
  Golf: 'sports',
  Baseball: 'sports',
  Pickleball: 'sports',
  TableTennis: 'sports',
  Squash: 'sports',
  Racquetball: 'sports',
};
/** Workouts usually done hard (vigorous) or gently (light); the others count as moderate. */
const VIGOROUS = new Set([
  'Running',
  'HighIntensityIntervalTraining',
  'JumpRope',
  'Boxing',
  'Kickboxing',
  'Rowing',
  'CrossTraining',
  'StairClimbing',
  'Stairs',
  'MixedCardio',
  'Swimming',
]);
const LIGHT = new Set([
  'Yoga',
  'MindAndBody',
  'Flexibility',
  'Cooldown',
  'Pilates',
  'TaiChi',
  'Preparation and Recovery',
  'PreparationAndRecovery',
]);

/** The export's quantity types the app keeps; other types are counted as not kept when the app has no place for them. */
const NOT_KEPT = new Set(['HKQuantityTypeIdentifierRestingHeartRate']);

type Attributes = Record<string, string>;

function quantity(a: Attributes, table: Record<string, number>): number | null {
  const factor = table[a.unit ?? ''];
  const value = Number(a.value);
  return factor === undefined || a.value === undefined || !Number.isFinite(value) ? null : value * factor;
}

/** A blood pressure being read: its correlation's attributes and the two samples inside it. */
interface OpenCorrelation {
  attributes: Attributes;
  systolic?: number;
  diastolic?: number;
  bad?: string;
}

function record(collector: Collector, correlation: OpenCorrelation | null, a: Attributes): void {
  const type = a.type ?? '';
  collector.records += 1;
  if (correlation) {
    if (type === 'HKQuantityTypeIdentifierBloodPressureSystolic' || type === 'HKQuantityTypeIdentifierBloodPressureDiastolic') {
      const value = a.unit === 'mmHg' ? Number(a.value) : NaN;
      if (!Number.isFinite(value)) correlation.bad = 'unknown_unit';
      else if (type.endsWith('Systolic')) correlation.systolic = Math.round(value);
      else correlation.diastolic = Math.round(value);
    }
    return;
  }
  switch (type) {
    case 'HKQuantityTypeIdentifierStepCount': {
      collector.addStepsAt(a.startDate, Number(a.value), a.sourceName ?? '');
      return;
    }
    case 'HKQuantityTypeIdentifierBodyMass':
    case 'HKQuantityTypeIdentifierWaistCircumference':
    case 'HKQuantityTypeIdentifierBodyFatPercentage':
    case 'HKQuantityTypeIdentifierHeight': {
      const measured_at = appleDate(a.startDate) ?? '';
      if (type === 'HKQuantityTypeIdentifierBodyFatPercentage') {
        // Kept as a fraction of one, with the unit "%".
        const v = Number(a.value);
        if (a.unit !== '%' || !Number.isFinite(v)) return collector.refuse('body_fat', 'unknown_unit', measured_at);
        return collector.add({ kind: 'body_fat', value: round(v <= 1 ? v * 100 : v, 1), measured_at });
      }
      const kind = type === 'HKQuantityTypeIdentifierBodyMass' ? 'weight' : type === 'HKQuantityTypeIdentifierHeight' ? 'height' : 'waist';
      const v = quantity(a, kind === 'weight' ? KG : CM);
      if (kind === 'height') {
        if (v !== null) collector.height(round(v, 1), measured_at);
        return;
      }
      if (v === null) return collector.refuse(kind, 'unknown_unit', measured_at);
      return collector.add({ kind, value: round(v, 2), measured_at });
    }
    default:
      // Blood pressure comes paired in its correlation; the same samples are listed again on their own.
      if (NOT_KEPT.has(type)) collector.skip(type);
  }
}

function workout(collector: Collector, a: Attributes): void {
  collector.records += 1;
  const name = (a.workoutActivityType ?? '').replace(/^HKWorkoutActivityType/, '');
  const start = appleDate(a.startDate);
  const end = appleDate(a.endDate);
  const unit = a.durationUnit ?? 'min';
  const duration = Number(a.duration);
  const minutes =
    a.duration !== undefined && Number.isFinite(duration)
      ? duration * (unit === 'min' ? 1 : unit === 's' ? 1 / 60 : unit === 'hr' || unit === 'h' ? 60 : NaN)
      : start && end
        ? (Date.parse(end) - Date.parse(start)) / 60_000
        : NaN;
  const startMs = start ? Date.parse(start) : NaN;
  if (!Number.isFinite(startMs)) return collector.refuse('activity', 'unreadable', a.startDate ?? '');
  const intensity: Intensity = VIGOROUS.has(name) ? 'vigorous' : LIGHT.has(name) ? 'light' : 'moderate';
  collector.add({
    kind: 'activity',
    date: collector.dayOf(startMs),
    type: WORKOUT_TYPES[name] ?? 'other',
    minutes: Math.round(minutes),
    intensity,
  });
}

/** Reads export.xml's elements into the collector. `onElement`: each record found (progress). */
export function appleHealthXmlParser(collector: Collector) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  let correlation: OpenCorrelation | null = null;
  let sawHealthData = false;

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const a = tag.attributes;
    switch (tag.name) {
      case 'HealthData':
        sawHealthData = true;
        return;
      case 'Record':
        return record(collector, correlation, a);
      case 'Correlation':
        collector.records += 1;
        if (a.type === 'HKCorrelationTypeIdentifierBloodPressure') correlation = { attributes: a };
        return;
      case 'Workout':
        return workout(collector, a);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name !== 'Correlation' || !correlation) return;
    const { attributes, systolic, diastolic, bad } = correlation;
    correlation = null;
    const measured_at = appleDate(attributes.startDate) ?? '';
    if (bad) return collector.refuse('blood_pressure', bad, measured_at);
    if (systolic === undefined || diastolic === undefined) return collector.refuse('blood_pressure', 'unreadable', measured_at);
    collector.add({ kind: 'blood_pressure', systolic, diastolic, measured_at });
  });
  parser.on('error', (err) => {
    throw new ImportFileError('damaged', err.message);
  });

  return {
    write(text: string) {
      parser.write(text);
    },
    close() {
      try {
        parser.close();
      } catch (err) {
        throw err instanceof ImportFileError ? new ImportFileError('truncated', err.message) : err;
      }
      if (!sawHealthData) throw new ImportFileError('unrecognised', 'no HealthData element');
    },
  };
}

/** export.xml read straight (a member who unzipped the export). */
export async function readAppleHealthXml(source: ByteSource, collector: Collector): Promise<void> {
  const xml = appleHealthXmlParser(collector);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  await source.each((chunk) => xml.write(decoder.decode(chunk, { stream: true })));
  xml.write(decoder.decode());
  xml.close();
}
