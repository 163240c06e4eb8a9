import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/ui/form-field';
import { formatLongDateWithWeekday } from '@/lib/dates';
import type { TrackingForm } from './use-tracking-form';

/** The day being tracked, with its long name, whether its entry is still loading, and whether it waits to send. */
export function TrackingDateField({ form, startDay }: { form: TrackingForm; startDay: string }) {
  const { t } = useLingui();
  const { date, today, validDay, dayLoading, dayLoadFailed, pending, dateProblem, changeDate } = form;
  return (
    <TextField
      className="mt-4"
      type="date"
      label={t`Date`}
      value={date}
      min={startDay}
      max={today}
      required
      onChange={(e) => changeDate(e.target.value)}
      error={dateProblem ?? undefined}
      after={
        validDay && (
          <>
            <p className="mt-1.5 text-sm font-medium text-teal-800" aria-live="polite" data-testid="tracking-date">
              {formatLongDateWithWeekday(date)}
            </p>
            {dayLoading && (
              <p className="mt-1 text-sm text-slate-700" role="status">
                {dayLoadFailed
                  ? t`What you recorded on this day could not be loaded, so it cannot be changed now. Please check your connection and try again.`
                  : t`Loading what you recorded on this day…`}
              </p>
            )}
            {pending.has(date) && (
              <p className="mt-1 text-sm text-slate-700">
                <Trans>Saved on this device, waiting to send. Saving again replaces it.</Trans>
              </p>
            )}
          </>
        )
      }
    />
  );
}
