import { useEffect, useRef, type ReactNode } from 'react';
import { StatusMessage, type StatusType } from './status-message';

export interface FormOutcome {
  type: StatusType;
  message: ReactNode;
  /** One sentence per problem, listed under the message. */
  errors?: string[];
}

/** A form's result after submit: green or red, with the server's sentences, and focused so it is read out. */
export function FormStatus({ outcome, className }: { outcome: FormOutcome | null; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <StatusMessage ref={ref} type={outcome.type} className={className}>
      <p>{outcome.message}</p>
      {outcome.errors && outcome.errors.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {outcome.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </StatusMessage>
  );
}
