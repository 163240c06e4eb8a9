import { t } from '@lingui/core/macro';
import type { TrackingEntry } from '@wellpath/shared/programs/wire';
import { formatLongDate } from '@/lib/dates';
import type { SubmitOutcome } from '@/lib/offline/outbox';

// A tracked day's lookup and the words after saving it, apart from the tracking form: the home's
// Today list reads them without loading the form (decision 0045).

export function entryForDate(history: readonly TrackingEntry[], date: string): TrackingEntry | undefined {
  return history.find((entry) => entry.date === date);
}

/** What the screen says once a day is tracked: saved, or kept on the device until the connection is back. */
export function savedMessage(date: string, outcome: SubmitOutcome, programTitle?: string): string {
  const day = formatLongDate(date);
  if (programTitle) {
    return outcome === 'queued'
      ? t`Progress for ${programTitle} on ${day} is saved on this device and waiting to send. It will be sent when you are back online.`
      : t`Progress saved for ${programTitle} on ${day}.`;
  }
  return outcome === 'queued'
    ? t`Progress for ${day} is saved on this device and waiting to send. It will be sent when you are back online.`
    : t`Progress saved for ${day}.`;
}
