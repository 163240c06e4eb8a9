import { Trans } from '@lingui/react/macro';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';
import { today as localToday } from '@/lib/dates';
import { PastRunSummary } from './past-run';
import { StartLimitNote } from './start-limit-note';
import { TrackingCalendar } from './tracking-calendar';
import type { ProgramDetail } from './use-program-detail';

/** The programme's ended runs, latest first; the latest, when the member finished it, can be reopened. */
interface PastRunsProps {
  program: Program;
  past: ProgramProgress[];
  /** The member has a run in progress: no ended run can be reopened. */
  running: boolean;
  detail: ProgramDetail;
}

export function PastRuns({ program, past, running, detail }: PastRunsProps) {
  const { reopen, reopenRun, atLimit } = detail;
  // Only the latest run, when the member finished it, can be reopened; a run they left starts again.
  const reopenable = !running && past[0]?.status === 'completed' ? past[0] : null;
  return (
    <section aria-labelledby="past-runs-heading">
      <h2 id="past-runs-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Past runs</Trans>
      </h2>
      <ul className="mt-4 space-y-4">
        {past.map((run) => (
          <li key={run._id}>
            <Card className="p-5">
              <PastRunSummary progress={run} per={program.schedule.per} />
              {run === reopenable && (
                <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => reopenRun(program)}
                    loading={reopen.isPending}
                    disabled={reopen.isPending || atLimit}
                    aria-describedby={atLimit ? 'reopen-limit-note' : 'reopen-hint'}
                  >
                    {!reopen.isPending && <RotateCcw className="size-4" aria-hidden="true" />}
                    <Trans>Reopen</Trans>
                  </Button>
                  {atLimit ? (
                    <StartLimitNote id="reopen-limit-note" action="reopen" />
                  ) : (
                    <p id="reopen-hint" className="text-sm text-slate-600">
                      <Trans>Finished too soon? Carry on where you left off, with what you tracked.</Trans>
                    </p>
                  )}
                </div>
              )}
              {run.tracking_history.length > 0 && (
                <details className="mt-3">
                  <summary className={cn('cursor-pointer rounded text-sm font-semibold text-teal-800', focusRing)}>
                    <Trans>Show tracked days</Trans>
                  </summary>
                  <div className="mt-4">
                    <TrackingCalendar
                      idPrefix={`run-${run._id}`}
                      startDay={run.start_day}
                      endDate={run.end_date}
                      today={localToday()}
                      trackedDays={new Set(run.tracking_history.map((t) => t.date))}
                    />
                  </div>
                </details>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
