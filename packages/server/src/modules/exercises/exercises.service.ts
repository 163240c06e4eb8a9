import { LIMITS } from '@wellpath/shared/limits';
import { smsg } from '../../i18n/index.js';
import { EXERCISE_CATEGORIES } from '@wellpath/shared/programs/definition';
import type { Exercise, ExerciseCategoryCount } from '@wellpath/shared/programs/wire';
import type { Db } from '../../db/connection.js';
import { notFound } from '../../lib/http-errors.js';
import * as repo from './exercises.repository.js';
import { presentExercise } from './exercises.presenter.js';

/** The exercise library: the same for every member. */
export class ExerciseService {
  constructor(private readonly db: Db) {}

  /** `ids` (comma-separated ids or keys, §7) names the exercises to give; otherwise the library by category and search. */
  async list(filter: { ids?: string; category?: Exercise['category']; q?: string }): Promise<Exercise[]> {
    const ids = filter.ids
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, LIMITS.exerciseIds);
    const rows = await repo.listExercises(this.db, { ids, category: filter.category, search: filter.q || undefined });
    return rows.map(presentExercise);
  }

  /** Every category, with how many exercises it has (0 included). */
  async categories(): Promise<ExerciseCategoryCount[]> {
    const counts = new Map((await repo.categoryCounts(this.db)).map((c) => [c.category, Number(c.count)]));
    return EXERCISE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  }

  async get(idOrKey: string): Promise<Exercise> {
    const row = await repo.findExercise(this.db, idOrKey);
    if (!row || row.archived) throw notFound(smsg('api.exerciseNotFound'));
    return presentExercise(row);
  }
}
