import { formatPeriodsMet, type SchedulePeriod } from '@wellpath/shared/programs/schedule';
import type { ProgramProgress } from '@wellpath/shared/programs/wire';
import { formatLongDate } from '@/lib/dates';
import { Badge } from './badge';
import { formatAdherence, pluralDays, RUN_STATUS_LABELS } from './program-format';

/** One finished or left run: dates, days tracked and adherence (with the days or weeks it counts). */
export function PastRunSummary({ progress, per }: { progress: ProgramProgress; per: SchedulePeriod }) {
  const ended = progress.ended_at ? formatLongDate(progress.ended_at) : null;
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={progress.status === 'completed' ? 'green' : 'amber'}>{RUN_STATUS_LABELS[progress.status]}</Badge>
        <span className="text-slate-700">
          Started {formatLongDate(progress.start_day)}
          {ended && ` · ${progress.status === 'completed' ? 'Completed' : 'Left'} ${ended}`}
        </span>
      </div>
      <p className="mt-1 text-slate-600">
        {pluralDays(progress.days_tracked)} tracked · {formatAdherence(progress.adherence)} adherence
        {per === 'week' && progress.periods_counted > 0 && ` (${formatPeriodsMet(progress.periods_met, progress.periods_counted, per)})`}
      </p>
    </div>
  );
}
