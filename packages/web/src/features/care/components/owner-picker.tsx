import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { useStaff } from './staff-context';

/** The caller's owner state: the picker's choice, the current owner (an id, or `pool`), and the assignment. */
export interface OwnerChoice {
  choice: string;
  setChoice: (choice: string) => void;
  current: string;
  /** An assignment is being sent. */
  pending: boolean;
  /** Sends an assignment: `me`, `pool` or a staff member's id. */
  submit: (to: string) => void;
}

/**
 * The owner picker of an alert, a request or a conversation (decisions 0086 and 0100): the pool or a
 * named staff member ("(you)" beside the signed-in one, sent as `me`), and the button that assigns
 * the choice, off while a change is sent or when the choice is the current owner.
 */
export function OwnerPicker({
  label,
  pool,
  assignees,
  owner,
  assignLabel,
  children,
}: {
  /** The select's label. */
  label: string;
  /** The pool's option. */
  pool: string;
  assignees: readonly { _id: string; name: string }[];
  owner: OwnerChoice;
  /** The assign button's accessible name, where its text alone does not say what it assigns. */
  assignLabel?: string;
  /** The assign button's text. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  const me = useStaff();
  const { choice, setChoice, current, pending, submit } = owner;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit(choice === me._id ? 'me' : choice);
      }}
    >
      <SelectField label={label} className="min-w-48" value={choice} onChange={(event) => setChoice(event.target.value)}>
        <option value="pool">{pool}</option>
        {assignees.map((a) => (
          <option key={a._id} value={a._id}>
            {a._id === me._id ? t`${a.name} (you)` : a.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" aria-label={assignLabel} disabled={pending || choice === current}>
        {children}
      </Button>
    </form>
  );
}
