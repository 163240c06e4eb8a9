import type { Selectable } from 'kysely';
import { exerciseSchema, type Exercise } from '@wellpath/shared/programs/wire';
import type { ExerciseTable } from '../../db/schema.js';

/** An exercise's row as it is read: its kinds by the wire's names, its details (content/sync.ts) as the wire has them. */
const storedKinds = exerciseSchema.pick({ category: true, level: true, default_unit: true });
const storedDetails = exerciseSchema
  .pick({ muscles: true, equipment: true, instructions: true, safety: true })
  // null only for an exercise synced before drawings existed
  .extend({ illustration: exerciseSchema.shape.illustration.default(null) });

export function presentExercise(r: Selectable<ExerciseTable>): Exercise {
  const kinds = storedKinds.parse(r);
  const d = storedDetails.parse(JSON.parse(r.details));
  return {
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
}
