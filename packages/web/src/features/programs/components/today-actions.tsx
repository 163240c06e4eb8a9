import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { thisWeekMessage, type SchedulePeriod } from '@wellpath/shared/programs/schedule';
import type { ProgramWithProgress } from '@wellpath/shared/programs/wire';
import { CircleCheck, Circle, PartyPopper } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { SectionTitle } from '@/components/ui/section-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatter, today as localToday } from '@/lib/dates';
import { tr } from '@/lib/i18n/translate';
import { useOutbox } from '@/lib/offline/session';
import { useInProgressProgramsQuery } from '../api/programs';
import { entryForDate, savedMessage } from './tracking-day';

// The popup (its form and checks) is code the home needs only once Track is pressed: its own chunk,
// fetched as the member reaches for a Track button, so loading the home neither waits for it nor
// spends the phone's time on it (decision 0045).
const loadTrackingPopup = () => import('./tracking-popup');
const preloadTrackingPopup = () => void loadTrackingPopup();
const TrackingPopup = lazy(() => loadTrackingPopup().then((m) => ({ default: m.TrackingPopup })));

const weekdayAndDate = formatter('en-CA', { weekday: 'long', month: 'long', day: 'numeric' });

interface TodayItem {
  item: ProgramWithProgress;
  trackedToday: boolean;
  /** Today was tracked on this device and is waiting to be sent (offline). */
  waiting: boolean;
  /** A weekly programme whose sessions for this week are all done. */
  weekDone: boolean;
}

/** "2-week streak", "1-day streak" (a non-breaking hyphen). */
function streakName(n: number, per: SchedulePeriod): string {
  return per === 'week'
    ? t`${plural(n, { one: '#\u2011week streak', other: '#\u2011week streak' })}`
    : t`${plural(n, { one: '#\u2011day streak', other: '#\u2011day streak' })}`;
}

/** What the row says under the programme's name: today's state, this week's sessions, the streak to keep. */
function statusLine({ item: { program, progress }, trackedToday, waiting, weekDone }: TodayItem): string {
  const per = program.schedule.per;
  const week = progress.this_week;
  const sessions = per === 'week' && week ? tr(thisWeekMessage(week, 'week')) : null;
  const thisWeek = sessions === null ? null : t`${sessions} this week`;
  const tracked = waiting ? t`Tracked today, waiting to send` : t`Tracked today`;
  if (trackedToday) return thisWeek ? `${tracked} · ${thisWeek}` : tracked;
  if (weekDone && sessions !== null) return t`Week on target: ${sessions} this week`;
  const streak = progress.current_streak > 0 ? streakName(progress.current_streak, per) : null;
  return [thisWeek ?? t`Not tracked yet today`, streak].filter(Boolean).join(' · ');
}

/**
 * The home screen's first block: today's tracking of each programme in progress, the ones still to
 * do first, each one tap from the tracking popup (§2 program tracking popup). Hidden when no
 * programme is in progress (Active Journeys then invites the member to start one).
 */
export function TodayActions() {
  const inProgress = useInProgressProgramsQuery();
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const today = localToday();
  // Days tracked offline count as tracked: the outbox sends them when the connection returns.
  const { entries: outbox } = useOutbox();
  const waitingToday = new Set(outbox.filter((e) => e.date === today && !e.rejected).map((e) => e.programId));

  if (inProgress.isPending) {
    return (
      <Card className="p-5" role="status" aria-label={t`Loading today’s tracking`}>
        <SkeletonGroup className="space-y-3" shapes={['h-6 w-1/3', 'h-12 w-full rounded-lg', 'h-12 w-full rounded-lg']} />
      </Card>
    );
  }
  // A failed load is said once, by Active Journeys below.
  if (!inProgress.isSuccess || inProgress.data.length === 0) return null;

  const items: TodayItem[] = inProgress.data.map((item) => {
    const week = item.progress.this_week;
    const waiting = waitingToday.has(item.program._id);
    return {
      item,
      trackedToday: waiting || entryForDate(item.progress.tracking_history, today) !== undefined,
      waiting,
      weekDone: item.program.schedule.per === 'week' && week !== null && week.done >= week.target,
    };
  });
  // Still to do first; otherwise in the order the server gives (newest first).
  const stillToDo = (i: TodayItem) => !i.trackedToday && !i.weekDone;
  const ordered = [...items.filter(stillToDo), ...items.filter((i) => !stillToDo(i))];
  const left = items.filter(stillToDo).length;
  const tracking = inProgress.data.find((p) => p.program._id === trackingId);

  return (
    <section aria-labelledby="today-heading">
      <Card className="p-4 sm:p-5">
        <SectionTitle
          id="today-heading"
          title={t`Today`}
          aside={<p className="text-sm text-slate-600">{weekdayAndDate().format(new Date())}</p>}
        />
        {saved && (
          <StatusMessage type="success" className="mt-3">
            {saved}
          </StatusMessage>
        )}
        <ul className="mt-2 divide-y divide-slate-100">
          {ordered.map((entry) => {
            const { program } = entry.item;
            const title = program.title;
            const done = !stillToDo(entry);
            return (
              <li key={entry.item.progress._id} className="flex items-center gap-3 py-3" data-testid="today-action">
                {done ? (
                  <CircleCheck className="size-6 shrink-0 text-green-700" aria-hidden="true" />
                ) : (
                  <Circle className="size-6 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">
                    <Link to={paths.programs.detail.getHref(program._id)} className={cn('rounded hover:underline', focusRing)}>
                      {program.title}
                    </Link>
                  </p>
                  <p className="text-sm text-slate-600">{statusLine(entry)}</p>
                </div>
                <Button
                  size="sm"
                  variant={entry.trackedToday ? 'secondary' : 'primary'}
                  aria-label={entry.trackedToday ? t`Edit today’s progress of ${title}` : t`Track ${title}`}
                  onPointerEnter={preloadTrackingPopup}
                  onPointerDown={preloadTrackingPopup}
                  onFocus={preloadTrackingPopup}
                  onClick={() => {
                    setSaved(null);
                    setTrackingId(program._id);
                  }}
                >
                  {entry.trackedToday ? t`Edit` : t({ message: 'Track', context: 'verb' })}
                </Button>
              </li>
            );
          })}
        </ul>
        {left === 0 && (
          <p className="mt-1 flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
            <PartyPopper className="size-4 shrink-0" aria-hidden="true" />
            <Trans>All done for today. Well done!</Trans>
          </p>
        )}
      </Card>

      {tracking && (
        <Suspense fallback={null}>
          <TrackingPopup
            program={tracking.program}
            progress={tracking.progress}
            onClose={() => setTrackingId(null)}
            onSaved={(date, outcome) => setSaved(savedMessage(date, outcome, tracking.program.title))}
          />
        </Suspense>
      )}
    </section>
  );
}
