import { Trans, useLingui } from '@lingui/react/macro';
import { periodsMetMessage, type SchedulePeriod } from '@wellpath/shared/programs/schedule';
import type { ProgramProgress } from '@wellpath/shared/programs/wire';
import { formatLongDate } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { Badge } from './badge';
import { formatAdherence, pluralDays, RUN_STATUS_LABELS } from './program-format';

/** One finished or left run: dates, days tracked and adherence (with the days or weeks it counts). */
export function PastRunSummary({ progress, per }: { progress: ProgramProgress; per: SchedulePeriod }) {
  const { i18n } = useLingui();
  const ended = progress.ended_at ? formatLongDate(progress.ended_at) : null;
  const started = formatLongDate(progress.start_day);
  const days = pluralDays(progress.days_tracked);
  const adherence = formatAdherence(progress.adherence);
  const periods =
    per === 'week' && progress.periods_counted > 0 ? tr(periodsMetMessage(progress.periods_met, progress.periods_counted, per)) : null;
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={progress.status === 'completed' ? 'green' : 'amber'}>{i18n._(RUN_STATUS_LABELS[progress.status])}</Badge>
        <span className="text-slate-700">
          {!ended ? (
            <Trans>Started {started}</Trans>
          ) : progress.status === 'completed' ? (
            <Trans>
              Started {started} · Completed {ended}
            </Trans>
          ) : (
            <Trans>
              Started {started} · Left {ended}
            </Trans>
          )}
        </span>
      </div>
      <p className="mt-1 text-slate-600">
        {periods ? (
          <Trans>
            {days} tracked · {adherence} adherence ({periods})
          </Trans>
        ) : (
          <Trans>
            {days} tracked · {adherence} adherence
          </Trans>
        )}
      </p>
    </div>
  );
}
