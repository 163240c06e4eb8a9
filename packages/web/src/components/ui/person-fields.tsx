import { useLingui } from '@lingui/react/macro';
import { useMemo, type ComponentProps } from 'react';
import { latestBirthDateForAge } from '@/lib/dates';
import { TextField } from './form-field';

/** A text field's props but its label: what a form gives (`{ ...form.register(name), error }`) and any extra. */
type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** First and last name side by side (§5). */
export function NameFields({ firstName, lastName }: { firstName: FieldProps; lastName: FieldProps }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t`First Name`} autoComplete="given-name" required {...firstName} />
      <TextField label={t`Last Name`} autoComplete="family-name" required {...lastName} />
    </div>
  );
}

/** Date of birth; the picker stops at the latest date that makes the member 18 today (§5). */
export function DateOfBirthField(props: FieldProps) {
  const { t } = useLingui();
  const maxBirthDate = useMemo(() => latestBirthDateForAge(), []);
  return <TextField label={t`Date of Birth`} type="date" autoComplete="bday" required max={maxBirthDate} {...props} />;
}
