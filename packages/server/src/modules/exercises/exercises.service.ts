import { LIMITS } from '@wellpath/shared/limits';
import { smsg } from '../../i18n/index.js';
import { EXERCISE_CATEGORIES } from '@wellpath/shared/programs/definition';
import type { Exercise, ExerciseCategoryCount } from '@wellpath/shared/programs/wire';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './exercises.repository.js';
import { exerciseTexts, presentExercise } from './exercises.presenter.js';
import type { ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';

/** Lower case without accents: "Étirement" and "etirement" are the same search. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The exercise library: the same for every member, answered in the reader's language (decision
 * 0079): the rows hold English by key, and the texts of another language come from the content read
 * in it.
 */
export class ExerciseService {
  private readonly texts: Record<Locale, ReturnType<typeof exerciseTexts>>;

  constructor(
    private readonly db: Db,
    content: ContentBundle,
  ) {
    this.texts = { en: exerciseTexts(content, 'en'), fr: exerciseTexts(content, 'fr') };
  }

  /**
   * `ids` (comma-separated ids or keys, §7) names the exercises to give; otherwise the library by
   * category and search. An English search is the database's; another language's searches the
   * library's texts in that language (and its English names, which a reader may know), a catalogue
   * of a few dozen exercises read from content.
   */
  async list(filter: { ids?: string; category?: Exercise['category']; q?: string }, locale: Locale = 'en'): Promise<Exercise[]> {
    const ids = filter.ids
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, LIMITS.exerciseIds);
    const search = filter.q || undefined;
    const local = locale !== 'en';
    const rows = await repo.listExercises(this.db, { ids, category: filter.category, search: local ? undefined : search });
    const texts = this.texts[locale];
    const exercises = rows.map((row) => presentExercise(row, texts));
    if (!local) return exercises;
    const wanted = search === undefined ? undefined : folded(search);
    const matches = (text: string) => wanted === undefined || folded(text).includes(wanted);
    const found = exercises.filter((e, i) => matches(e.name) || matches(e.summary) || matches(rows[i]!.name) || matches(rows[i]!.summary));
    // The database orders the English names; a list in another language is in that language's order.
    return found.sort((a, b) => a.name.localeCompare(b.name, locale));
  }

  /** Every category, with how many exercises it has (0 included). */
  async categories(): Promise<ExerciseCategoryCount[]> {
    const counts = new Map((await repo.categoryCounts(this.db)).map((c) => [c.category, Number(c.count)]));
    return EXERCISE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  async get(idOrKey: string, locale: Locale = 'en'): Promise<Exercise> {
    const row = await repo.findExercise(this.db, idOrKey);
    if (!row || row.archived) throw notFound(smsg('api.exerciseNotFound'));
    return presentExercise(row, this.texts[locale]);
  }
}
