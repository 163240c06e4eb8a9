import { needsPillarWarning } from '@wellpath/shared/lifestyle/pillar-warning';
import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { useState } from 'react';
import { useTogglePillarMutation } from '@/api/pillars';

/**
 * The activate switch's rule (§4): deactivating is immediate; activating a third pillar while two
 * are active waits for the member to confirm in the warning dialog. Render `<PillarWarningDialog
 * {...activation.warning} />` beside the switches.
 */
export function usePillarActivation(pillars: readonly Pillar[] | undefined) {
  const toggle = useTogglePillarMutation();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<Pillar | null>(null);

  function requestToggle(pillar: Pillar) {
    if (needsPillarWarning(pillars ?? [], pillar._id)) {
      setAwaitingConfirmation(pillar);
      return;
    }
    toggle.mutate(pillar._id);
  }

  function confirm() {
    if (awaitingConfirmation) toggle.mutate(awaitingConfirmation._id);
    setAwaitingConfirmation(null);
  }

  return {
    requestToggle,
    /** True while this pillar's toggle call runs. */
    isToggling: (pillarId: string) => toggle.isPending && toggle.variables === pillarId,
    warning: { pillar: awaitingConfirmation, onConfirm: confirm, onCancel: () => setAwaitingConfirmation(null) },
  };
}
