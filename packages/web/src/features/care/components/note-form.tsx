import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { LIMITS } from '@wellpath/shared/limits';
import { noteBodySchema, type NoteType } from '@wellpath/shared/staff/notes';
import { CountedTextAreaField } from '@/components/ui/counted-text-area';
import { FormActions } from '@/components/ui/form-actions';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useZodForm } from '@/lib/forms';
import { today } from '@/lib/dates';
import type { NoteInput } from '../api/notes';

/** The kinds of note as a screen names them. */
export const NOTE_TYPE_NAMES: Record<NoteType, MessageDescriptor> = {
  call: msg({ message: 'Call', comment: 'a clinical note about a phone call with the member' }),
  visit: msg({ message: 'Visit', comment: 'a clinical note about a visit' }),
  review: msg({ message: 'Review', comment: 'a clinical note about a review of results or the record' }),
  other: msg({ message: 'Other', comment: 'a clinical note of any other kind' }),
  coaching: msg({ message: 'Coaching', comment: 'a note written by a coach' }),
};

interface NoteFormProps {
  /** The types this reader writes (the list's can_write). */
  types: readonly NoteType[];
  /** The note being edited; a new note when left out. */
  initial?: NoteInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: NoteInput, reset: () => void) => void;
  onCancel?: () => void;
  /** Tells fields of two forms on one page apart. */
  idPrefix: string;
}

/** A note's type, day and text, checked by the same rules as the server. */
export function NoteForm({ types, initial, submitLabel, pending, onSubmit, onCancel, idPrefix }: NoteFormProps) {
  const { t, i18n } = useLingui();
  const blank: NoteInput = { type: types[0] ?? 'other', noted_on: today(), text: '' };
  const form = useZodForm(noteBodySchema, { defaultValues: initial ?? blank });
  const errors = form.formState.errors;
  const text = form.watch('text') ?? '';
  const submit = form.handleSubmit((values) => onSubmit(values, () => form.reset({ ...blank, type: values.type })));
  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={`${idPrefix}-type`} label={t`Type of note`} error={errors.type?.message} {...form.register('type')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {i18n._(NOTE_TYPE_NAMES[type])}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${idPrefix}-date`}
          type="date"
          label={t`Date of the contact`}
          max={today()}
          error={errors.noted_on?.message}
          {...form.register('noted_on')}
        />
      </div>
      <CountedTextAreaField
        id={`${idPrefix}-text`}
        label={t`Note`}
        rows={5}
        maxLength={LIMITS.careNote}
        length={text.length}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
