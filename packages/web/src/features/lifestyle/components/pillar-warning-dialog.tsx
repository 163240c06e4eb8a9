import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = pillar?.name;
  return (
    <Modal
      open={pillar !== null}
      title={t`Activate another pillar?`}
      confirmLabel={t`Yes, Activate`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <Trans>
          You already have two active pillars. We recommend working on no more than two lifestyle changes at a time, so each new habit has
          room to take hold.
        </Trans>
      </p>
      {pillar && (
        <p className="mt-2">
          <Trans>Do you still want to activate {name}?</Trans>
        </p>
      )}
    </Modal>
  );
}
