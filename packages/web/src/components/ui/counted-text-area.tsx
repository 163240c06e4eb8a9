import { Trans } from '@lingui/react/macro';
import { useId, type ComponentProps } from 'react';
import { TextAreaField } from './form-field';

type CountedTextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'after' | 'maxLength'> & {
  maxLength: number;
  /** How many characters are typed so far. */
  length: number;
};

/** A text area with its "120/2000 characters" count under it, read out with the field. */
export function CountedTextAreaField({ maxLength, length, 'aria-describedby': describedBy, ...props }: CountedTextAreaProps) {
  const counterId = useId();
  return (
    <TextAreaField
      maxLength={maxLength}
      aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
      after={
        <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
          <Trans>
            {length}/{maxLength} characters
          </Trans>
        </p>
      }
      {...props}
    />
  );
}
