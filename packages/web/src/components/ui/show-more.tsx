import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from './button';

/** Long lists show their first `initial` items, then grow by `step` on request. */
export function useShowMore<T>(items: readonly T[], initial = 10, step = 20) {
  const [count, setCount] = useState(initial);
  return { visible: items.slice(0, count), hidden: Math.max(0, items.length - count), more: () => setCount((c) => c + step), step };
}

/** `noun` is the plural of what the list holds, in the app's language ("entries"). */
export function ShowMoreButton({ hidden, step, onClick, noun }: { hidden: number; step: number; onClick: () => void; noun: string }) {
  if (hidden === 0) return null;
  const count = Math.min(step, hidden);
  return (
    <div className="pt-4">
      <Button variant="secondary" onClick={onClick}>
        <Trans>
          Show {count} more {noun} ({hidden} not shown)
        </Trans>
      </Button>
    </div>
  );
}
