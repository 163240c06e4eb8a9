import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';

/** What a query needs to be asked again (TanStack Query's result fits). */
export interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** What a failed load says, with a button that asks again (inside an error StatusMessage or AsyncSection). */
export function RetryError({ children, query }: { children: ReactNode; query: Retryable }) {
  return (
    <>
      <p>{children}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()} loading={query.isFetching}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}
