import { timeProgressPercent } from '@wellpath/shared/programs/progress';
import type { ProgramWithProgress } from '@wellpath/shared/programs/wire';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate, today as localToday } from '@/lib/dates';
import { Badge } from './badge';
import { PendingTrackingNote, usePendingTracking, withPending } from './pending-tracking';
import { entryForDate } from './tracking-form';
import { pluralDays, typeAndLevel } from './program-format';

interface InProgressCardProps {
  item: ProgramWithProgress;
  onTrack: () => void;
  headingLevel?: 'h3' | 'h4';
}

/** A programme in progress (§4): time-based percentage, end date, days tracked, streak and Track. */
export function InProgressCard({ item: { program, progress }, onTrack, headingLevel: Heading = 'h4' }: InProgressCardProps) {
  const percent = Math.round(timeProgressPercent(progress.started_at, program.duration, program.duration_unit, new Date()));
  const pending = usePendingTracking(program._id);
  const trackedToday = entryForDate(withPending(progress.tracking_history, pending), localToday()) !== undefined;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="in-progress-program">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base font-semibold text-slate-900">
            <Link to={paths.programs.detail.getHref(program._id)} className={cn('rounded hover:underline', focusRing)}>
              {program.title}
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm text-slate-600">{typeAndLevel(program)}</p>
        </div>
        {progress.can_finish ? (
          <Badge tone="amber">Ready to finish</Badge>
        ) : trackedToday ? (
          <Badge tone="green">Tracked today</Badge>
        ) : null}
      </div>

      <div className="mt-4">
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-700">Time elapsed</span>
          <span className="font-semibold text-slate-900">{percent}%</span>
        </div>
        <ProgressBar value={percent} label={`Time elapsed in ${program.title}`} valueText={`${percent}%`} />
        <p className="mt-2 text-sm text-slate-600">Ends {formatLongDate(progress.end_date)}</p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Days tracked</dt>
          <dd className="text-lg font-semibold text-slate-900">{progress.days_tracked}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">Current streak</dt>
          <dd className="text-lg font-semibold text-slate-900">{pluralDays(progress.current_streak)}</dd>
        </div>
      </dl>
      <PendingTrackingNote pending={pending} className="mt-3" />

      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Button onClick={onTrack} aria-label={`Track ${program.title}`}>
          Track
        </Button>
        <Link
          to={paths.programs.detail.getHref(program._id)}
          className={buttonClasses({ variant: 'secondary' })}
          aria-label={`View details of ${program.title}`}
        >
          View details
        </Link>
      </div>
    </Card>
  );
}

export function InProgressCardSkeleton() {
  return (
    <Card className="p-5">
      <SkeletonGroup className="space-y-3" shapes={['h-5 w-2/3', 'h-4 w-1/3', 'h-2 w-full rounded-full', 'h-14 w-full rounded-lg']} />
    </Card>
  );
}
