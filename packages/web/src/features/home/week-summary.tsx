import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { WeekSummary as WeekSummaryData } from '@wellpath/shared/home/wire';
import { PartyPopper } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RetryError } from '@/components/ui/retry-error';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { SectionTitle } from '@/components/ui/section-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatter, toDate } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { useWeekSummaryQuery } from './api/week-summary';

const shortDate = formatter('en-CA', { month: 'short', day: 'numeric' });
const dayOf = (day: string) => shortDate().format(toDate(day) ?? new Date());

/** Where the dots of the celebration fly to, and their colours. */
const BURST: Array<[string, string, string]> = [
  ['-18px', '-16px', 'bg-amber-400'],
  ['16px', '-18px', 'bg-teal-500'],
  ['20px', '6px', 'bg-pink-400'],
  ['-20px', '8px', 'bg-blue-400'],
  ['2px', '-22px', 'bg-green-500'],
  ['-4px', '20px', 'bg-purple-400'],
];

/** A goal met: a party popper that pops and a few dots that burst from it, still for members who ask for less motion. */
function Celebration({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 flex items-center gap-3 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900 ring-1 ring-green-200 ring-inset">
      <span className="relative inline-flex size-9 shrink-0 items-center justify-center" aria-hidden="true">
        <PartyPopper className="size-6 text-green-700 motion-safe:animate-celebrate-pop" />
        {BURST.map(([dx, dy, colour]) => (
          <span
            key={`${dx}${dy}`}
            className={cn(
              'pointer-events-none absolute top-1/2 left-1/2 hidden size-1.5 rounded-full motion-safe:block motion-safe:animate-celebrate-burst',
              colour,
            )}
            style={{ '--dx': dx, '--dy': dy } as CSSProperties}
          />
        ))}
      </span>
      <div className="space-y-0.5 font-medium">{children}</div>
    </div>
  );
}

function Tile({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {children && <dd className="mt-1 text-xs text-slate-600">{children}</dd>}
    </div>
  );
}

const percent = (done: number, target: number) => (target > 0 ? Math.min(100, (done / target) * 100) : 0);

/** What went well this week, or a gentle word on what is left: never a scolding. */
function weekMessages(week: WeekSummaryData): { met: MessageDescriptor[]; gentle: MessageDescriptor | null } {
  const met: MessageDescriptor[] = [];
  const { actions, active_minutes: minutes } = week;
  const target = formatNumber(minutes.target);
  if (actions.target > 0 && actions.done >= actions.target) met.push(msg`Every programme day of your week is tracked.`);
  if (minutes.minutes >= minutes.target) met.push(msg`${target} active minutes reached: that is the guideline for the week.`);
  if (met.length > 0) return { met, gentle: null };
  const toGo = formatNumber(minutes.target - minutes.minutes);
  return {
    met,
    gentle:
      minutes.minutes === 0
        ? msg`A new week, a fresh start: every brisk walk counts toward 150 minutes.`
        : msg`${toGo} active minutes to go: a brisk 20-minute walk counts.`,
  };
}

/**
 * The home screen's weekly progress: programme days tracked against what each schedule asks, active
 * minutes against the 150 of the Canadian guidelines and blood pressure readings, with a small
 * celebration when a goal is met and gentle words when not yet.
 */
export function WeekSummary() {
  const { t } = useLingui();
  const summary = useWeekSummaryQuery();
  const start = summary.data ? dayOf(summary.data.week_start) : '';
  const end = summary.data ? dayOf(summary.data.week_end) : '';

  return (
    <section aria-labelledby="week-summary-heading">
      <Card className="p-4 sm:p-5">
        <SectionTitle
          id="week-summary-heading"
          title={t`This week`}
          aside={
            summary.data && (
              <p className="text-sm text-slate-600">
                <Trans>
                  {start} to {end}
                </Trans>
              </p>
            )
          }
        />

        {summary.isPending && (
          <SkeletonGroup label={t`Loading your week`} className="mt-3 grid grid-cols-3 gap-2" shapes={['h-20', 'h-20', 'h-20']} />
        )}
        {summary.isError && (
          <StatusMessage type="error" className="mt-3">
            <RetryError query={summary}>
              <Trans>We couldn&apos;t load your week. Please try again later.</Trans>
            </RetryError>
          </StatusMessage>
        )}
        {summary.data && <WeekFigures week={summary.data} />}
      </Card>
    </section>
  );
}

function WeekFigures({ week }: { week: WeekSummaryData }) {
  const { t, i18n } = useLingui();
  const { actions, active_minutes: minutes, bp_readings: readings } = week;
  const { met, gentle } = weekMessages(week);
  const done = formatNumber(actions.done);
  const target = formatNumber(actions.target);
  const activeMinutes = formatNumber(minutes.minutes);
  const minutesTarget = formatNumber(minutes.target);
  // More days than the schedules ask: the count and its goal, never "8 of 7".
  const over = actions.done > actions.target;
  const daysTracked = over ? t`${done} (goal: ${target})` : t`${done} of ${target}`;
  const readingDays = readings.days;
  return (
    <>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Tile label={t`Programme days`} value={actions.programs > 0 ? (over ? done : daysTracked) : formatNumber(0)}>
          {actions.programs > 0 ? (
            <>
              <ProgressBar
                value={percent(actions.done, actions.target)}
                label={t`Programme days tracked this week`}
                valueText={daysTracked}
                barClassName="bg-teal-600"
              />
              {over && (
                <span className="mt-1 block">
                  <Trans>goal: {target}</Trans>
                </span>
              )}
            </>
          ) : (
            <TextLink to={paths.programs.list.getHref()}>
              <Trans>Start a program</Trans>
            </TextLink>
          )}
        </Tile>
        <Tile label={t`Active minutes`} value={activeMinutes}>
          <ProgressBar
            value={percent(minutes.minutes, minutes.target)}
            label={t`Active minutes this week, of ${minutesTarget}`}
            valueText={t`${activeMinutes} of ${minutesTarget} minutes`}
            barClassName="bg-teal-600"
          />
          <span className="mt-1 block">
            <Trans>of {minutesTarget}</Trans>
          </span>
        </Tile>
        <Tile label={t`BP readings`} value={formatNumber(readings.count)}>
          {readings.count > 0 ? (
            <Trans>
              on <Plural value={readingDays} one="# day" other="# days" />
            </Trans>
          ) : (
            <TextLink to={paths.bloodPressure.getHref()}>
              <Trans>Log a reading</Trans>
            </TextLink>
          )}
        </Tile>
      </dl>
      {met.length > 0 && (
        <Celebration>
          {met.map((m) => (
            <p key={m.id}>{i18n._(m)}</p>
          ))}
        </Celebration>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {gentle && `${i18n._(gentle)} `}
        <TextLink to={paths.activities.getHref()}>
          <Trans>Log an activity</Trans>
        </TextLink>
      </p>
    </>
  );
}
