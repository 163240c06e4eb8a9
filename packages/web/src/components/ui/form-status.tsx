import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { tr } from '@/lib/i18n/translate';
import { StatusMessage, type StatusType } from './status-message';

export interface FormOutcome {
  type: StatusType;
  message: ReactNode;
  /** One sentence per problem, listed under the message. */
  errors?: string[];
}

/**
 * A form's result after submit: green or red, with the server's sentences, and focused so it is read out.
 * A message made by shared code (`MESSAGES.*`, an encoded id) is put into the app's language here.
 */
export function FormStatus({ outcome, className }: { outcome: FormOutcome | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <StatusMessage ref={ref} type={outcome.type} className={className}>
      <p>{typeof outcome.message === 'string' ? tr(outcome.message) : outcome.message}</p>
      {outcome.errors && outcome.errors.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {outcome.errors.map((e) => (
            <li key={e}>{tr(e)}</li>
          ))}
        </ul>
      )}
    </StatusMessage>
  );
}

/** Forgets a success once the member changes something: "Sent" or "Saved" is about what they did before. */
export function withoutSuccess<T extends { type: StatusType }>(outcome: T | null): T | null {
  return outcome?.type === 'success' ? null : outcome;
}

/**
 * A form's outcome, with `clearSuccess` for the form's onChange: a success message goes as the
 * member starts the next entry, so it never stands over a new, unsent one. An error stays until
 * the next submit, as it says what to fix.
 */
export function useFormOutcome() {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const clearSuccess = useCallback(() => setOutcome(withoutSuccess), []);
  return { outcome, setOutcome, clearSuccess };
}
