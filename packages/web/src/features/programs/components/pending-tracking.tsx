import { Trans } from '@lingui/react/macro';
import type { TrackingEntry } from '@wellpath/shared/programs/wire';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { formatLongDateWithWeekday } from '@/lib/dates';
import type { TrackingOutboxEntry } from '@/lib/offline/database';
import { useOutbox } from '@/lib/offline/session';
import type { TrackPayload } from './tracking-form';

/** A waiting tracked day as the entry the server will hold once it is sent. */
function asEntry({ body, date, queuedAt }: TrackingOutboxEntry): TrackingEntry {
  // Entries are only made by useTrackProgramMutation, from the popup's payload.
  const payload = body as TrackPayload;
  return {
    date,
    completed_items: payload.completed_items,
    item_values: payload.item_values,
    exercise_tracking: 'exercise_tracking' in payload ? payload.exercise_tracking : [],
    updated_at: new Date(queuedAt).toISOString(),
  };
}

/** The programme's tracked days still on this device (waiting to send), by day. */
export function usePendingTracking(programId: string): ReadonlyMap<string, TrackingEntry> {
  const { entries } = useOutbox();
  return useMemo(
    () => new Map(entries.filter((e) => e.programId === programId && !e.rejected).map((e) => [e.date, asEntry(e)] as const)),
    [entries, programId],
  );
}

/** The tracking history as the member made it: the server's, with the days waiting to send in place. */
export function withPending(history: readonly TrackingEntry[], pending: ReadonlyMap<string, TrackingEntry>): TrackingEntry[] {
  if (pending.size === 0) return [...history];
  return [...history.filter((entry) => !pending.has(entry.date)), ...pending.values()];
}

/** "Waiting to send: Tuesday, June 3, 2025": the days tracked on this device that the server does not have yet. */
export function PendingTrackingNote({ pending, className }: { pending: ReadonlyMap<string, TrackingEntry>; className?: string }) {
  if (pending.size === 0) return null;
  const list = [...pending.keys()]
    .sort()
    .map((date) => formatLongDateWithWeekday(date))
    .join('; ');
  return (
    <p className={`flex items-start gap-2 text-sm text-slate-700 ${className ?? ''}`} data-testid="pending-tracking">
      <Clock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        <Trans>
          <span className="font-semibold">Waiting to send:</span> {list}
        </Trans>
      </span>
    </p>
  );
}
