import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { readContent } from './loader.js';
import { CONTENT_DIR } from '../test/helpers.js';

/** Every string of every YAML file under content/, with the file it comes from. */
function contentStrings(): Array<{ file: string; text: string }> {
  const out: Array<{ file: string; text: string }> = [];
  const walk = (value: unknown, file: string) => {
    if (typeof value === 'string') out.push({ file, text: value });
    else if (Array.isArray(value)) for (const v of value) walk(v, file);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v, file);
  };
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.yaml')) walk(YAML.parse(fs.readFileSync(full, 'utf8')), path.relative(CONTENT_DIR, full));
    }
  };
  visit(CONTENT_DIR);
  return out;
}

describe('clinical content', () => {
  it('gives one caffeine cut-off everywhere: none in the 8 hours before bedtime', () => {
    // A sentence about when to stop caffeine names a clock time or "hours before"; each must be the 8-hour rule.
    const timing = /\b(noon|\d{1,2}\s?(a|p)\.m\.|\d+\s+hours?\s+before|after\s+(lunch|midday))/i;
    const sentences = contentStrings().flatMap(({ file, text }) =>
      text
        .replace(/<[^>]+>/g, ' ')
        .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
        .map((sentence) => ({ file, sentence })),
    );
    const cutOffs = sentences.filter(({ sentence }) => /caffeine/i.test(sentence) && timing.test(sentence));
    expect(cutOffs.length).toBeGreaterThanOrEqual(4);
    for (const { file, sentence } of cutOffs) expect(`${file}: ${sentence}`).toMatch(/8 hours/);
  });

  it('keeps the crisis support recommendation on the home screen (no pillar)', () => {
    const support = readContent(CONTENT_DIR).recommendations.find((r) => r.key === 'stress-reach-out-for-support');
    expect(support?.pillar).toBe('general');
    expect(support?.description).toMatch(/988/);
    expect(support?.description).toMatch(/911/);
  });

  it('says what to do about a very low blood sugar without an "it" to guess, in both languages', () => {
    const markers = YAML.parse(fs.readFileSync(path.join(CONTENT_DIR, 'blood-markers.yaml'), 'utf8')) as {
      markers: Array<{ key: string; critical?: { message_below?: { en: string; fr: string } } }>;
    };
    const advice = markers.markers.find((m) => m.key === 'fasting-glucose')!.critical!.message_below!;
    expect(advice.en).toMatch(/Call 911 if you cannot eat or drink, or if you become drowsy or more confused\./);
    expect(advice.fr).toMatch(/Composez le 911 si vous ne pouvez pas manger ni boire, ou si vous devenez somnolent\(e\) ou plus confus\(e\)\./);
    // No advice to call 911 leans on a pronoun the reader must guess ("if you cannot keep it up").
    for (const { file, text } of contentStrings()) {
      if (/911/.test(text)) expect(`${file}: ${text}`).not.toMatch(/keep it up|arrivez pas à la maintenir/i);
    }
  });
});
