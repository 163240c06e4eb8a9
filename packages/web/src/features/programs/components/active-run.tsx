import { Trans, useLingui } from '@lingui/react/macro';
import { daysBetween, timeProgressPercent } from '@wellpath/shared/programs/progress';
import { periodsMetMessage, streakMessage, thisWeekMessage } from '@wellpath/shared/programs/schedule';
import type { Program, ProgramProgress } from '@wellpath/shared/programs/wire';
import { CalendarDays } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/class-names';
import { formatLongDate } from '@/lib/dates';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { PendingTrackingNote } from './pending-tracking';
import { adherenceValue, pluralDays } from './program-format';
import { SectionHeading } from './section-heading';
import { TrackingCalendar } from './tracking-calendar';
import { entryForDate, savedMessage } from './tracking-day';
import { TrackingPopup } from './tracking-popup';
import { useActiveRun, type ActiveRunOptions } from './use-active-run';

/** The member's run in progress on the programme page: progress, calendar, Finish and Leave, the tracking popup. */
export function ActiveRun(props: ActiveRunOptions) {
  const { t } = useLingui();
  const { program, progress, leave, onNotice } = props;
  const run = useActiveRun(props);
  const { today, pending, history, openDay, popupDate, setPopupDate, confirmLeave, setConfirmLeave } = run;
  const title = program.title;

  return (
    <>
      <RunProgressCard {...props} run={run} />

      <Card className="p-5 sm:p-6">
        <SectionHeading icon={<CalendarDays className="size-5" aria-hidden="true" />}>
          <Trans>Tracking calendar</Trans>
        </SectionHeading>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Select a day to track it, or to edit what you recorded that day.</Trans>
        </p>
        <div className="mt-4">
          <TrackingCalendar
            idPrefix="active"
            startDay={progress.start_day}
            endDate={progress.end_date}
            today={today}
            trackedDays={new Set(history.map((t) => t.date))}
            onSelectDay={openDay}
          />
        </div>
        <PendingTrackingNote pending={pending} className="mt-4" />
      </Card>

      <Modal
        open={confirmLeave}
        title={t`Leave this program?`}
        confirmLabel={t`Leave Program`}
        confirmVariant="danger"
        busy={leave.isPending}
        onCancel={() => setConfirmLeave(false)}
        onConfirm={run.onLeave}
      >
        <p>
          <Trans>You will stop {title} now. What you tracked stays visible, and you can start the program again later.</Trans>
        </p>
      </Modal>

      {popupDate && (
        <TrackingPopup
          key={popupDate}
          program={program}
          progress={progress}
          initialDate={popupDate}
          onClose={() => setPopupDate(null)}
          onSaved={(date, outcome) => onNotice({ type: 'success', text: savedMessage(date, outcome) })}
        />
      )}
    </>
  );
}

function RunProgressCard({ program, progress, finish, run }: ActiveRunOptions & { run: ReturnType<typeof useActiveRun> }) {
  const { t } = useLingui();
  const { today, history, openDay, onFinish, setConfirmLeave } = run;
  const title = program.title;
  const percent = Math.round(timeProgressPercent(progress.started_at, program.duration, program.duration_unit, new Date()));
  const trackedToday = entryForDate(history, today) !== undefined;
  const share = formatPercent(percent / 100);
  const started = formatLongDate(progress.start_day);
  const ends = formatLongDate(progress.end_date);

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="your-progress-heading">
      <h2 id="your-progress-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Your progress</Trans>
      </h2>
      <div className="mt-4">
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-700">
            <Trans>Time elapsed</Trans>
          </span>
          <span className="font-semibold text-slate-900">{share}</span>
        </div>
        <ProgressBar value={percent} label={t`Time elapsed in ${title}`} valueText={share} className="h-3" />
        <p className="mt-2 text-sm text-slate-600">
          <Trans>
            Started {started} · Ends {ends}
          </Trans>
        </p>
      </div>
      <RunStats program={program} progress={progress} today={today} />
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => openDay(today)}>{trackedToday ? t`Edit Today’s Progress` : t`Track Today`}</Button>
        <Button
          variant="secondary"
          onClick={onFinish}
          disabled={!progress.can_finish || finish.isPending}
          loading={finish.isPending}
          aria-describedby={progress.can_finish ? undefined : 'finish-hint'}
        >
          <Trans>Finish Program</Trans>
        </Button>
        <Button variant="ghost" className="text-red-700! hover:bg-red-50!" onClick={() => setConfirmLeave(true)}>
          <Trans>Leave Program</Trans>
        </Button>
      </div>
      <p id="finish-hint" className="mt-3 text-sm text-slate-600">
        {progress.can_finish
          ? t`You reached the end date: finish the program to mark it completed.`
          : t`You can finish this program on or after ${ends}. You can leave it at any time.`}
      </p>
    </Card>
  );
}

function RunStats({ program, progress, today }: { program: Program; progress: ProgramProgress; today: string }) {
  const { t } = useLingui();
  const daysLeft = Math.max(0, daysBetween(today, progress.end_date));
  const per = program.schedule.per;
  const weekly = per === 'week';
  return (
    <dl className={cn('mt-5 grid grid-cols-2 gap-3', weekly ? 'sm:grid-cols-3 lg:grid-cols-5' : 'sm:grid-cols-4')}>
      {weekly && progress.this_week && <Stat label={t`This week`} value={tr(thisWeekMessage(progress.this_week, 'week'))} />}
      <Stat label={t`Days tracked`} value={formatNumber(progress.days_tracked)} />
      <Stat
        label={t`Adherence`}
        value={adherenceValue(progress)}
        note={
          progress.periods_counted === 0
            ? weekly
              ? t`Counted once your first week is over`
              : t`Counted once your first day is over`
            : tr(periodsMetMessage(progress.periods_met, progress.periods_counted, per))
        }
      />
      <Stat
        label={t`Current streak`}
        value={tr(streakMessage(progress.current_streak, per))}
        note={weekly ? t`Weeks on target in a row` : undefined}
      />
      <Stat label={t`Days left`} value={pluralDays(daysLeft)} />
    </dl>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
