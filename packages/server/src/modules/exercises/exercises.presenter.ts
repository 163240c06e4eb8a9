import type { Selectable } from 'kysely';
import { exerciseSchema, type Exercise } from '@wellpath/shared/programs/wire';
import type { ExerciseTable } from '../../db/schema.js';
import type { ContentBundle } from '../../content/loader.js';
import type { Locale } from '@wellpath/shared/i18n/locale';

/** An exercise's row as it is read: its kinds by the wire's names, its details (content/sync.ts) as the wire has them. */
const storedKinds = exerciseSchema.pick({ category: true, level: true, default_unit: true });
const storedDetails = exerciseSchema
  .pick({ muscles: true, equipment: true, instructions: true, safety: true })
  // null only for an exercise synced before drawings existed
  .extend({ illustration: exerciseSchema.shape.illustration.default(null) });

/** An exercise's texts in one language, from the content read in that language (decision 0079). */
type ExerciseTexts = Pick<Exercise, 'name' | 'summary' | 'muscles' | 'equipment' | 'instructions' | 'safety' | 'illustration'>;

/** The library's texts by key in a language; none for English, whose texts are the rows'. */
export function exerciseTexts(content: ContentBundle, locale: Locale): ReadonlyMap<string, ExerciseTexts> {
  if (locale === 'en') return new Map();
  return new Map(
    content.byLocale[locale].exercises.map((e) => [
      e.key,
      {
        name: e.name,
        summary: e.summary,
        muscles: e.muscles,
        equipment: e.equipment,
        instructions: e.instructions,
        safety: e.safety ?? null,
        illustration: e.drawing,
      },
    ]),
  );
}

/** An exercise from its row, with its texts in the reader's language where `texts` has them. */
export function presentExercise(r: Selectable<ExerciseTable>, texts: ReadonlyMap<string, ExerciseTexts> = new Map()): Exercise {
  const kinds = storedKinds.parse(r);
  const d = storedDetails.parse(JSON.parse(r.details));
  const local = texts.get(r.key);
  const english = {
    _id: r.id,
    key: r.key,
    name: r.name,
    category: kinds.category,
    level: kinds.level,
    default_unit: kinds.default_unit,
    summary: r.summary,
    muscles: d.muscles,
    equipment: d.equipment,
    instructions: d.instructions,
    safety: d.safety,
    illustration: d.illustration,
  };
  return local ? { ...english, ...local } : english;
}
