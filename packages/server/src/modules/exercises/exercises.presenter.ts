import type { Selectable } from 'kysely';
import type { Exercise } from '@wellpath/shared/programs/wire';
import type { ExerciseTable } from '../../db/schema.js';

export function presentExercise(r: Selectable<ExerciseTable>): Exercise {
  const { illustration = null, ...d } = JSON.parse(r.details) as {
    muscles: string[];
    equipment: string[];
    instructions: string[];
    safety: string | null;
    illustration?: Exercise['illustration'];
  };
  return {
    _id: r.id,
    key: r.key,
    name: r.name,
    category: r.category as Exercise['category'],
    level: r.level as Exercise['level'],
    default_unit: r.default_unit as Exercise['default_unit'],
    summary: r.summary,
    ...d,
    illustration,
  };
}
