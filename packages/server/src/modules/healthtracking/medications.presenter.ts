import { medicationAdherence } from '@wellpath/shared/health/medication-adherence';
import { isTakenOn, medicationSchema, type Medication, type MedicationDefinition } from '@wellpath/shared/health/medications';
import type { MedicationTable } from '../../db/schema.js';
import { parseColumn } from '../../lib/stored-row.js';

const { drug_class: classSchema, dose_unit: unitSchema, frequency: frequencySchema } = medicationSchema.shape;

/**
 * A stored medication as the member reads it: a catalogue entry's name, class, ATC code and what it
 * treats come from the catalogue in the reader's language (`entry`, the clinic may have corrected
 * them); an entry no longer in the catalogue keeps what was stored when it was chosen.
 */
export function presentMedication(
  r: MedicationTable,
  entry: MedicationDefinition | undefined,
  today: string,
  taken: readonly string[] = [],
): Medication {
  const tracked = Number(r.track_daily ?? 0) === 1;
  return {
    _id: r.id,
    catalogue_key: r.catalogue_key,
    name: entry?.name ?? r.name,
    drug_class: entry?.class ?? parseColumn(classSchema, r.drug_class, 'medications.drug_class'),
    atc: entry?.atc ?? r.atc,
    treats: entry?.treats ?? null,
    dose_amount: r.dose_amount === null ? null : Math.round(Number(r.dose_amount) * 1000) / 1000,
    dose_unit: parseColumn(unitSchema, r.dose_unit, 'medications.dose_unit'),
    frequency: parseColumn(frequencySchema, r.frequency, 'medications.frequency'),
    reason: r.reason,
    started_on: r.started_on,
    stopped_on: r.stopped_on,
    active: isTakenOn(r, today),
    track_daily: tracked,
    adherence: tracked ? medicationAdherence({ ...r, track_since: r.track_since ?? today, taken }, today) : null,
  };
}
