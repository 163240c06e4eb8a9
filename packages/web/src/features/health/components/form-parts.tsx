import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { FormActions } from '@/components/ui/form-actions';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { cn } from '@/lib/class-names';
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

/** Adding an entry and correcting one (useSaveActivity and the like). */
interface Savers<V, R> {
  create: Saving<V, R>;
  update: Saving<V & { id: string }, R>;
}

/** What a log page gives its entry form. */
export interface EntryEditorProps<T> {
  /** The entry being corrected; a new one when absent. */
  editing?: T;
  onSaved: (saved: T, wasEdit: boolean) => void;
  onCancelEdit: () => void;
  /** The member changed a field: the page's last "saved" notice is out of date. */
  onStartEntry?: () => void;
}

interface SaveMessages {
  /** What the entry is, for the log ("activity"). */
  what: string;
  /** The form's own words when the save fails without a message of the server's. */
  failure: string;
}

/**
 * Saves what an entry form holds: a new entry with `create`, a correction of `editing` with
 * `update` and the entry's id. A refusal becomes the form's outcome.
 */
export function useEntrySave<V, R extends { _id: string }>(
  { create, update }: Savers<V, R>,
  { editing, onSaved }: Pick<EntryEditorProps<R>, 'editing' | 'onSaved'>,
  { what, failure }: SaveMessages,
) {
  const editingId = editing?._id;
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

/** A number field's input props for a whole number between the shared schema's bounds (minutes, mm Hg). */
export function wholeNumberInput([min, max]: readonly [number, number]) {
  return { type: 'number', inputMode: 'numeric', min, max, step: 1 } as const;
}

interface EntryFormProps {
  /** The form's accessible name. */
  label: string;
  /** The save's state (useEntrySave): the last outcome goes away as a submit starts. */
  entry: Pick<ReturnType<typeof useEntrySave>, 'outcome' | 'clearOutcome' | 'pending'>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The button's words when adding, e.g. "Save reading". */
  saveLabel: string;
  /**
   * The form's editor: the entry being corrected (Cancel and "Save changes") rather than a new one,
   * Cancel, and any field changed (the page's notice of the last save goes).
   */
  editor: Pick<EntryEditorProps<unknown>, 'editing' | 'onCancelEdit' | 'onStartEntry'>;
  children: ReactNode;
}

/** A form that adds an entry or edits one: the outcome of the last save, the fields, then Cancel and Save. */
export function EntryForm({ label, entry, onSubmit, saveLabel, editor, children }: EntryFormProps) {
  const { t } = useLingui();
  const { outcome, pending } = entry;
  const editing = Boolean(editor.editing);
  const { onCancelEdit: onCancel, onStartEntry } = editor;
  return (
    <form
      onChange={onStartEntry}
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
      <FormActions
        submitLabel={editing ? t`Save changes` : saveLabel}
        pending={pending}
        onCancel={editing ? onCancel : undefined}
        fullWidth={!editing}
      />
    </form>
  );
}

interface EntryFormCardProps {
  title: string;
  /** A line under the title, e.g. which entry is being corrected. */
  description?: string;
  /** The entry opened in the form: the card then scrolls into view and its first field takes focus. */
  editing: object | null;
  className?: string;
  /** The entry form. */
  children: ReactNode;
}

/** The card around a log page's entry form: "Log a reading" or "Edit reading", then the form. */
export function EntryFormCard({ title, description, editing, className, children }: EntryFormCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!editing) return;
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    ref.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [editing]);
  return (
    <div ref={ref} className={cn('scroll-mt-20', className)}>
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  );
}
