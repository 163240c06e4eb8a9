import { timeProgressPercent } from '@wellpath/shared/programs/progress';
import { Trans, useLingui } from '@lingui/react/macro';
import { streakMessage, thisWeekMessage } from '@wellpath/shared/programs/schedule';
import type { ProgramWithProgress, TrackingEntry } from '@wellpath/shared/programs/wire';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate, today as localToday } from '@/lib/dates';
import { formatPercent } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { Badge } from './badge';
import { PendingTrackingNote, usePendingTracking, withPending } from './pending-tracking';
import { entryForDate } from './tracking-day';
import { typeAndLevel } from './program-format';

interface InProgressCardProps {
  item: ProgramWithProgress;
  onTrack: () => void;
  headingLevel?: 'h3' | 'h4';
}

/**
 * Where a run stands today, for both views: time elapsed (0-100, whole) and its badge (Ready to finish,
 * Tracked today: a day tracked offline and waiting to send counts).
 */
function runToday({ program, progress }: ProgramWithProgress, pending: ReadonlyMap<string, TrackingEntry>) {
  const percent = Math.round(timeProgressPercent(progress.started_at, program.duration, program.duration_unit, new Date()));
  const trackedToday = entryForDate(withPending(progress.tracking_history, pending), localToday()) !== undefined;
  const badge = progress.can_finish ? (
    <Badge tone="amber">
      <Trans>Ready to finish</Trans>
    </Badge>
  ) : trackedToday ? (
    <Badge tone="green">
      <Trans>Tracked today</Trans>
    </Badge>
  ) : null;
  return { percent, badge };
}

function TitleLink({ program }: { program: ProgramWithProgress['program'] }) {
  return (
    <Link to={paths.programs.detail.getHref(program._id)} className={cn('rounded hover:underline', focusRing)}>
      {program.title}
    </Link>
  );
}

/** A programme in progress (§4): time-based percentage, end date, days tracked (this week's sessions for a weekly one), streak and Track. */
export function InProgressCard({ item, onTrack, headingLevel: Heading = 'h4' }: InProgressCardProps) {
  const { t } = useLingui();
  const { program, progress } = item;
  const title = program.title;
  const pending = usePendingTracking(program._id);
  const { percent, badge } = runToday(item, pending);
  const weekly = program.schedule.per === 'week';
  const end = formatLongDate(progress.end_date);
  return (
    <Card className="flex h-full flex-col p-5" data-testid="in-progress-program">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base font-semibold text-slate-900">
            <TitleLink program={program} />
          </Heading>
          <p className="mt-0.5 text-sm text-slate-600">{typeAndLevel(program)}</p>
        </div>
        {badge}
      </div>

      <div className="mt-4">
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-700">
            <Trans>Time elapsed</Trans>
          </span>
          <span className="font-semibold text-slate-900">{formatPercent(percent / 100)}</span>
        </div>
        <ProgressBar value={percent} label={t`Time elapsed in ${title}`} valueText={formatPercent(percent / 100)} />
        <p className="mt-2 text-sm text-slate-600">
          <Trans>Ends {end}</Trans>
        </p>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {weekly && progress.this_week ? (
          <div className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">
              <Trans>This week</Trans>
            </dt>
            <dd className="text-lg font-semibold text-slate-900">{tr(thisWeekMessage(progress.this_week, 'week'))}</dd>
          </div>
        ) : (
          <div className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">
              <Trans>Days tracked</Trans>
            </dt>
            <dd className="text-lg font-semibold text-slate-900">{progress.days_tracked}</dd>
          </div>
        )}
        <div className="rounded-lg bg-slate-50 px-3 py-2">
          <dt className="text-slate-600">
            <Trans>Current streak</Trans>
          </dt>
          <dd className="text-lg font-semibold text-slate-900">{tr(streakMessage(progress.current_streak, program.schedule.per))}</dd>
        </div>
      </dl>
      <PendingTrackingNote pending={pending} className="mt-3" />

      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        <Button onClick={onTrack} aria-label={t`Track ${title}`}>
          {t({ message: 'Track', context: 'verb' })}
        </Button>
        <Link
          to={paths.programs.detail.getHref(program._id)}
          className={buttonClasses({ variant: 'secondary' })}
          aria-label={t`View details of ${title}`}
        >
          <Trans>View details</Trans>
        </Link>
      </div>
    </Card>
  );
}

/** A programme in progress in a few lines (home, where Today holds the Track buttons): time elapsed, end date and streak. */
export function InProgressSummary({ item }: { item: ProgramWithProgress }) {
  const { t } = useLingui();
  const { program, progress } = item;
  const title = program.title;
  const pending = usePendingTracking(program._id);
  const { percent, badge } = runToday(item, pending);
  const share = formatPercent(percent / 100);
  const end = formatLongDate(progress.end_date);
  const streak = tr(streakMessage(progress.current_streak, program.schedule.per));
  return (
    <div className="px-4 py-3" data-testid="in-progress-program">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h4 className="min-w-0 text-base font-semibold text-slate-900">
          <TitleLink program={program} />
        </h4>
        {badge}
      </div>
      <ProgressBar value={percent} label={t`Time elapsed in ${title}`} valueText={share} className="mt-2 h-1.5" />
      <p className="mt-1.5 text-sm text-slate-600">
        <Trans>
          {share} · Ends {end} · Streak {streak}
        </Trans>
      </p>
    </div>
  );
}

/** Stands in for a few InProgressSummary rows (the home) while they load. */
export function InProgressSummarySkeleton() {
  return (
    <Card className="p-5">
      <SkeletonGroup className="space-y-3" shapes={['h-5 w-2/3', 'h-4 w-1/3', 'h-2 w-full rounded-full', 'h-14 w-full rounded-lg']} />
    </Card>
  );
}

/** An InProgressCard's outline, block for block at its sizes, so nothing below moves when the card arrives. */
export function InProgressCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-0.5 h-5 w-1/3" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-1.5 h-2 w-full rounded-full" />
      <Skeleton className="mt-2 h-5 w-1/2" />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Skeleton className="h-16 rounded-lg" />
        <Skeleton className="h-16 rounded-lg" />
      </div>
      <div className="mt-auto flex gap-3 pt-5">
        <Skeleton className="h-11 w-20" />
        <Skeleton className="h-11 w-32" />
      </div>
    </Card>
  );
}
