import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { unsentEntries, useOutbox } from '@/lib/offline/session';

/**
 * Logging out of the member layout (issue 32): the device's copy of the member's data is erased
 * (`forget`), then the session ends (`logout`). Tracked days and blood-pressure readings still
 * waiting for the connection would be erased too: the member is asked first, and can stay signed in
 * until they are sent.
 */
export function useSignOut(forget: () => Promise<void>, logout: () => Promise<void>): { onLogout: () => Promise<void>; dialog: ReactNode } {
  const { t } = useLingui();
  const outbox = useOutbox();
  const days = unsentEntries(outbox.entries).length;
  const readings = unsentEntries(outbox.readings).length;
  const waiting = days + readings;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await forget();
    await logout();
  }

  const dialog = (
    <Modal
      open={asking}
      title={t`Log out and delete what is not sent?`}
      confirmLabel={t`Log out and delete them`}
      cancelLabel={t`Stay logged in`}
      confirmVariant="danger"
      busy={busy}
      onCancel={() => setAsking(false)}
      onConfirm={() => void signOut()}
    >
      <p>
        {days > 0 &&
          t`${plural(days, {
            one: '# tracked day has not reached your care team yet: it is waiting for the connection.',
            other: '# tracked days have not reached your care team yet: they are waiting for the connection.',
          })}`}{' '}
        {readings > 0 &&
          t`${plural(readings, {
            one: '# blood pressure reading has not reached your care team yet: it is waiting for the connection.',
            other: '# blood pressure readings have not reached your care team yet: they are waiting for the connection.',
          })}`}{' '}
        {t`Logging out deletes everything this device keeps of you, those too. Stay logged in until you are back online to send them.`}
      </p>
    </Modal>
  );

  return {
    dialog,
    onLogout: async () => {
      if (waiting > 0) setAsking(true);
      else await signOut();
    },
  };
}
