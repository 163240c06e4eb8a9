import { zipSync } from 'fflate';
import exportXml from '../fixtures/apple_health_export/export.xml?raw';
import exportCda from '../fixtures/apple_health_export/export_cda.xml?raw';
import weightCsv from '../fixtures/weight.csv?raw';
import bpCsv from '../fixtures/bp.csv?raw';
import omronCsv from '../fixtures/omron-bp.csv?raw';
import googleFitCsv from '../fixtures/Daily activity metrics.csv?raw';
import fitbitWeight from '../fixtures/weight-2026-10-13.json?raw';
import fitbitSteps from '../fixtures/steps-2026-11-01.json?raw';
import healthLogCsv from '../fixtures/health-log.csv?raw';
import { describe, expect, it } from 'vitest';
import { Collector } from './collect';
import { headerSignature, parseFile } from './parse-file';
import type { CsvMapping } from './mapped-csv';
import { blobSource, CsvNeedsMapping, ImportFileError } from './read';

// The parsers on the fixture files of each app (docs/imports.md says where each structure comes
// from), read as the worker reads them: a Blob streamed in chunks.

const encode = (text: string) => new TextEncoder().encode(text);
/** export.zip as the Health app writes it: the folder apple_health_export with export.xml and export_cda.xml (e2e uses the built file). */
const exportZip = zipSync({
  'apple_health_export/': new Uint8Array(0),
  'apple_health_export/export_cda.xml': encode(exportCda),
  'apple_health_export/export.xml': encode(exportXml),
});
const FIXTURES: Record<string, Uint8Array> = {
  'export.zip': exportZip,
  'apple_health_export/export.xml': encode(exportXml),
  'weight.csv': encode(weightCsv),
  'bp.csv': encode(bpCsv),
  'omron-bp.csv': encode(omronCsv),
  'Daily activity metrics.csv': encode(googleFitCsv),
  'weight-2026-10-13.json': encode(fitbitWeight),
  'steps-2026-11-01.json': encode(fitbitSteps),
  'health-log.csv': encode(healthLogCsv),
};
const NOW = Date.parse('2026-11-21T15:00:00Z');
/** Bytes as the File the worker gets: its size, its first bytes and a stream of 16 KiB pieces. */
function blobOf(data: Uint8Array | string): Blob {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
  return {
    size: bytes.length,
    slice: (start: number, end: number) => ({ arrayBuffer: async () => bytes.slice(start, end).buffer }),
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.slice(i, i + 16_384));
          controller.close();
        },
      }),
  } as unknown as Blob;
}
const fixture = (name: string) => blobOf(FIXTURES[name]!);
const parse = (blob: Blob, timeZone = 'America/Toronto', mapping?: CsvMapping) =>
  parseFile(blobSource(blob), { timeZone, now: NOW, ...(mapping ? { mapping } : {}) });
const failure = async (blob: Blob) => {
  try {
    await parse(blob);
  } catch (err) {
    if (err instanceof ImportFileError) return err.code;
    throw err;
  }
  return 'parsed';
};

describe('Apple Health export', () => {
  it('reads body mass, waist, body fat, blood pressure pairs, steps per day and workouts from export.zip', async () => {
    const result = await parse(fixture('export.zip'));
    expect(result.source).toBe('apple_health');
    const of = (kind: string) => result.values.filter((v) => v.kind === kind);
    expect(of('weight')).toEqual([
      { kind: 'weight', value: 84.1, measured_at: '2023-03-02T07:40:00-05:00' },
      { kind: 'weight', value: 82.35, measured_at: '2026-09-14T07:31:00-04:00' },
      { kind: 'weight', value: 81.64, measured_at: '2026-11-02T07:28:00-05:00' },
    ]);
    expect(of('body_fat')).toEqual([{ kind: 'body_fat', value: 31.2, measured_at: '2026-11-02T07:28:00-05:00' }]);
    expect(of('waist')).toEqual([{ kind: 'waist', value: 91.44, measured_at: '2026-11-02T20:15:00-05:00' }]);
    // Paired from the correlations only: the same samples listed again on their own are not two readings.
    expect(of('blood_pressure')).toEqual([
      { kind: 'blood_pressure', systolic: 134, diastolic: 86, measured_at: '2026-11-04T07:02:00-05:00' },
      { kind: 'blood_pressure', systolic: 142, diastolic: 91, measured_at: '2026-11-05T21:14:00-05:00' },
    ]);
    // The phone's 4514 and the watch's 1338 counted the same walks: the day is the larger, not the sum.
    expect(of('steps')).toEqual([
      { kind: 'steps', date: '2026-11-02', steps: 4514 },
      { kind: 'steps', date: '2026-11-03', steps: 412 },
    ]);
    expect(of('activity')).toEqual([
      { kind: 'activity', date: '2026-11-02', type: 'running', minutes: 32, intensity: 'vigorous' },
      { kind: 'activity', date: '2026-11-04', type: 'yoga', minutes: 45, intensity: 'light' },
    ]);
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'weight', count: 1, example: '2026-11-03T08:00:00-05:00' })]);
    expect(result.notKept).toEqual({ HKQuantityTypeIdentifierRestingHeartRate: 1 });
    expect(result.height).toEqual({ value: 166, measured_at: '2024-02-01T19:02:11-05:00' });
  });

  it('reads export.xml on its own the same, and sums steps in the member’s own time zone', async () => {
    const xml = fixture('apple_health_export/export.xml');
    const zipped = await parse(fixture('export.zip'));
    expect((await parse(xml)).values).toEqual(zipped.values);
    // In Vancouver the watch's 23:20 and 00:05 (Toronto) steps fall on 2 November.
    const west = await parse(xml, 'America/Vancouver');
    expect(west.values.filter((v) => v.kind === 'steps')).toEqual([{ kind: 'steps', date: '2026-11-02', steps: 4514 }]);
  });

  it('puts steps on the member’s day where their midnight falls inside an hour (Newfoundland, UTC−3:30)', async () => {
    const step = (start: string, n: number) =>
      `<Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="${start}" endDate="${start}" value="${n}"/>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_CA">${step('2026-11-02 22:20:00 -0500', 100)}${step('2026-11-02 22:40:00 -0500', 7)}${step('2026-11-02 22:50:00 -0500', 3)}</HealthData>`;
    const result = await parse(blobOf(xml), 'America/St_Johns');
    expect(result.values).toEqual([
      { kind: 'steps', date: '2026-11-02', steps: 100 },
      { kind: 'steps', date: '2026-11-03', steps: 10 },
    ]);
  });

  it('reads the XML as it streams, in pieces of any size', async () => {
    const bytes = FIXTURES['apple_health_export/export.xml']!;
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.subarray(i, i + 7));
    const collector = new Collector('America/Toronto', NOW);
    const result = await parseFile(
      {
        size: bytes.length,
        head: async (n) => bytes.subarray(0, n),
        each: async (chunk) => {
          for (const c of chunks) chunk(c, false);
          chunk(new Uint8Array(0), true);
        },
      },
      { timeZone: 'America/Toronto', collector },
    );
    expect(result.values).toHaveLength(11);
    expect(collector.records).toBeGreaterThan(15);
  });

  it('says a truncated or damaged export is one, and gives no values', async () => {
    const zip = exportZip;
    expect(await failure(blobOf(zip.subarray(0, Math.floor(zip.length / 2))))).toBe('truncated');
    const damaged = Uint8Array.from(zip);
    for (let i = 1500; i < 1700; i++) damaged[i] = damaged[i]! ^ 0x5a;
    expect(['damaged', 'truncated']).toContain(await failure(blobOf(damaged)));
    const xml = exportXml;
    expect(await failure(blobOf(xml.slice(0, xml.length - 400)))).toBe('truncated');
    expect(await failure(blobOf(xml.replace('<Workout workoutActivityType', '<Workout <<< workoutActivityType')))).toBe('damaged');
    const other = zipSync({ 'notes/readme.txt': new TextEncoder().encode('hello') });
    expect(await failure(blobOf(other))).toBe('unrecognised');
  });
});

describe('Withings and Omron Connect CSV exports', () => {
  it('reads Withings weight.csv: weights in the member’s time zone and body fat from the fat mass', async () => {
    const result = await parse(fixture('weight.csv'));
    expect(result.source).toBe('withings');
    expect(result.values).toEqual([
      { kind: 'weight', value: 81.64, measured_at: '2026-11-02T12:28:00.000Z' },
      { kind: 'body_fat', value: 31.2, measured_at: '2026-11-02T12:28:00.000Z' },
      { kind: 'weight', value: 82.05, measured_at: '2026-10-18T11:42:15.000Z' },
      { kind: 'body_fat', value: 31.5, measured_at: '2026-10-18T11:42:15.000Z' },
      { kind: 'weight', value: 82.35, measured_at: '2026-09-14T11:31:00.000Z' },
      { kind: 'weight', value: 85.2, measured_at: '2023-01-05T13:10:00.000Z' },
      { kind: 'body_fat', value: 32.7, measured_at: '2023-01-05T13:10:00.000Z' },
    ]);
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'weight', count: 1 })]);
  });

  it('reads Withings bp.csv with the pulse, and refuses a reading whose numbers are the wrong way round', async () => {
    const result = await parse(fixture('bp.csv'));
    expect(result.source).toBe('withings');
    expect(result.values).toEqual([
      { kind: 'blood_pressure', systolic: 134, diastolic: 86, pulse: 68, measured_at: '2026-11-04T12:02:00.000Z' },
      { kind: 'blood_pressure', systolic: 128, diastolic: 82, pulse: 72, measured_at: '2026-10-31T01:10:00.000Z' },
      { kind: 'blood_pressure', systolic: 131, diastolic: 84, measured_at: '2026-10-12T10:55:00.000Z' },
    ]);
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'blood_pressure', count: 1 })]);
  });

  it('reads the Omron Connect blood-pressure CSV', async () => {
    const result = await parse(fixture('omron-bp.csv'));
    expect(result.source).toBe('omron');
    expect(result.values).toEqual([
      { kind: 'blood_pressure', systolic: 129, diastolic: 83, pulse: 66, measured_at: '2026-11-06T12:12:00.000Z' },
      { kind: 'blood_pressure', systolic: 137, diastolic: 88, pulse: 71, measured_at: '2026-11-06T02:40:00.000Z' },
      { kind: 'blood_pressure', systolic: 133, diastolic: 85, pulse: 64, measured_at: '2026-11-05T12:05:00.000Z' },
    ]);
  });

  it('reads Google Fit’s daily activity metrics: the day’s steps, and its average weight at noon', async () => {
    const result = await parse(fixture('Daily activity metrics.csv'));
    expect(result.source).toBe('google_fit');
    expect(result.values).toEqual([
      { kind: 'steps', date: '2026-11-01', steps: 7712 },
      { kind: 'steps', date: '2026-11-02', steps: 9844 },
      { kind: 'weight', value: 81.6, measured_at: '2026-11-02T17:00:00.000Z' },
      { kind: 'steps', date: '2026-11-03', steps: 1406 },
      { kind: 'weight', value: 81.9, measured_at: '2026-11-04T17:00:00.000Z' },
    ]);
  });

  it('refuses readings in the future, a cut-off CSV, an empty file and a file of no known app', async () => {
    const future = await parse(blobOf('Date,"Heart rate",Systolic,Diastolic,Comments\n"2026-12-24 08:00:00",70,120,80,\n'));
    expect(future.values).toEqual([]);
    expect(future.refused).toEqual([expect.objectContaining({ kind: 'blood_pressure', reason: 'future', count: 1 })]);
    expect(await failure(blobOf('Date,"Heart rate",Systolic,Diastolic,Comments\n"2026-11-04 07:02:00",68,134,86,"unfinished'))).toBe(
      'truncated',
    );
    expect(await failure(blobOf(''))).toBe('empty');
    expect(await failure(blobOf('name,email\nAvery,avery@example.com\n'))).toBe('unmapped');
    expect(await failure(blobOf('just one line of prose without columns\n'))).toBe('unrecognised');
    expect(await failure(blobOf('<?xml version="1.0"?><rss></rss>'))).toBe('unrecognised');
  });
});

describe('Fitbit (Google Takeout) JSON files', () => {
  it('reads weight-*.json of an account in pounds: weights in kg at the local time, body fat, the implausible one refused', async () => {
    const result = await parse(fixture('weight-2026-10-13.json'));
    expect(result.source).toBe('fitbit');
    expect(result.values).toEqual([
      { kind: 'weight', value: 84.1, measured_at: '2026-10-13T11:29:35.000Z' },
      { kind: 'body_fat', value: 31.5, measured_at: '2026-10-13T11:29:35.000Z' },
      { kind: 'weight', value: 83.55, measured_at: '2026-10-20T11:31:02.000Z' },
      { kind: 'weight', value: 82.92, measured_at: '2026-11-03T12:30:10.000Z' },
      { kind: 'body_fat', value: 31.1, measured_at: '2026-11-03T12:30:10.000Z' },
    ]);
    // 1836 lb (a slip of the finger on fitbit.com) is 832.8 kg: refused with the app's bound.
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'weight', count: 1, example: '2026-10-27T11:28:44.000Z' })]);
    expect(result.records).toBe(4);
  });

  it('reads the weights of an account in kilograms as they are (the unit found from the BMI)', async () => {
    const kg =
      '[{"logId":1791876575000,"weight":84.1,"bmi":28.1,"date":"10/13/26","time":"07:29:35","source":"Aria"},' +
      '{"logId":1792481462000,"weight":131.5,"bmi":43.9,"date":"10/20/26","time":"07:31:02","source":"API"}]';
    const result = await parse(blobOf(kg));
    expect(result.values.map((v) => ('value' in v ? v.value : null))).toEqual([84.1, 131.5]);
  });

  it('sums steps-*.json minutes (UTC) per day in the member’s time zone', async () => {
    const result = await parse(fixture('steps-2026-11-01.json'));
    expect(result.source).toBe('fitbit');
    expect(result.values).toEqual([
      { kind: 'steps', date: '2026-11-01', steps: 35 },
      { kind: 'steps', date: '2026-11-02', steps: 351 },
      { kind: 'steps', date: '2026-11-03', steps: 64 },
    ]);
    const west = await parse(fixture('steps-2026-11-01.json'), 'America/Vancouver');
    expect(west.values).toEqual([
      { kind: 'steps', date: '2026-11-01', steps: 76 },
      { kind: 'steps', date: '2026-11-02', steps: 310 },
      { kind: 'steps', date: '2026-11-03', steps: 64 },
    ]);
  });

  it('reads the JSON as it streams, in pieces of any size', async () => {
    const bytes = FIXTURES['steps-2026-11-01.json']!;
    const result = await parseFile(
      {
        size: bytes.length,
        head: async (n) => bytes.subarray(0, n),
        each: async (chunk) => {
          for (let i = 0; i < bytes.length; i += 3) chunk(bytes.subarray(i, i + 3), false);
          chunk(new Uint8Array(0), true);
        },
      },
      { timeZone: 'America/Toronto', now: NOW },
    );
    expect(result.values).toHaveLength(3);
  });

  it('says a truncated or damaged Fitbit file is one, and gives no values; other Fitbit series are not read as steps', async () => {
    const steps = fitbitSteps;
    expect(await failure(blobOf(steps.slice(0, steps.length - 30)))).toBe('truncated');
    expect(await failure(blobOf(steps.slice(0, steps.length - 1)))).toBe('truncated');
    expect(await failure(blobOf(steps.replace('"value" : "41"', '"value" : 41,,')))).toBe('damaged');
    expect(await failure(blobOf(steps.replace('},{', '}{')))).toBe('damaged');
    expect(await failure(blobOf(steps + ' trailing'))).toBe('damaged');
    expect(await failure(blobOf(fitbitWeight.replace('"weight" : 184.2', '"weight" : 184.2 "x"')))).toBe('damaged');
    // Calories and heart rate share the keys: calories are decimals, heart rate an object.
    expect(await failure(blobOf('[{"dateTime":"11/02/26 05:00:00","value":"1.26"}]'))).toBe('unrecognised');
    expect(await failure(blobOf('[{"dateTime":"11/02/26 05:00:05","value":{"bpm":72,"confidence":2}}]'))).toBe('unrecognised');
    expect(await failure(blobOf('{"weight": 80}'))).toBe('unrecognised');
  });

  it('refuses a step entry it cannot read, and keeps the others', async () => {
    const result = await parse(blobOf('[{"dateTime":"11/02/26 13:15:00","value":"102"},{"dateTime":"2026-11-02","value":"5"}]'));
    expect(result.values).toEqual([{ kind: 'steps', date: '2026-11-02', steps: 102 }]);
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'steps', reason: 'unreadable', count: 1 })]);
  });
});

describe('Any CSV, read with the member’s mapping of its columns', () => {
  const LOG: CsvMapping = { date: 0, time: 1, kind: 2, value: 3, unit: 4 };

  it('asks for a mapping first: the header as written, the first rows and the shape’s signature', async () => {
    const err = await parse(fixture('health-log.csv')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CsvNeedsMapping);
    const asked = err as CsvNeedsMapping;
    expect(asked.columns).toEqual(['Day', 'Hour', 'Measure', 'Reading', 'Unit', 'Note']);
    expect(asked.sample).toHaveLength(3);
    expect(asked.sample[0]).toEqual(['2026-11-02', '07:31', 'Weight', '181,4', 'lb', 'after the holidays']);
    expect(asked.signature).toBe(headerSignature(['day', 'hour', 'measure', 'reading', 'unit', 'note']));
    expect(headerSignature(['day', 'hour'])).not.toBe(headerSignature(['day', 'time']));
  });

  it('reads kinds and units named in columns (English or French), decimal commas, blood pressure as 132/84/70', async () => {
    const result = await parse(fixture('health-log.csv'), 'America/Toronto', LOG);
    expect(result.source).toBe('csv');
    expect(result.values).toEqual([
      { kind: 'weight', value: 82.28, measured_at: '2026-11-02T12:31:00.000Z' },
      { kind: 'blood_pressure', systolic: 132, diastolic: 84, pulse: 70, measured_at: '2026-11-02T12:35:00.000Z' },
      { kind: 'weight', value: 82.1, measured_at: '2026-11-03T12:30:00.000Z' },
      { kind: 'steps', date: '2026-11-03', steps: 8412 },
    ]);
    // Glucose has no place in the app; a weight in furlongs has no unit the app knows.
    expect(result.notKept).toEqual({ Glucose: 1 });
    expect(result.refused).toEqual([expect.objectContaining({ kind: 'weight', reason: 'unknown_unit', count: 1 })]);
  });

  it('reads one kind for every row in one unit, a day alone at noon, and refuses an implausible value with the app’s sentence', async () => {
    const csv = 'When,Waist (in)\n11/02/2026,36\n2026-11-03,3600\nsoon,35\n';
    const result = await parse(blobOf(csv), 'America/Toronto', { date: 0, time: null, kind: 'waist', value: 1, unit: 'in' });
    expect(result.values).toEqual([{ kind: 'waist', value: 91.44, measured_at: '2026-11-02T17:00:00.000Z' }]);
    expect(result.refused.map((r) => [r.kind, r.reason, r.count])).toEqual([
      ['waist', expect.not.stringMatching(/^(unreadable|future|unknown_unit)$/), 1],
      ['waist', 'unreadable', 1],
    ]);
  });

  it('sums rows of steps per day, and refuses a mapping that is not of the file', async () => {
    const csv = 'Date,Time,Steps\n2026-11-02,08:00,1200\n2026-11-02,17:30,3400\n2026-11-03,09:00,2000\n';
    const result = await parse(blobOf(csv), 'America/Toronto', { date: 0, time: 1, kind: 'steps', value: 2, unit: 'steps' });
    expect(result.values).toEqual([
      { kind: 'steps', date: '2026-11-02', steps: 4600 },
      { kind: 'steps', date: '2026-11-03', steps: 2000 },
    ]);
    expect(
      await parse(blobOf(csv), 'America/Toronto', { date: 0, time: 1, kind: 'steps', value: 7, unit: 'steps' }).catch(
        (e: ImportFileError) => e.code,
      ),
    ).toBe('unrecognised');
  });

  it('says a truncated mapped CSV is one, and gives no values', async () => {
    const cut = 'Date,Kind,Value\n2026-11-02,Weight,81.5\n2026-11-03,"Weight,82';
    expect(
      await parse(blobOf(cut), 'America/Toronto', { date: 0, time: null, kind: 1, value: 2, unit: 'usual' }).catch(
        (e: ImportFileError) => e.code,
      ),
    ).toBe('truncated');
  });
});
