import { useEffect, useRef } from 'react';
import { StatusMessage } from '@/components/ui/status-message';

/** A server's refusal: its message and the list of problems, focused so it is read at once. */
export function ErrorList({ message, errors, className }: { message: string; errors: readonly string[]; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message, errors]);
  return (
    <StatusMessage ref={ref} type="error" className={className}>
      <p className="font-medium">{message}</p>
      {errors.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {errors.map((e, i) => (
            <li key={`${i}-${e}`}>{e}</li>
          ))}
        </ul>
      )}
    </StatusMessage>
  );
}
