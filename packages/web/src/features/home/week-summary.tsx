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
import { toDate } from '@/lib/dates';
import { useWeekSummaryQuery } from './api/week-summary';

const shortDate = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric' });
const dayOf = (day: string) => shortDate.format(toDate(day) ?? new Date());

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
function weekMessages(week: WeekSummaryData): { met: string[]; gentle: string | null } {
  const met: string[] = [];
  const { actions, active_minutes: minutes } = week;
  if (actions.target > 0 && actions.done >= actions.target) met.push('Every programme day of your week is tracked.');
  if (minutes.minutes >= minutes.target) met.push(`${minutes.target} active minutes reached: that is the guideline for the week.`);
  if (met.length > 0) return { met, gentle: null };
  const toGo = minutes.target - minutes.minutes;
  return {
    met,
    gentle:
      minutes.minutes === 0
        ? 'A new week, a fresh start: every brisk walk counts toward 150 minutes.'
        : `${toGo} active minutes to go: a brisk 20-minute walk counts.`,
  };
}

/**
 * The home screen's weekly progress: programme days tracked against what each schedule asks, active
 * minutes against the 150 of the Canadian guidelines and blood pressure readings, with a small
 * celebration when a goal is met and gentle words when not yet.
 */
export function WeekSummary() {
  const summary = useWeekSummaryQuery();

  return (
    <section aria-labelledby="week-summary-heading">
      <Card className="p-4 sm:p-5">
        <SectionTitle
          id="week-summary-heading"
          title="This week"
          aside={
            summary.data && (
              <p className="text-sm text-slate-600">
                {dayOf(summary.data.week_start)} to {dayOf(summary.data.week_end)}
              </p>
            )
          }
        />

        {summary.isPending && (
          <SkeletonGroup label="Loading your week" className="mt-3 grid grid-cols-3 gap-2" shapes={['h-20', 'h-20', 'h-20']} />
        )}
        {summary.isError && (
          <StatusMessage type="error" className="mt-3">
            <RetryError query={summary}>We couldn&apos;t load your week. Please try again later.</RetryError>
          </StatusMessage>
        )}
        {summary.data && <WeekFigures week={summary.data} />}
      </Card>
    </section>
  );
}

function WeekFigures({ week }: { week: WeekSummaryData }) {
  const { actions, active_minutes: minutes, bp_readings: readings } = week;
  const { met, gentle } = weekMessages(week);
  return (
    <>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Tile label="Programme days" value={actions.programs > 0 ? `${actions.done} of ${actions.target}` : '0'}>
          {actions.programs > 0 ? (
            <ProgressBar
              value={percent(actions.done, actions.target)}
              label="Programme days tracked this week"
              valueText={`${actions.done} of ${actions.target}`}
              barClassName="bg-teal-600"
            />
          ) : (
            <TextLink to={paths.programs.list.getHref()}>Start a program</TextLink>
          )}
        </Tile>
        <Tile label="Active minutes" value={`${minutes.minutes}`}>
          <ProgressBar
            value={percent(minutes.minutes, minutes.target)}
            label={`Active minutes this week, of ${minutes.target}`}
            valueText={`${minutes.minutes} of ${minutes.target} minutes`}
            barClassName="bg-teal-600"
          />
          <span className="mt-1 block">of {minutes.target}</span>
        </Tile>
        <Tile label="BP readings" value={`${readings.count}`}>
          {readings.count > 0 ? (
            `on ${readings.days} ${readings.days === 1 ? 'day' : 'days'}`
          ) : (
            <TextLink to={paths.bloodPressure.getHref()}>Log a reading</TextLink>
          )}
        </Tile>
      </dl>
      {met.length > 0 && (
        <Celebration>
          {met.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </Celebration>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {gentle && `${gentle} `}
        <TextLink to={paths.activities.getHref()}>Log an activity</TextLink>
      </p>
    </>
  );
}
