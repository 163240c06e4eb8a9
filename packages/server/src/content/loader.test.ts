import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { CONTENT_DIR, freshDatabase } from '../test/helpers.js';
import { ContentError, readContent } from './loader.js';
import { syncContent } from '../modules/content/content.service.js';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-content-'));
  temps.push(dir);
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

describe('content loading', () => {
  it('loads the default content', () => {
    const c = readContent(CONTENT_DIR);
    expect(c.pillars).toHaveLength(6);
    expect(c.legalPages.size).toBe(3);
    expect(c.educationCategories.length).toBeGreaterThan(0);
  });

  it('ships a landing whose programmes figure is what the catalogue holds, not a claim it contradicts (issue 32)', () => {
    const c = readContent(CONTENT_DIR);
    const programs = c.landing.figures.find((f) => /^programs$/i.test(f.label));
    expect(programs?.value).toBe(String(c.programs.length));
    expect(c.landing.timeZone).toBe('America/Toronto');
  });

  it('checks the activity minutes a programme marks: unit minutes, and a radio item for the intensity', () => {
    const dir = copyContent();
    const file = path.join(dir, 'programs', 'walk-to-150.yaml');
    const yaml = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, yaml.replace('intensity_from: 1,', 'intensity_from: 2,'));
    expect(() => readContent(dir)).toThrow(/walk-to-150\.yaml: at action_items\.0\.activity: intensity_from must name a radio item/);
    fs.writeFileSync(file, yaml.replace('    unit: minutes\n    # These minutes', '    unit: steps\n    # These minutes'));
    expect(() => readContent(dir)).toThrow(/walk-to-150\.yaml: at action_items\.0\.unit: activity minutes need unit: minutes/);
  });

  it('loads the care workflow in both languages and refuses clinic hours that close before they open (decision 0085)', () => {
    const c = readContent(CONTENT_DIR);
    expect(c.careWorkflow.alerts.phq9_item9.due).toEqual({ amount: 1, unit: 'clinic_hours' });
    expect(c.careWorkflow.alerts.bp_crisis.due).toEqual({ amount: 4, unit: 'hours' });
    expect(c.careWorkflow.alerts.critical_lab.due).toEqual({ amount: 1, unit: 'working_days' });
    expect(c.byLocale.fr.careWorkflow.out_of_hours).toContain('La clinique est fermée');
    expect(c.careWorkflow.out_of_hours).toContain('The clinic is closed');
    const dir = copyContent();
    const file = path.join(dir, 'care-workflow.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('closes: "17:00"', 'closes: "07:00"'));
    expect(() => readContent(dir)).toThrow(/care-workflow\.yaml: at clinic_hours\.closes: opens must be before closes/);
  });

  it('names the file, the path inside it and the problem', () => {
    const dir = copyContent();
    const file = path.join(dir, 'pillars.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('icon: moon', 'icon: rocket'));
    expect(() => readContent(dir)).toThrow(ContentError);
    expect(() => readContent(dir)).toThrow(/pillars\.yaml: at pillars\.0\.icon: /);
  });

  it('refuses duplicate keys and broken YAML', () => {
    const dir = copyContent();
    const file = path.join(dir, 'pillars.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('key: stress', 'key: sleep'));
    expect(() => readContent(dir)).toThrow('pillars.yaml: duplicate key "sleep"');
    fs.writeFileSync(path.join(dir, 'landing.yaml'), 'clinicName: [unclosed');
    expect(() => readContent(dir)).toThrow(/landing\.yaml: not valid YAML/);
  });

  it('has the French of every text of the default content', () => {
    // What `npm run content:load` lists; a new English text without its French fails here.
    expect(readContent(CONTENT_DIR).missingFrench).toEqual([]);
  });

  it('lists as missing French a text that starts with a number, never a figure or a code', () => {
    const dir = copyContent();
    const file = path.join(dir, 'surveys', 'audit-c.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('{ en: 2 to 4 times a month, fr: 2 à 4 fois par mois }', '2 to 4 times a month'));
    expect(readContent(dir).missingFrench).toEqual(['surveys/audit-c.yaml: at questions.0.options.2.text: "2 to 4 times a month"']);
  });

  it("takes a legal page's French file for French, not for French that is missing", () => {
    const dir = copyContent();
    expect(readContent(dir).missingFrench).toEqual([]);
    fs.rmSync(path.join(dir, 'legal', 'privacy-policy.fr.md'));
    expect(readContent(dir).missingFrench).toEqual(['legal/privacy-policy.fr.md: the page is shown in English']);
  });

  it("describes each exercise's drawing in the language read, frames joined in that language", () => {
    const c = readContent(CONTENT_DIR);
    const squat = (bundle: typeof c) => bundle.exercises.find((e) => e.key === 'bodyweight-squat')!.drawing.alt;
    expect(squat(c)).toBe('Bodyweight Squat: standing tall with arms relaxed, then hips pushed back and down into a squat, arms reaching forward.');
    expect(squat(c.byLocale.fr)).toMatch(/^Squat au poids du corps\u00a0: debout, le dos bien droit, les bras détendus, puis les hanches poussées/);
  });

  it('sanitises legal documents', () => {
    const dir = copyContent();
    fs.appendFileSync(path.join(dir, 'legal/privacy-policy.md'), '\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n');
    const html = readContent(dir).legalPages.get('privacy-policy')!.html;
    expect(html).not.toMatch(/<script|javascript:/);
  });

  it('syncs idempotently by key and archives removed items without losing their ids', async () => {
    const fresh = await freshDatabase('sqlite');
    const db = createDb(fresh.target);
    try {
      await migrateToLatest(db);
      const content = readContent(CONTENT_DIR);
      await syncContent(db, content);
      const first = await db.selectFrom('pillars').select(['id', 'key']).orderBy('key').execute();
      await syncContent(db, content);
      expect(await db.selectFrom('pillars').select(['id', 'key']).orderBy('key').execute()).toEqual(first);

      const renamed = { ...content, pillars: content.pillars.filter((p) => p.key !== 'social').map((p) => (p.key === 'sleep' ? { ...p, name: 'Restful Sleep' } : p)) };
      await syncContent(db, renamed);
      const rows = await db.selectFrom('pillars').selectAll().execute();
      expect(rows).toHaveLength(6);
      expect(rows.find((r) => r.key === 'sleep')!.name).toBe('Restful Sleep');
      expect(rows.find((r) => r.key === 'social')!.archived).toBe(1);
      await syncContent(db, content);
      expect((await db.selectFrom('pillars').selectAll().where('key', '=', 'social').executeTakeFirstOrThrow()).archived).toBe(0);
    } finally {
      await db.destroy();
      await fresh.drop();
    }
  });
});

describe('default content set', () => {
  it('ships what a clinic needs on day one', () => {
    const c = readContent(CONTENT_DIR);
    expect(c.surveys.length).toBeGreaterThanOrEqual(8);
    expect(c.programs.length).toBeGreaterThanOrEqual(12);
    expect(c.programs.some((p) => p.type === 'exercise') && c.programs.some((p) => p.type === 'standard')).toBe(true);
    expect(c.exercises.length).toBeGreaterThanOrEqual(30);
    expect(c.recommendations.length).toBeGreaterThanOrEqual(20);
    expect(c.educationPosts.length).toBeGreaterThanOrEqual(15);
    expect(c.conditions.length).toBeGreaterThanOrEqual(8);
    expect(c.coaches.length).toBeGreaterThanOrEqual(4);
    expect(c.bloodMarkers.length).toBeGreaterThanOrEqual(14);
    const types = new Set(c.programs.flatMap((p) => p.action_items.map((a) => a.type)));
    expect([...types].sort()).toEqual(['checkmark', 'number', 'radio', 'text']);
  });

  it('reads each programme\'s schedule, daily unless it says otherwise', () => {
    const c = readContent(CONTENT_DIR);
    const schedule = (key: string) => c.programs.find((p) => p.key === key)?.schedule;
    expect(schedule('strength-foundations')).toEqual({ per: 'week', target: 2 });
    expect(schedule('walk-to-150')).toEqual({ per: 'week', target: 5 });
    expect(schedule('sleep-reset-14')).toEqual({ per: 'day' });
  });

  it('refuses a schedule it cannot count', () => {
    const dir = copyContent();
    const file = path.join(dir, 'programs', 'strength-foundations.yaml');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace('target: 2', 'target: 7'));
    expect(() => readContent(dir)).toThrow(/programs\/strength-foundations\.yaml: at schedule\.target: target must be at most 6 sessions a week/);
    fs.writeFileSync(file, original.replace('per: week', 'per: month'));
    expect(() => readContent(dir)).toThrow(/programs\/strength-foundations\.yaml: at schedule/);
    fs.writeFileSync(file, original.replace('duration: 6\nduration_unit: weeks', 'duration: 5\nduration_unit: days'));
    expect(() => readContent(dir)).toThrow('programs/strength-foundations.yaml: at schedule: a weekly schedule needs a programme of at least 7 days');
  });

  it('refuses a survey trigger that points at an unknown programme', () => {
    const dir = copyContent();
    const file = path.join(dir, 'surveys', 'audit-c.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('alcohol-mindful-30', 'no-such-programme'));
    expect(() => readContent(dir)).toThrow(/surveys\/audit-c\.yaml: .*unknown programme "no-such-programme"/);
  });

  it('refuses a survey trigger that marks an unknown condition', () => {
    const dir = copyContent();
    const file = path.join(dir, 'surveys', 'health-profile.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('condition: hypertension', 'condition: high-pressure'));
    expect(() => readContent(dir)).toThrow(/surveys\/health-profile\.yaml: .*unknown condition "high-pressure"/);
  });
});
