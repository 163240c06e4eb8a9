import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@wellpath/shared/limits';
import { addendumBodySchema, type CareNote, type NoteType } from '@wellpath/shared/staff/notes';
import { isStaffRole, ROLE_NAMES } from '@wellpath/shared/staff/roles';
import { useState } from 'react';
import { AsyncSection } from '@/components/ui/async-section';
import { Button } from '@/components/ui/button';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { FormActions } from '@/components/ui/form-actions';
import { FormStatus, type FormOutcome } from '@/components/ui/form-status';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { failedSubmit, useZodForm } from '@/lib/forms';
import { tr } from '@/lib/i18n/translate';
import { useAddAddendumMutation, useAddNoteMutation, useEditNoteMutation, useNotesPages } from '../api/notes';
import { Badge } from './badge';
import { LoadMore } from './load-more';
import { NOTE_TYPE_NAMES, NoteForm } from './note-form';
import { Nothing, Section } from './section';

const byLine = (author: CareNote['author']) => `${author.name}, ${isStaffRole(author.role) ? tr(ROLE_NAMES[author.role]) : author.role}`;

/**
 * The care team's notes on the member (decision 0087): a new note, then the notes this role may read,
 * newest contact first, each with its addenda. The member never sees them in the app.
 */
export function MemberNotes({ memberId }: { memberId: string }) {
  const { t } = useLingui();
  const pages = useNotesPages(memberId);
  const add = useAddNoteMutation(memberId);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const notes = pages.data?.pages.flatMap((p) => p.notes) ?? [];
  const types = pages.data?.pages[0]?.can_write ?? [];
  return (
    <Section
      id="notes"
      title={t`Notes`}
      description={t`For the care team only: the member does not see notes in WellPath (they are in the member's data export). Clinical notes are shown to clinicians and administrators only. A note can be edited by its author for 24 hours; after that, add an addendum.`}
    >
      <AsyncSection
        query={pages}
        loading={<SkeletonGroup label={t`Loading notes`} shapes={['h-40 rounded-2xl', 'h-24 rounded-2xl']} />}
        error={
          <RetryError query={pages}>
            <Trans>The notes could not be loaded.</Trans>
          </RetryError>
        }
      >
        {() => (
          <div className="space-y-4">
            {types.length > 0 && (
              <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-base font-semibold text-slate-900">
                  <Trans>Write a note</Trans>
                </h3>
                <FormStatus outcome={outcome} />
                <NoteForm
                  idPrefix="new-note"
                  types={types}
                  submitLabel={t`Save note`}
                  pending={add.isPending}
                  onSubmit={(body, reset) => {
                    setOutcome(null);
                    add.mutate(body, {
                      onSuccess: () => {
                        reset();
                        setOutcome({ type: 'success', message: t`Note saved.` });
                      },
                      onError: (error) =>
                        setOutcome(failedSubmit(error, t`The note could not be saved. Please try again.`, { serverMessageOn: [400, 403] })),
                    });
                  }}
                />
              </div>
            )}
            {notes.length === 0 ? (
              <Nothing>
                <Trans>No notes about this member yet.</Trans>
              </Nothing>
            ) : (
              <ul className="space-y-3">
                {notes.map((note) => (
                  <li key={note._id}>
                    <NoteCard memberId={memberId} note={note} types={types} />
                  </li>
                ))}
              </ul>
            )}
            {notes.length > 0 && (
              <LoadMore
                query={pages}
                count={notes.length}
                says={{ soFar: (count) => t`${count} notes shown so far.`, all: (count) => t`Showing all ${count} notes.` }}
              />
            )}
          </div>
        )}
      </AsyncSection>
    </Section>
  );
}

/** One note: its kind, day and author, the text, its addenda; edit (its author, 24 hours) or add an addendum. */
function NoteCard({ memberId, note, types }: { memberId: string; note: CareNote; types: readonly NoteType[] }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<'read' | 'edit' | 'addendum'>('read');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const edit = useEditNoteMutation(memberId);
  const kind = i18n._(NOTE_TYPE_NAMES[note.type]);
  const written = formatDateTime(note.created_at);
  return (
    <article aria-labelledby={`note-${note._id}`} className="space-y-3 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200">
      <header className="flex flex-wrap items-center gap-2">
        <Badge tone={note.type === 'coaching' ? 'info' : 'neutral'}>{kind}</Badge>
        <h3 id={`note-${note._id}`} className="font-semibold text-slate-900">
          {formatLongDate(`${note.noted_on}T12:00:00`)}
        </h3>
        <p className="text-slate-600">
          <Trans>
            by {byLine(note.author)}, written {written}
          </Trans>
          {note.updated_at !== note.created_at && (
            <>
              {' '}
              <Trans>(edited)</Trans>
            </>
          )}
        </p>
      </header>
      <FormStatus outcome={outcome} />
      {mode === 'edit' ? (
        <NoteForm
          idPrefix={`edit-${note._id}`}
          types={types}
          initial={{ type: note.type, noted_on: note.noted_on, text: note.text }}
          submitLabel={t`Save changes`}
          pending={edit.isPending}
          onCancel={() => setMode('read')}
          onSubmit={(body) =>
            edit.mutate(
              { noteId: note._id, body },
              {
                onSuccess: () => (setMode('read'), setOutcome({ type: 'success', message: t`Note updated.` })),
                onError: (error) =>
                  setOutcome(failedSubmit(error, t`The note could not be saved. Please try again.`, { serverMessageOn: [400, 403, 409] })),
              },
            )
          }
        />
      ) : (
        <p className="whitespace-pre-wrap text-slate-800">{note.text}</p>
      )}
      {note.addenda.length > 0 && (
        <ul className="space-y-2 border-l-4 border-slate-200 pl-4" aria-label={t`Addenda`}>
          {note.addenda.map((a) => (
            <li key={a._id}>
              <p className="text-xs font-semibold text-slate-600">
                <Trans>
                  Addendum by {byLine(a.author)}, {formatDateTime(a.created_at)}
                </Trans>
              </p>
              <p className="whitespace-pre-wrap text-slate-800">{a.text}</p>
            </li>
          ))}
        </ul>
      )}
      {mode === 'addendum' && (
        <AddendumForm
          memberId={memberId}
          noteId={note._id}
          onDone={(o) => (setMode('read'), setOutcome(o))}
          onCancel={() => setMode('read')}
        />
      )}
      {mode === 'read' && (
        <div className="flex flex-wrap gap-2">
          {note.can_edit && (
            <Button variant="secondary" size="sm" onClick={() => (setOutcome(null), setMode('edit'))}>
              <Trans>Edit note</Trans>
            </Button>
          )}
          {types.includes(note.type) && (
            <Button variant="secondary" size="sm" onClick={() => (setOutcome(null), setMode('addendum'))}>
              <Trans>Add an addendum</Trans>
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

function AddendumForm({
  memberId,
  noteId,
  onDone,
  onCancel,
}: {
  memberId: string;
  noteId: string;
  onDone: (o: FormOutcome) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const add = useAddAddendumMutation(memberId);
  const [failure, setFailure] = useState<FormOutcome | null>(null);
  const form = useZodForm(addendumBodySchema, { defaultValues: { text: '' } });
  const text = form.watch('text') ?? '';
  const submit = form.handleSubmit(({ text: body }) =>
    add.mutate(
      { noteId, text: body },
      {
        onSuccess: () => onDone({ type: 'success', message: t`Addendum added.` }),
        onError: (error) =>
          setFailure(failedSubmit(error, t`The addendum could not be saved. Please try again.`, { serverMessageOn: [400, 403] })),
      },
    ),
  );
  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate>
      <FormStatus outcome={failure} />
      <CountedTextAreaField
        id={`addendum-${noteId}`}
        label={t`Addendum`}
        hint={t`An addendum is kept with the note and can never be changed.`}
        rows={3}
        maxLength={LIMITS.careNote}
        length={text.length}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <FormActions submitLabel={t`Add addendum`} pending={add.isPending} onCancel={onCancel} />
    </form>
  );
}
