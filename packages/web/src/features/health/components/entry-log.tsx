import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { withoutSuccess } from '@/components/ui/form-status';
import { Modal } from '@/components/ui/modal';
import type { StatusType } from '@/components/ui/status-message';
import type { UndoOffer } from '@/components/ui/undo-toast';
import { formatDateTime } from '@/lib/dates';

/** What a delete (or its undo, the restore) needs of a mutation (TanStack Query's result fits). */
interface Removing {
  mutate: (id: string, handlers: { onSuccess: () => void; onError: () => void }) => void;
  isPending: boolean;
}

interface ConfirmedDeleteOptions<T> {
  /** Runs as the member confirms, before the call (to hide the last failure). */
  beforeDelete?: () => void;
  onDeleted: (entry: T) => void;
  onFailed: (entry: T) => void;
}

interface ConfirmedDelete<T> {
  /** The entry the dialog asks about. */
  asking: T | null;
  ask: (entry: T) => void;
  cancel: () => void;
  confirm: () => void;
  busy: boolean;
}

/** A delete that waits for the member's confirmation: `ask` opens the dialog, `confirm` deletes. */
export function useConfirmedDelete<T extends { _id: string }>(
  remove: Removing,
  { beforeDelete, onDeleted, onFailed }: ConfirmedDeleteOptions<T>,
): ConfirmedDelete<T> {
  const [asking, setAsking] = useState<T | null>(null);
  function confirm() {
    if (!asking) return;
    const entry = asking;
    beforeDelete?.();
    remove.mutate(entry._id, {
      onSuccess: () => {
        setAsking(null);
        onDeleted(entry);
      },
      onError: () => {
        setAsking(null);
        onFailed(entry);
      },
    });
  }
  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, busy: remove.isPending };
}

interface UndoDeleteOptions<T> {
  /** Undo's accessible name, saying what it puts back ("Undo deleting the reading of ..."). */
  undoLabel: (entry: T) => string;
  /** The notice once it is back. */
  restored: (entry: T) => string;
  restoreFailed: string;
  onNotice: (notice: { type: StatusType; text: string }) => void;
}

/** What `<UndoToast {...undo} />` needs, and `offer` to call once a delete went through. */
export interface UndoDelete<T> {
  offer: UndoOffer | null;
  busy: boolean;
  onUndo: () => void;
  onDismiss: () => void;
  /** Offers the undo of a delete that went through, with the line that says it. */
  offerFor: (entry: T, message: string) => void;
}

/**
 * The undo of a delete (decision 0036, as the other destructive actions): offered in
 * the undo toast for its few seconds once the server deleted, and carried out by the server, which
 * puts the entry back as it was (`restore`: `POST .../:id/restore`).
 */
export function useUndoDelete<T extends { _id: string }>(
  restore: Removing,
  { undoLabel, restored, restoreFailed, onNotice }: UndoDeleteOptions<T>,
): UndoDelete<T> {
  const [undo, setUndo] = useState<{ offer: UndoOffer; entry: T } | null>(null);
  return {
    offer: undo?.offer ?? null,
    busy: restore.isPending,
    offerFor: (entry, message) => setUndo({ entry, offer: { id: `${entry._id}-${Date.now()}`, message, undoLabel: undoLabel(entry) } }),
    onDismiss: () => setUndo(null),
    onUndo: () => {
      if (!undo) return;
      const { entry } = undo;
      restore.mutate(entry._id, {
        onSuccess: () => {
          setUndo(null);
          onNotice({ type: 'success', text: restored(entry) });
        },
        onError: () => {
          setUndo(null);
          onNotice({ type: 'error', text: restoreFailed });
        },
      });
    },
  };
}

/** The dialog of a confirmed delete: the entry described in `children`, and Delete in red. */
export function ConfirmDeleteModal<T>({
  title,
  del,
  children,
}: {
  title: string;
  del: ConfirmedDelete<T>;
  children: (entry: T) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal
      open={del.asking !== null}
      title={title}
      confirmLabel={t`Delete`}
      confirmVariant="danger"
      busy={del.busy}
      onCancel={del.cancel}
      onConfirm={del.confirm}
    >
      {del.asking && children(del.asking)}
    </Modal>
  );
}

interface EntryLogOptions<T> {
  /** The undo toast's line after a delete, e.g. "The reading of ... was deleted." */
  deleted: (entry: T) => string;
  /** The notice when a delete fails. */
  deleteFailed: string;
  /** Anything else to forget about a deleted entry. */
  afterDelete?: (entry: T) => void;
  /** The undo of a delete: the restore call and what is said of it. */
  undo: { restore: Removing } & Omit<UndoDeleteOptions<T>, 'onNotice'>;
}

/**
 * The state of a page that logs entries (activities, blood pressure readings): the entry being
 * edited (EntryFormCard brings its form into view), the delete awaiting confirmation, and the
 * notice that tells how the last save or delete went.
 */
export function useEntryLog<T extends { _id: string }>(
  remove: Removing,
  { deleted, deleteFailed, afterDelete, undo: { restore, ...undoWords } }: EntryLogOptions<T>,
) {
  const [editing, setEditing] = useState<T | null>(null);
  const [notice, setNotice] = useState<{ type: StatusType; text: string } | null>(null);
  const undo = useUndoDelete<T>(restore, { ...undoWords, onNotice: setNotice });

  const del = useConfirmedDelete<T>(remove, {
    onDeleted: (entry) => {
      if (editing?._id === entry._id) setEditing(null);
      afterDelete?.(entry);
      // The undo toast says it, with Undo beside it (the notice would say it twice).
      setNotice(null);
      undo.offerFor(entry, deleted(entry));
    },
    onFailed: () => setNotice({ type: 'error', text: deleteFailed }),
  });

  return {
    editing,
    notice,
    del,
    /** For `<UndoToast {...log.undo} />`, rendered after the list. */
    undo,
    /** Opens an entry in the form; the last notice goes. */
    edit: (entry: T) => {
      setNotice(null);
      setEditing(entry);
    },
    stopEditing: () => setEditing(null),
    /** The member starts typing another entry: "Reading saved" of the last one goes. */
    startedEntry: () => setNotice(withoutSuccess),
    /** Asks to confirm an entry's delete; the last notice goes. */
    askDelete: (entry: T) => {
      setNotice(null);
      del.ask(entry);
    },
    /** After a save: the form is empty again, and the notice says what was saved. */
    saved: (text: string) => {
      setEditing(null);
      setNotice({ type: 'success', text });
    },
  };
}

/** The member's words for a delete and its undo, each said of what describes the entry (its time, its kind). */
export interface EntryWords<W> {
  deleted: (about: W) => string;
  deleteFailed: string;
  undoLabel: (about: W) => string;
  restored: (about: W) => string;
  restoreFailed: string;
}

/**
 * useEntryLog for entries the member's words name by what `describe` says of them: the entry is
 * described once a sentence, so every sentence names it the same way.
 */
export function useDescribedEntryLog<T extends { _id: string }, W>(
  calls: { remove: Removing; restore: Removing },
  describe: (entry: T) => W,
  { deleted, deleteFailed, undoLabel, restored, restoreFailed }: EntryWords<W>,
  afterDelete?: (entry: T) => void,
) {
  return useEntryLog<T>(calls.remove, {
    deleted: (entry) => deleted(describe(entry)),
    deleteFailed,
    afterDelete,
    undo: {
      restore: calls.restore,
      undoLabel: (entry) => undoLabel(describe(entry)),
      restored: (entry) => restored(describe(entry)),
      restoreFailed,
    },
  });
}

/** When a measured entry (a reading, a measurement) was measured, as its delete and undo say it. */
export const measuredWhen = (entry: { measured_at: string }) => ({ when: formatDateTime(entry.measured_at) });
