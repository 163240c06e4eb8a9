import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { marked } from 'marked';
import type { z } from 'zod';
import { landingContentSchema, LEGAL_PAGE_SLUGS, type LandingContent, type LegalPage, type LegalPageSlug } from '@wellpath/shared/content/public';
import { sanitizeContentHtml } from '../lib/sanitize.js';
import { choiceKey, exerciseDefinitionSchema, programDefinitionSchema, type ExerciseDefinition, type ProgramDefinition } from '@wellpath/shared/programs/definition';
import { onboardingFileSchema, surveyDefinitionSchema, type SurveyDefinition } from '@wellpath/shared/surveys/definition';
import { checkSurveyReferences } from './survey-checks.js';
import { careWorkflowSchema, type CareWorkflow } from '@wellpath/shared/staff/care-workflow';
import { outreachContentSchema, type OutreachContent } from '@wellpath/shared/outreach/wire';
import { checkBloodMarkers } from './marker-checks.js';
import { bloodMarkersFileSchema, conditionDefinitionSchema, type BloodMarkerDefinition, type ConditionDefinition } from '@wellpath/shared/health/definition';
import { medicationsFileSchema, type MedicationDefinition } from '@wellpath/shared/health/medications';
import { educationPostDefinitionSchema, type EducationPostDefinition } from '@wellpath/shared/education/definition';
import { coachDefinitionSchema, type CoachDefinition } from '@wellpath/shared/coaches/definition';
import { describeFrames, type ExerciseIllustration } from '@wellpath/shared/illustrations/figure';
import { educationCategoriesFileSchema, legalFrontMatterSchema, pillarsFileSchema, posesFileSchema, recommendationsFileSchema } from './schemas.js';
import { readCoachPhoto, type CoachPhoto } from './coach-photos.js';
import type { Locale } from '@wellpath/shared/i18n/locale';
import { localizeTree, type LocalizeReport } from './localize.js';
import { appointmentTypesFileSchema, type AppointmentTypesFile } from '@wellpath/shared/appointments/types';

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

export interface ContentBundle {
  landing: LandingContent;
  legalPages: Map<string, LegalPage>;
  pillars: z.infer<typeof pillarsFileSchema>['pillars'];
  educationCategories: z.infer<typeof educationCategoriesFileSchema>['categories'];
  recommendations: z.infer<typeof recommendationsFileSchema>['recommendations'];
  /** Each exercise with its drawing resolved from the poses (decision 0040). */
  exercises: Array<ExerciseDefinition & { drawing: ExerciseIllustration }>;
  programs: ProgramDefinition[];
  surveys: SurveyDefinition[];
  onboarding: z.infer<typeof onboardingFileSchema>;
  /** Clinic hours, out-of-hours wording and alert due times (content/care-workflow.yaml, decision 0085). */
  careWorkflow: CareWorkflow;
  /** The care team's check-in message to a member who has gone quiet (content/outreach.yaml, decision 0099). */
  outreach: OutreachContent;
  bloodMarkers: BloodMarkerDefinition[];
  /** The clinic's medication catalogue (content/medications.yaml, decision 0089); empty when the clinic has none. */
  medications: MedicationDefinition[];
  conditions: ConditionDefinition[];
  educationPosts: EducationPostDefinition[];
  coaches: CoachDefinition[];
  /** Coach photos by coach key, checked and held in memory (served under /media/coaches/). */
  coachPhotos: Map<string, CoachPhoto>;
  /** The same content in each language (decision 0050): `byLocale.en` is the English bundle itself. */
  byLocale: Record<Locale, ContentBundle>;
  /** Texts read in English in the French bundle for want of a translation (logged at start). */
  missingFrench: string[];
  /** The visits members and staff book (content/appointment-types.yaml, decision 0096); no types when the clinic has no file. */
  appointmentTypes: AppointmentTypesFile;
}

/** The language being read and what it lacks (readContent reads the folder once per language). */
let reading: { locale: Locale; report: LocalizeReport } = { locale: 'en', report: { missing: [] } };

/** Every `*.yaml` file of a sub-folder, in file-name order, each validated as one item. */
function parseFolder<S extends z.ZodType>(dir: string, sub: string, schema: S, opts: { optional?: boolean } = {}): Array<{ rel: string; item: z.infer<S> }> {
  const folder = path.join(dir, sub);
  if (!fs.existsSync(folder)) {
    if (opts.optional) return [];
    throw new ContentError(`${sub}/: folder not found`);
  }
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => ({ rel: `${sub}/${f}`, item: parseFile(dir, `${sub}/${f}`, schema) }));
}

function readText(dir: string, rel: string): string {
  const file = path.join(dir, rel);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new ContentError(`${rel}: cannot read ${file}`);
  }
}

/**
 * Parses and validates one data file; errors name the file, the path inside it and the problem.
 * `wholeFile`: the file's language is the file's own (a legal page's front matter: its `.fr.md` is
 * the French, and a page without one is listed once, as a whole), so its texts are not listed.
 */
function parseFile<S extends z.ZodType>(dir: string, rel: string, schema: S, text = readText(dir, rel), wholeFile = false): z.infer<S> {
  let data: unknown;
  try {
    data = YAML.parse(text);
  } catch (err) {
    throw new ContentError(`${rel}: not valid YAML (${err instanceof Error ? err.message : String(err)})`);
  }
  const result = schema.safeParse(localizeTree(data, reading.locale, rel, wholeFile ? { missing: [] } : reading.report));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${rel}: at ${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`);
    throw new ContentError(lines.join('\n'));
  }
  return result.data;
}

function assertUnique(rel: string, what: string, values: string[]): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new ContentError(`${rel}: duplicate ${what} "${v}"`);
    seen.add(v);
  }
}

/** A legal page in the language being read: `legal/<slug>.fr.md` beside the English, or the English. */
function loadLegalPage(dir: string, slug: LegalPageSlug): LegalPage {
  const translated = `legal/${slug}.${reading.locale}.md`;
  const hasTranslation = reading.locale !== 'en' && fs.existsSync(path.join(dir, translated));
  if (reading.locale !== 'en' && !hasTranslation) reading.report.missing.push(`${translated}: the page is shown in English`);
  const rel = hasTranslation ? translated : `legal/${slug}.md`;
  const text = readText(dir, rel);
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!m) throw new ContentError(`${rel}: must start with front matter between --- lines (title, updated)`);
  const front = parseFile(dir, rel, legalFrontMatterSchema, m[1], true);
  const html = sanitizeContentHtml(marked.parse(m[2] ?? '', { async: false }));
  return { slug, title: front.title, updated: front.updated, html };
}

/**
 * Reads and validates the whole content folder, once per language (decision 0050); throws
 * ContentError on the first bad file. Answers the English bundle, the French one in its `byLocale`.
 */
export function readContent(dir: string): ContentBundle {
  if (!fs.existsSync(dir)) throw new ContentError(`content folder not found: ${dir} (set CONTENT_DIR)`);
  const en = readContentIn(dir, 'en');
  const fr = readContentIn(dir, 'fr');
  const byLocale = { en, fr };
  en.byLocale = byLocale;
  fr.byLocale = byLocale;
  en.missingFrench = fr.missingFrench;
  return en;
}

function readContentIn(dir: string, locale: Locale): ContentBundle {
  const report: LocalizeReport = { missing: [] };
  reading = { locale, report };
  try {
    const bundle = readBundle(dir);
    return { ...bundle, byLocale: undefined as never, missingFrench: report.missing };
  } finally {
    reading = { locale: 'en', report: { missing: [] } };
  }
}

function readBundle(dir: string): Omit<ContentBundle, 'byLocale' | 'missingFrench'> {
  const landing = parseFile(dir, 'landing.yaml', landingContentSchema);
  const careWorkflow = parseFile(dir, 'care-workflow.yaml', careWorkflowSchema);
  const outreach = parseFile(dir, 'outreach.yaml', outreachContentSchema);
  const legalPages = new Map(LEGAL_PAGE_SLUGS.map((slug) => [slug, loadLegalPage(dir, slug)] as const));
  const { pillars } = parseFile(dir, 'pillars.yaml', pillarsFileSchema);
  assertUnique('pillars.yaml', 'key', pillars.map((p) => p.key));
  assertUnique('pillars.yaml', 'slug', pillars.map((p) => p.slug));
  const { categories } = parseFile(dir, 'education/categories.yaml', educationCategoriesFileSchema);
  assertUnique('education/categories.yaml', 'key', categories.flatMap((c) => [c.key, ...c.subcategories.map((s) => s.key)]));
  assertUnique('education/categories.yaml', 'slug', categories.map((c) => c.slug));
  const { recommendations: rawRecommendations } = parseFile(dir, 'recommendations.yaml', recommendationsFileSchema);
  assertUnique('recommendations.yaml', 'key', rawRecommendations.map((r) => r.key));
  const pillarKeys = new Set(pillars.map((p) => p.key));
  rawRecommendations.forEach((r, i) => {
    if (r.pillar !== 'general' && !pillarKeys.has(r.pillar)) {
      throw new ContentError(`recommendations.yaml: at recommendations.${i}.pillar: unknown pillar "${r.pillar}" (use a key from pillars.yaml or "general")`);
    }
  });
  const recommendations = rawRecommendations.map((r) => ({ ...r, description: sanitizeContentHtml(r.description) }));

  const exerciseFiles = parseFolder(dir, 'exercises', exerciseDefinitionSchema);
  assertUnique('exercises/', 'key', exerciseFiles.map((e) => e.item.key));
  const exerciseKeys = new Set(exerciseFiles.map((e) => e.item.key));
  const { poses } = parseFile(dir, 'illustrations/poses.yaml', posesFileSchema);
  const exercises = exerciseFiles.map(({ rel, item }) => {
    const frames = item.illustration.frames.map((k, i) => {
      const pose = poses[k];
      if (!pose) throw new ContentError(`${rel}: at illustration.frames.${i}: unknown pose "${k}" (poses are defined in illustrations/poses.yaml)`);
      return pose;
    });
    const drawing: ExerciseIllustration = { alt: item.illustration.alt ?? describeFrames(item.name, frames, reading.locale), frames, props: item.illustration.props };
    return { ...item, drawing };
  });

  const programFiles = parseFolder(dir, 'programs', programDefinitionSchema);
  assertUnique('programs/', 'key', programFiles.map((p) => p.item.key));
  for (const { rel, item } of programFiles) {
    if (item.pillar !== 'general' && !pillarKeys.has(item.pillar)) throw new ContentError(`${rel}: at pillar: unknown pillar "${item.pillar}"`);
    if (item.type === 'exercise' && item.exercises.length === 0) throw new ContentError(`${rel}: at exercises: an exercise programme needs at least one exercise`);
    if (item.type === 'standard' && item.exercises.length > 0) throw new ContentError(`${rel}: at exercises: only exercise programmes list exercises`);
    item.exercises.forEach((e, i) => {
      if (!exerciseKeys.has(e.exercise)) throw new ContentError(`${rel}: at exercises.${i}.exercise: unknown exercise "${e.exercise}"`);
    });
    item.action_items.forEach((a, i) => {
      if (a.type === 'number' && a.min > a.max) throw new ContentError(`${rel}: at action_items.${i}: min is above max`);
      if (a.type === 'radio') assertUnique(`${rel}: at action_items.${i}.options`, 'option key', a.options.map(choiceKey));
    });
    if (item.schedule.per === 'week' && item.duration_unit === 'days' && item.duration < 7) {
      throw new ContentError(`${rel}: at schedule: a weekly schedule needs a programme of at least 7 days`);
    }
  }
  const programs = programFiles.map(({ item }) => ({ ...item, description: sanitizeContentHtml(item.description) }));

  const surveyFiles = parseFolder(dir, 'surveys', surveyDefinitionSchema);
  assertUnique('surveys/', 'key', surveyFiles.map((s) => s.item.key));
  const known = {
    surveys: new Set(surveyFiles.map((s) => s.item.key)),
    recommendations: new Set(recommendations.map((r) => r.key)),
    programs: new Set(programs.map((p) => p.key)),
    pillars: pillarKeys,
  };

  const onboarding = parseFile(dir, 'onboarding.yaml', onboardingFileSchema);
  assertUnique('onboarding.yaml', 'survey', onboarding.surveys);
  onboarding.surveys.forEach((k, i) => {
    if (!known.surveys.has(k)) throw new ContentError(`onboarding.yaml: at surveys.${i}: unknown survey "${k}"`);
  });

  // A clinic may leave out the areas it does not offer: no markers, conditions, posts or coaches.
  const { markers: bloodMarkers } = fs.existsSync(path.join(dir, 'blood-markers.yaml')) ? parseFile(dir, 'blood-markers.yaml', bloodMarkersFileSchema) : { markers: [] };
  assertUnique('blood-markers.yaml', 'key', bloodMarkers.map((m) => m.key));
  const { medications } = fs.existsSync(path.join(dir, 'medications.yaml')) ? parseFile(dir, 'medications.yaml', medicationsFileSchema) : { medications: [] };
  assertUnique('medications.yaml', 'key', medications.map((m) => m.key));

  const postFiles = parseFolder(dir, 'education/posts', educationPostDefinitionSchema, { optional: true });
  assertUnique('education/posts/', 'key', postFiles.map((p) => p.item.key));
  for (const { rel, item } of postFiles) {
    const category = categories.find((c) => c.key === item.category);
    if (!category) throw new ContentError(`${rel}: at category: unknown category "${item.category}"`);
    if (item.subcategory && !category.subcategories.some((s) => s.key === item.subcategory)) throw new ContentError(`${rel}: at subcategory: "${item.subcategory}" is not a subcategory of "${item.category}"`);
    const badPillar = item.pillars.find((p) => !pillarKeys.has(p));
    if (badPillar) throw new ContentError(`${rel}: at pillars: unknown pillar "${badPillar}"`);
  }
  const educationPosts = postFiles.map(({ item }) => ({ ...item, body: sanitizeContentHtml(item.body) }));
  const postKeys = new Set(educationPosts.map((p) => p.key));

  const conditionFiles = parseFolder(dir, 'conditions', conditionDefinitionSchema, { optional: true });
  assertUnique('conditions/', 'key', conditionFiles.map((c) => c.item.key));
  for (const { rel, item } of conditionFiles) {
    const badPillar = item.pillars.find((p) => !pillarKeys.has(p));
    if (badPillar) throw new ContentError(`${rel}: at pillars: unknown pillar "${badPillar}"`);
    const badProgram = item.programs.find((p) => !known.programs.has(p));
    if (badProgram) throw new ContentError(`${rel}: at programs: unknown programme "${badProgram}"`);
    const badPost = item.education.find((p) => !postKeys.has(p));
    if (badPost) throw new ContentError(`${rel}: at education: unknown education post "${badPost}"`);
  }
  const conditions = conditionFiles.map(({ item }) => ({ ...item, description: sanitizeContentHtml(item.description) }));
  // Surveys after conditions: their triggers may mark one.
  const knownConditions = new Set(conditions.map((c) => c.key));
  for (const { rel, item } of surveyFiles) {
    const problem = checkSurveyReferences(item, { ...known, conditions: knownConditions });
    if (problem) throw new ContentError(`${rel}: ${problem}`);
  }
  // Markers after conditions: their condition bands name conditions.
  checkBloodMarkers(bloodMarkers, knownConditions, (message) => new ContentError(message));

  const coachFiles = parseFolder(dir, 'coaches', coachDefinitionSchema, { optional: true });
  assertUnique('coaches/', 'key', coachFiles.map((c) => c.item.key));
  for (const { rel, item } of coachFiles) {
    const badPillar = item.pillars.find((p) => !pillarKeys.has(p));
    if (badPillar) throw new ContentError(`${rel}: at pillars: unknown pillar "${badPillar}"`);
  }
  const coachPhotos = new Map<string, CoachPhoto>();
  for (const { rel, item } of coachFiles) {
    if (item.photo) coachPhotos.set(item.key, readCoachPhoto(dir, rel, { key: item.key, photo: item.photo }, (message) => new ContentError(message)));
  }

  return {
    bloodMarkers,
    medications,
    conditions,
    educationPosts,
    coaches: coachFiles.map((c) => c.item),
    coachPhotos,
    landing,
    legalPages,
    pillars,
    educationCategories: categories,
    recommendations,
    exercises,
    programs,
    surveys: surveyFiles.map((s) => s.item),
    onboarding,
    careWorkflow,
    outreach,
    // A clinic that does not book visits leaves the file out: no types.
    appointmentTypes: fs.existsSync(path.join(dir, 'appointment-types.yaml'))
      ? parseFile(dir, 'appointment-types.yaml', appointmentTypesFileSchema)
      : { notice_hours: 24, clinic_phone: '', types: [] },
  };
}
