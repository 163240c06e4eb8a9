import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { formatLongDate } from '@/lib/dates';
import { useIsOffline } from '@/lib/offline/connectivity';
import { useOutbox } from '@/lib/offline/session';

function trackedDays(count: number): string {
  return count === 1 ? '1 tracked day is' : `${count} tracked days are`;
}

/**
 * The one place that says the app is offline (instead of an error per section), with the tracked
 * days waiting to be sent, and any the server refused. The status region stays in the page, so a
 * screen reader hears the change when the connection drops or comes back.
 */
export function OfflineStatus() {
  const offline = useIsOffline();
  const { entries, sending, dismiss } = useOutbox();
  const waiting = entries.filter((entry) => !entry.rejected);
  const refused = entries.filter((entry) => entry.rejected);
  const Icon = offline ? CloudOff : RefreshCw;

  return (
    <>
      <div role="status">
        {(offline || waiting.length > 0) && (
          <div className="mb-6 flex gap-3 rounded-xl bg-slate-800 px-4 py-3 text-white shadow-sm" data-testid="offline-banner">
            <Icon className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
            <div className="min-w-0 space-y-1 text-sm">
              {offline && (
                <>
                  <p className="text-base font-semibold">You are offline</p>
                  <p className="text-slate-200">
                    You can still read what was saved on this device. Everything updates by itself when you are back online.
                  </p>
                </>
              )}
              {waiting.length > 0 && (
                <p className={offline ? 'text-slate-200' : 'font-medium'}>
                  {!offline && sending
                    ? `Sending your tracked ${waiting.length === 1 ? 'day' : 'days'}...`
                    : `${trackedDays(waiting.length)} waiting to send${offline ? ' when you are back online' : ''}.`}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
      {refused.map((entry) => (
        <StatusMessage key={entry.id} type="error" className="mb-6">
          <p>
            Your progress for {entry.programTitle} on {formatLongDate(entry.date)} was not saved
            {entry.rejected && entry.rejected.errors.length > 0 ? `: ${entry.rejected.errors.join(' ')}` : '.'}
          </p>
          <p className="mt-1">Track that day again to record it.</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dismiss(entry.id)}>
            Dismiss
          </Button>
        </StatusMessage>
      ))}
    </>
  );
}
