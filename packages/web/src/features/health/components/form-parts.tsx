import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { failedSubmit, type FailedSubmit } from '@/lib/forms';
import { logger } from '@/lib/logger';

/** A refused save or import shows the server's own message where it sent one (rules, not found, too large). */
export function saveFailed(error: unknown, fallback: string): FailedSubmit {
  return failedSubmit(error, fallback, { serverMessageOn: [400, 404, 413] });
}

/** What an entry form needs of a mutation (TanStack Query's result fits). */
interface Saving<V, R> {
  mutate: (variables: V, handlers: { onSuccess: (saved: R) => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

interface EntrySaveOptions<V, R> {
  create: Saving<V, R>;
  update: Saving<V & { id: string }, R>;
  /** The id of the entry being edited; a new entry when absent. */
  editingId: string | undefined;
  onSaved: (saved: R, wasEdit: boolean) => void;
  /** What the entry is, for the log ("activity"). */
  what: string;
  /** The form's own words when the save fails without a message of the server's. */
  failure: string;
}

/**
 * Saves what an entry form holds: a new entry with `create`, a correction with `update` and the
 * entry's id. A refusal becomes the form's outcome.
 */
export function useEntrySave<V, R>({ create, update, editingId, onSaved, what, failure }: EntrySaveOptions<V, R>) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  /** Saves the values; `onCreated` runs after a new entry is saved (to empty the form for the next one). */
  const save = (values: V, onCreated: () => void) => {
    const handlers = {
      onSuccess: (saved: R) => {
        onSaved(saved, editingId !== undefined);
        if (editingId === undefined) onCreated();
      },
      onError: (error: Error) => {
        logger.warn(`Failed to ${editingId === undefined ? 'save' : 'update'} ${what}`, { error });
        setOutcome(saveFailed(error, failure));
      },
    };
    if (editingId !== undefined) update.mutate({ ...values, id: editingId }, handlers);
    else create.mutate(values, handlers);
  };
  return { outcome, clearOutcome: () => setOutcome(null), save, pending: create.isPending || update.isPending };
}

interface EntryFormProps {
  /** The form's accessible name. */
  label: string;
  /** The save's state (useEntrySave): the last outcome goes away as a submit starts. */
  entry: Pick<ReturnType<typeof useEntrySave>, 'outcome' | 'clearOutcome' | 'pending'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Editing an entry (Cancel and "Save changes") rather than adding one. */
  editing: boolean;
  /** The button's words when adding, e.g. "Save reading". */
  saveLabel: string;
  onCancel: () => void;
  children: ReactNode;
}

/** A form that adds an entry or edits one: the outcome of the last save, the fields, then Cancel and Save. */
export function EntryForm({ label, entry, onSubmit, editing, saveLabel, onCancel, children }: EntryFormProps) {
  const { outcome, pending } = entry;
  return (
    <form
      onSubmit={(event) => {
        entry.clearOutcome();
        void onSubmit(event);
      }}
      noValidate
      className="space-y-4"
      aria-label={label}
    >
      <FormStatus outcome={outcome} />
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {editing && (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={pending} disabled={pending} fullWidth={!editing}>
          {pending ? 'Saving...' : editing ? 'Save changes' : saveLabel}
        </Button>
      </div>
    </form>
  );
}
