import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ImportSource } from '@wellpath/shared/health/sources';
import { parseFile } from './parse-file';
import { ImportFileError, type ByteSource } from './read';

// A whole archive chosen as it came (decision 0119): Google Takeout's takeout-*.zip with Google Fit's
// and Fitbit's folders (docs/imports.md says where the structure comes from), read as a stream, each
// entry recognised by its first bytes; the files the app does not read are never inflated. The
// archive is zipped here from the fixture's folder (e2e reads fixtures/takeout-20261101T000000Z-001.zip,
// the same folder zipped by `zip`).

const NOW = Date.parse('2026-11-21T15:00:00Z');
const texts = import.meta.glob<string>(['../fixtures/takeout/**/*', '../fixtures/*.csv', '../fixtures/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The fixture's folder as name -> bytes, sorted as the archive holds them. */
function tree(): Record<string, Uint8Array> {
  const names = Object.keys(texts)
    .filter((name) => name.startsWith('../fixtures/takeout/'))
    .sort();
  return Object.fromEntries(names.map((name) => [name.slice('../fixtures/takeout/'.length), strToU8(texts[name]!)]));
}
const file = (name: string) => strToU8(texts[`../fixtures/${name}`]!);
const takeout = () => zipSync(tree());
/** Where a name is written in an archive (its bytes read one for one). */
const offsetOf = (archive: Uint8Array, name: string) => new TextDecoder('latin1').decode(archive).indexOf(name);

/** Bytes as a byte source handing them out in pieces of `piece` bytes. */
function pieces(bytes: Uint8Array, piece = 16_384): ByteSource {
  return {
    size: bytes.length,
    head: async (n) => bytes.subarray(0, n),
    each: async (chunk) => {
      for (let i = 0; i < bytes.length; i += piece) chunk(bytes.slice(i, i + piece), false);
      chunk(new Uint8Array(0), true);
    },
  };
}
const read = (bytes: Uint8Array, options: { piece?: number; app?: ImportSource } = {}) =>
  parseFile(pieces(bytes, options.piece), { timeZone: 'America/Toronto', now: NOW, ...(options.app ? { app: options.app } : {}) });
const failure = async (bytes: Uint8Array) => {
  try {
    await read(bytes);
  } catch (err) {
    if (err instanceof ImportFileError) return err.code;
    throw err;
  }
  return 'parsed';
};

/** An archive written as a stream is (sizes and CRC in a data descriptor after each entry), as Takeout's may be. */
function streamed(files: Record<string, Uint8Array>): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((err, data, final) => {
      if (err) return reject(err);
      parts.push(data);
      if (final) {
        const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
        let at = 0;
        for (const p of parts) out.set(p, (at += p.length) - p.length);
        resolve(out);
      }
    });
    for (const [name, bytes] of Object.entries(files)) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
    }
    zip.end();
  });
}

describe('Google Takeout archive', () => {
  it('reads Google Fit’s daily activity metrics from the archive as from the CSV alone, and names the Fitbit files it holds too', async () => {
    const alone = await read(file('Daily activity metrics.csv'));
    const result = await read(takeout());
    expect(result.source).toBe('google_fit');
    expect(result.values).toEqual(alone.values);
    expect(result.values).toHaveLength(5);
    // The day's 15-minute CSV, the weight JSON of "All Data" and the TCX are not files the app reads.
    expect(result.refused).toEqual([]);
    expect(result.otherApps).toEqual(['fitbit']);
  });

  it('reads the Fitbit weight and steps files of the same archive when the member chooses Fitbit; calories, heart rate and sleep are not read', async () => {
    const weights = await read(file('weight-2026-10-13.json'));
    const steps = await read(file('steps-2026-11-01.json'));
    const result = await read(takeout(), { app: 'fitbit' });
    expect(result.source).toBe('fitbit');
    const sorted = (values: unknown[]) => values.map((v) => JSON.stringify(v)).sort();
    expect(sorted(result.values)).toEqual(sorted([...weights.values, ...steps.values]));
    expect(result.refused).toEqual(weights.refused);
    expect(result.otherApps).toEqual(['google_fit']);
  });

  it('reads an archive written as a stream (data descriptors), in pieces of any size', async () => {
    const whole = await read(takeout(), { app: 'fitbit' });
    const archive = await streamed(tree());
    for (const piece of [7, 1000, 65_536]) {
      const result = await read(archive, { piece, app: 'fitbit' });
      expect(result.values).toEqual(whole.values);
    }
  });

  it('never inflates the entries it does not read: a damaged web page or TCX in the archive does not matter', async () => {
    const files = tree();
    // Text that deflate cannot shrink much, so that its compressed bytes are easy to damage.
    let noise = '';
    for (let i = 0; noise.length < 200_000; i++) noise += ((i * 2654435761) >>> 0).toString(36);
    files['Takeout/archive_browser.html'] = strToU8(`<!DOCTYPE html><html><body>${noise}</body></html>`);
    files['Takeout/Fit/Activities/2026-11-02T07_15_00-05_00_RUNNING.tcx'] = strToU8(`<?xml version="1.0"?><x>${noise}</x>`);
    const archive = zipSync(files);
    for (const name of ['Takeout/archive_browser.html', 'Takeout/Fit/Activities/2026-11-02T07_15_00-05_00_RUNNING.tcx']) {
      const at = offsetOf(archive, name) + name.length + 1000;
      for (let i = at; i < at + 5000; i++) archive[i] = archive[i]! ^ 0x5a;
    }
    const result = await read(archive);
    expect(result.source).toBe('google_fit');
    expect(result.values).toHaveLength(5);
  });

  it('says a truncated or damaged archive is one and gives no values; an archive of no app it knows is not an export', async () => {
    const zip = takeout();
    // Cut inside the entries read, inside the last entry (not read) and inside the central directory.
    for (const at of [Math.floor(zip.length / 3), Math.floor(zip.length / 2), zip.length - 700, zip.length - 10]) {
      expect(await failure(zip.subarray(0, at))).toBe('truncated');
    }
    const daily = offsetOf(zip, 'Daily activity metrics.csv') + 'Daily activity metrics.csv'.length + 40;
    const damaged = Uint8Array.from(zip);
    for (let i = daily; i < daily + 60; i++) damaged[i] = damaged[i]! ^ 0x5a;
    expect(['damaged', 'truncated']).toContain(await failure(damaged));
    const others = Object.fromEntries(Object.entries(tree()).filter(([name]) => !/Daily activity metrics\.csv|weight-|steps-/.test(name)));
    expect(await failure(zipSync(others))).toBe('unrecognised');
  });

  it('reads a Withings account download (a ZIP of its CSV files) the same way', async () => {
    const archive = zipSync({
      'data_JOR_1763000000/weight.csv': file('weight.csv'),
      'data_JOR_1763000000/bp.csv': file('bp.csv'),
      'data_JOR_1763000000/activities.csv': strToU8('from,to,timezone,Activity type,Data,GPS,Modified\n'),
    });
    const result = await read(archive);
    expect(result.source).toBe('withings');
    expect(result.values.filter((v) => v.kind === 'weight')).toHaveLength(4);
    expect(result.values.filter((v) => v.kind === 'blood_pressure')).toHaveLength(3);
  });
});
