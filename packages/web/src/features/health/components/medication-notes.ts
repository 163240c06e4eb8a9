import { useLingui } from '@lingui/react/macro';
import {
  GLUCOSE_LOWERING_CLASSES,
  LIPID_LOWERING_CLASSES,
  type Medication,
  type MedicationClass,
} from '@wellpath/shared/health/medications';
import { useMedicationsQuery } from '../api/medications';

/** The markers read with the lipid-lowering treatment beside them, and those read with the glucose-lowering one. */
const LIPID_MARKERS = new Set(['ldl-c', 'non-hdl-c', 'apob', 'total-cholesterol']);
const GLUCOSE_MARKERS = new Set(['hba1c', 'fasting-glucose']);

const namesOf = (taken: Medication[], classes: readonly MedicationClass[]) =>
  taken
    .filter((m) => m.drug_class !== null && classes.includes(m.drug_class))
    .map((m) => m.name)
    .join(', ');

/**
 * What the member's medication list says beside a result (decision 0089): "On a statin" where LDL
 * and the other lipids are read, "On glucose-lowering treatment" where HbA1c and fasting glucose
 * are, each naming the medications; nothing while the list is unknown or says nothing.
 */
export function useTreatmentNotes(): (markerKey: string) => string | undefined {
  const { t } = useLingui();
  const list = useMedicationsQuery();
  const taken = (list.data?.medications ?? []).filter((m) => m.active);
  const statins = namesOf(taken, ['statin']);
  const lipids = namesOf(taken, LIPID_LOWERING_CLASSES);
  const glucose = namesOf(taken, GLUCOSE_LOWERING_CLASSES);
  return (markerKey) => {
    if (LIPID_MARKERS.has(markerKey)) {
      if (statins) return t`On a statin (${statins}): this result is measured on treatment.`;
      if (lipids) return t`On lipid-lowering treatment (${lipids}): this result is measured on treatment.`;
    }
    if (GLUCOSE_MARKERS.has(markerKey) && glucose)
      return t`On glucose-lowering treatment (${glucose}): this result is measured on treatment.`;
    return undefined;
  };
}
