import type { Pillar } from '@wellpath/shared/lifestyle/pillars';
import { Modal } from '@/components/ui/modal';

interface PillarWarningDialogProps {
  /** The pillar waiting for confirmation; the dialog is closed when null. */
  pillar: Pick<Pillar, 'name'> | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The pillar warning dialog (§2 home components): shown before a third pillar is activated (§4, §9). */
export function PillarWarningDialog({ pillar, onConfirm, onCancel }: PillarWarningDialogProps) {
  return (
    <Modal open={pillar !== null} title="Activate another pillar?" confirmLabel="Yes, Activate" onConfirm={onConfirm} onCancel={onCancel}>
      <p>
        You already have two active pillars. We recommend working on no more than two lifestyle changes at a time, so each new habit has
        room to take hold.
      </p>
      {pillar && <p className="mt-2">Do you still want to activate {pillar.name}?</p>}
    </Modal>
  );
}
