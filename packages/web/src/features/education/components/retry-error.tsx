import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** What a failed load says, with a button that asks again (inside an error StatusMessage or AsyncSection). */
export function RetryError({ children, onRetry, retrying }: { children: ReactNode; onRetry: () => void; retrying: boolean }) {
  return (
    <>
      <p>{children}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </>
  );
}
