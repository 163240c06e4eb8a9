import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dumbbell, Footprints, type LucideIcon } from 'lucide-react';
import type { ActivitySummary } from '@wellpath/shared/health/wire';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { addDays } from '@wellpath/shared/programs/progress';
import { formatLongDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';

type Week = ActivitySummary['weeks'][number];

interface GoalProgressProps {
  icon: LucideIcon;
  title: string;
  /** "40 of 150 minutes": beside the title and read as the bar's value. */
  total: string;
  testId: string;
  /** 0 to 100. */
  percent: number;
  /** The bar's accessible name. */
  label: string;
  /** What is left to do, or that the goal is met. */
  children: string;
}

/** One of the week's two goals: its total, a bar, and what is left. */
function GoalProgress({ icon: Icon, title, total, testId, percent, label, children }: GoalProgressProps) {
  return (
    <div className="mt-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Icon className="size-4 text-teal-700" aria-hidden="true" />
          {title}
        </h3>
        <p className="text-sm font-semibold tabular-nums text-slate-900" data-testid={testId}>
          {total}
        </p>
      </div>
      <ProgressBar className="mt-2 h-3" value={percent} label={label} valueText={total} />
      <p className="mt-2 text-sm text-slate-700">{children}</p>
    </div>
  );
}

/** The week's steps from the member's apps (decision 0104): the average of the days with a figure, beside the minutes. */
function WeekSteps({ week, steps }: { week: Week; steps: NonNullable<ActivitySummary['steps']> }) {
  const end = addDays(week.week_start, 6);
  const days = steps.filter((s) => s.date >= week.week_start && s.date <= end);
  if (days.length === 0) return null;
  const average = formatNumber(Math.round(days.reduce((n, s) => n + s.steps, 0) / days.length));
  const count = days.length;
  return (
    <p className="mt-5 flex items-center gap-2 text-sm text-slate-800" data-testid="week-steps">
      <Footprints className="size-4 text-teal-700" aria-hidden="true" />
      <Trans>
        Steps from your apps: {average} a day on average ({count} of 7 days)
      </Trans>
    </p>
  );
}

/** This week's moderate-to-vigorous minutes against 150 and strength days against 2, and the steps from the member's apps. */
export function ActivityWeekSummary({
  week,
  targets,
  steps = [],
}: {
  week: Week;
  targets: ActivitySummary['targets'];
  steps?: ActivitySummary['steps'];
}) {
  const minutesLeft = Math.max(0, targets.mvpa_minutes - week.mvpa_minutes);
  const daysLeft = Math.max(0, targets.strength_days - week.strength_days);
  const { t } = useLingui();
  const weekOf = formatLongDate(week.week_start);
  const minutes = formatNumber(week.mvpa_minutes);
  const minutesTarget = formatNumber(targets.mvpa_minutes);
  const minutesToGo = formatNumber(minutesLeft);
  const days = week.strength_days;
  const daysTarget = targets.strength_days;
  return (
    <Card className="p-5 sm:p-6" data-testid="activity-week">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>This week</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>Week of {weekOf}</Trans>
      </p>

      <GoalProgress
        icon={Footprints}
        title={t`Moderate-to-vigorous activity`}
        total={t`${minutes} of ${minutesTarget} minutes`}
        testId="mvpa-total"
        percent={(week.mvpa_minutes / targets.mvpa_minutes) * 100}
        label={t`Moderate-to-vigorous minutes this week`}
      >
        {minutesLeft === 0
          ? t`You reached the 150-minute guideline this week. Well done!`
          : t`${minutesToGo} more minutes to reach ${minutesTarget} this week.`}
      </GoalProgress>

      <GoalProgress
        icon={Dumbbell}
        title={t`Strength days`}
        total={t`${days} of ${daysTarget} days`}
        testId="strength-total"
        percent={(week.strength_days / targets.strength_days) * 100}
        label={t`Strength days this week`}
      >
        {daysLeft === 0
          ? t`Strength goal met for this week.`
          : t`${plural(daysLeft, { one: '# more day', other: '# more days' })} of muscle strengthening to reach ${daysTarget}.`}
      </GoalProgress>
      <WeekSteps week={week} steps={steps} />
      <p className="mt-5 text-xs leading-5 text-slate-600">
        <Trans>
          Canadian 24-Hour Movement Guidelines for adults: at least 150 minutes of moderate-to-vigorous activity a week, and muscle
          strengthening at least twice a week.
        </Trans>
      </p>
    </Card>
  );
}
