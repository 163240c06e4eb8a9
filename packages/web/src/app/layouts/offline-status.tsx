import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { useIsOffline } from '@/lib/offline/connectivity';
import { useOutbox } from '@/lib/offline/session';

/**
 * The one place that says the app is offline (instead of an error per section), with the tracked
 * days waiting to be sent, and any the server refused. The status region stays in the page, so a
 * screen reader hears the change when the connection drops or comes back.
 */
export function OfflineStatus() {
  const { t } = useLingui();
  const offline = useIsOffline();
  const { entries, readings, sending, dismiss } = useOutbox();
  const waiting = entries.filter((entry) => !entry.rejected);
  const refused = entries.filter((entry) => entry.rejected);
  const waitingCount = waiting.length;
  const waitingReadings = readings.filter((reading) => !reading.rejected).length;
  const refusedReadings = readings.filter((reading) => reading.rejected);
  const Icon = offline ? CloudOff : RefreshCw;

  return (
    <>
      <div role="status">
        {(offline || waiting.length > 0 || waitingReadings > 0) && (
          <div className="mb-6 flex gap-3 rounded-xl bg-slate-800 px-4 py-3 text-white shadow-sm" data-testid="offline-banner">
            <Icon className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden="true" />
            <div className="min-w-0 space-y-1 text-sm">
              {offline && (
                <>
                  <p className="text-base font-semibold">
                    <Trans>You are offline</Trans>
                  </p>
                  <p className="text-slate-200">
                    <Trans>You can still read what was saved on this device. Everything updates by itself when you are back online.</Trans>
                  </p>
                </>
              )}
              {waiting.length > 0 && (
                <p className={offline ? 'text-slate-200' : 'font-medium'}>
                  {!offline && sending
                    ? waitingCount === 1
                      ? t`Sending your tracked day...`
                      : t`Sending your tracked days...`
                    : offline
                      ? t`${plural(waitingCount, {
                          one: '# tracked day is waiting to send when you are back online.',
                          other: '# tracked days are waiting to send when you are back online.',
                        })}`
                      : t`${plural(waitingCount, { one: '# tracked day is waiting to send.', other: '# tracked days are waiting to send.' })}`}
                </p>
              )}
              {waitingReadings > 0 && (
                <p className={offline ? 'text-slate-200' : 'font-medium'}>
                  {offline
                    ? t`${plural(waitingReadings, {
                        one: '# blood pressure reading is waiting to send when you are back online.',
                        other: '# blood pressure readings are waiting to send when you are back online.',
                      })}`
                    : t`${plural(waitingReadings, {
                        one: '# blood pressure reading is waiting to send.',
                        other: '# blood pressure readings are waiting to send.',
                      })}`}
                </p>
              )}
            </div>
          </div>
        )}
      </div>
      {refused.map((entry) => {
        const programme = entry.programTitle;
        const day = formatLongDate(entry.date);
        const reasons = entry.rejected?.errors.join(' ') ?? '';
        return (
          <StatusMessage key={entry.id} type="error" className="mb-6">
            <p>
              {reasons ? (
                <Trans>
                  Your progress for {programme} on {day} was not saved: {reasons}
                </Trans>
              ) : (
                <Trans>
                  Your progress for {programme} on {day} was not saved.
                </Trans>
              )}
            </p>
            <p className="mt-1">
              <Trans>Track that day again to record it.</Trans>
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dismiss(entry.id)}>
              <Trans>Dismiss</Trans>
            </Button>
          </StatusMessage>
        );
      })}
      {refusedReadings.map((entry) => {
        const { systolic, diastolic } = entry.body;
        const when = formatDateTime(entry.body.measured_at);
        const reasons = entry.rejected?.errors.join(' ') ?? '';
        return (
          <StatusMessage key={entry.id} type="error" className="mb-6">
            <p>
              {reasons ? (
                <Trans>
                  Your blood pressure reading of {systolic}/{diastolic} taken {when} was not saved: {reasons}
                </Trans>
              ) : (
                <Trans>
                  Your blood pressure reading of {systolic}/{diastolic} taken {when} was not saved.
                </Trans>
              )}
            </p>
            <p className="mt-1">
              <Trans>Log it again to record it.</Trans>
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dismiss(entry.id)}>
              <Trans>Dismiss</Trans>
            </Button>
          </StatusMessage>
        );
      })}
    </>
  );
}
