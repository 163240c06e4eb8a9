import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { outboxEntriesNow, unsentEntries, useOutbox } from '@/lib/offline/session';

/**
 * Logging out of the member layout (issue 32): the device's copy of the member's data is erased
 * (`forget`), then the session ends (`logout`). Tracked days and blood-pressure readings still
 * waiting for the connection would be erased too: the member is asked first, and can stay signed in
 * until they are sent.
 *
 * The layout reads the outbox only when the member logs out; the question, when it shows, follows it
 * (issue 39: a layout following the outbox rendered again whole, in one task, each time the outbox
 * changed, as when the member's session starts).
 */
export function useSignOut(forget: () => Promise<void>, logout: () => Promise<void>): { onLogout: () => Promise<void>; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    await forget();
    await logout();
  }

  return {
    dialog: asking ? <SignOutQuestion busy={busy} onCancel={() => setAsking(false)} onConfirm={() => void signOut()} /> : null,
    onLogout: async () => {
      if (unsentEntries(outboxEntriesNow()).length > 0) setAsking(true);
      else await signOut();
    },
  };
}

/** Log out and delete what is not sent, or stay signed in: with the waiting days and readings counted. */
function SignOutQuestion({ busy, onCancel, onConfirm }: { busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const outbox = useOutbox();
  const days = unsentEntries(outbox.entries).length;
  const readings = unsentEntries(outbox.readings).length;
  return (
    <Modal
      open
      title={t`Log out and delete what is not sent?`}
      confirmLabel={t`Log out and delete them`}
      cancelLabel={t`Stay logged in`}
      confirmVariant="danger"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
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
}
