import { Trans, useLingui } from '@lingui/react/macro';
import { daysBetween, programEndDate, timeProgressPercent } from '@wellpath/shared/programs/progress';
import { periodsMetMessage, scheduleMessage, streakMessage, thisWeekMessage } from '@wellpath/shared/programs/schedule';
import { type ActionItemWire, type Program, type ProgramProgress } from '@wellpath/shared/programs/wire';
import { ArrowLeft, CalendarDays, Dumbbell, ListChecks, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { OfflineScreen } from '@/components/ui/offline-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage, type StatusType } from '@/components/ui/status-message';
import { UndoToast, type UndoOffer } from '@/components/ui/undo-toast';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { isWaitingForNetwork } from '@/lib/offline/connectivity';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { formatLongDate, today as localToday } from '@/lib/dates';
import { formatNumber, formatPercent } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { Prose } from '@/components/ui/prose';
import { useFinishProgramMutation, useLeaveProgramMutation, useProgramQuery, useReopenProgramMutation } from '../api/programs';
import { Badge } from '../components/badge';
import { PastRunSummary } from '../components/past-run';
import { MemberStatusBadge } from '../components/program-card';
import { adherenceValue, formatDuration, formatLevel, pluralDays, typeLabel } from '../components/program-format';
import { TrackingCalendar } from '../components/tracking-calendar';
import { PendingTrackingNote, usePendingTracking, withPending } from '../components/pending-tracking';
import { entryForDate, savedMessage } from '../components/tracking-day';
import { TrackingPopup } from '../components/tracking-popup';
import { ProgramExercises } from '../components/program-exercises';
import { ACTIVE_PROGRAM_LIMIT, StartLimitNote } from '../components/start-limit-note';
import { useStartProgram } from '../components/use-start-program';

type Notice = { type: StatusType; text: string } | null;

/** /programs/:id: what the programme is, and Start or the member's progress with a calendar (design). */
export function ProgramDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useProgramQuery(id);
  const [notice, setNotice] = useState<Notice>(null);
  const [undoFinish, setUndoFinish] = useState<UndoOffer | null>(null);
  // Held here, not in ActiveRun: Finish and Leave unmount it as the page reloads, and a mutation's
  // own callbacks (the notice, the undo) only run while the component that called it is mounted.
  const finish = useFinishProgramMutation();
  const leave = useLeaveProgramMutation();
  const reopen = useReopenProgramMutation();
  // After Finish or Reopen the button pressed is gone: focus goes to the notice, and Undo is the next Tab.
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);
  useEffect(() => {
    if (notice && focusNotice.current) noticeRef.current?.focus();
    focusNotice.current = false;
  }, [notice]);
  const { start, startingId, atLimit, dialogs } = useStartProgram({
    onStarted: ({ program: { title } }) =>
      setNotice({ type: 'success', text: t`You started ${title}. Track your first day whenever you are ready.` }),
  });

  /** Takes back a Finish (Undo), or reopens the latest finished run later. */
  function reopenRun(program: Program) {
    const title = program.title;
    setNotice(null);
    reopen.mutate(program._id, {
      onSuccess: () => {
        focusNotice.current = true;
        setUndoFinish(null);
        setNotice({ type: 'success', text: t`${title} is in progress again, with what you tracked.` });
      },
      onError: (error) => {
        focusNotice.current = true;
        setUndoFinish(null);
        setNotice({
          type: 'error',
          text: (isApiError(error) && error.status === 409 && error.serverMessage) || t`Failed to reopen the program. Please try again.`,
        });
      },
    });
  }

  if (isWaitingForNetwork(query)) return <OfflineScreen />;
  if (query.isPending) return <DetailSkeleton />;

  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto max-w-2xl">
        <title>{pageTitle(missing ? t`Program not found` : t`Programs`)}</title>
        <BackLink />
        {missing ? (
          <Card className="mt-6 flex flex-col items-center p-8 text-center">
            <SearchX className="size-10 text-slate-500" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">
              <Trans>Program not found</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              <Trans>This program does not exist or is no longer offered. Browse the catalogue to find another one.</Trans>
            </p>
            <Link to={paths.programs.list.getHref()} className={cn(buttonClasses(), 'mt-6')}>
              <Trans>Browse programs</Trans>
            </Link>
          </Card>
        ) : (
          <>
            <h1 className="mt-6 text-2xl font-bold text-slate-900">
              <Trans>Program details</Trans>
            </h1>
            <StatusMessage type="error" className="mt-4">
              <Trans>Failed to load programs. Please try again later.</Trans>
            </StatusMessage>
          </>
        )}
      </div>
    );
  }

  const { program, progress, past } = query.data;
  const level = program.type === 'exercise' ? formatLevel(program.level) : null;
  // Only the latest run, when the member finished it, can be reopened; a run they left starts again.
  const reopenable = !progress && past[0]?.status === 'completed' ? past[0] : null;
  const title = program.title;
  const duration = formatDuration(program.duration, program.duration_unit);
  const finishOn = formatLongDate(programEndDate(localToday(), program.duration, program.duration_unit));
  const limit = ACTIVE_PROGRAM_LIMIT;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <title>{pageTitle(program.title)}</title>
      <div>
        <BackLink />
        <header className="mt-4">
          <div className="flex flex-wrap gap-2">
            <Badge tone="teal">{program.pillar?.name ?? t`General health`}</Badge>
            <Badge>{typeLabel(program.type)}</Badge>
            {level && <Badge tone="blue">{level}</Badge>}
            <Badge>{duration}</Badge>
            <Badge>{tr(scheduleMessage(program.schedule))}</Badge>
            <MemberStatusBadge status={program.member_status} />
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{program.title}</h1>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{program.shortText}</p>
        </header>
      </div>

      {notice && (
        <StatusMessage ref={noticeRef} type={notice.type}>
          {notice.text}
        </StatusMessage>
      )}
      {/* Here in the page's order (it shows at the bottom of the screen): Tab from the notice reaches Undo. */}
      <UndoToast offer={undoFinish} busy={reopen.isPending} onUndo={() => reopenRun(program)} onDismiss={() => setUndoFinish(null)} />

      {progress ? (
        <ActiveRun
          program={program}
          progress={progress}
          finish={finish}
          leave={leave}
          onNotice={setNotice}
          onFinished={() => {
            focusNotice.current = true;
            setUndoFinish({
              id: `${progress._id}-finish`,
              message: t`Program finished`,
              undoLabel: t`Undo Finish Program for ${title}`,
            });
          }}
        />
      ) : (
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-900">
            {program.member_status === 'available' ? t`Start this program` : t`Start this program again`}
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>
              It lasts {duration}. If you start today, you will finish on <strong className="font-semibold">{finishOn}</strong>. You can run
              up to {limit} programs at a time.
            </Trans>
          </p>
          <Button
            className="mt-4"
            onClick={() => start({ programId: program._id })}
            loading={startingId === program._id}
            disabled={startingId === program._id}
            aria-describedby={atLimit ? 'start-limit-note' : undefined}
          >
            {program.member_status === 'available' ? t`Start Program` : t`Start Again`}
          </Button>
          {atLimit && (
            <div className="mt-3">
              <StartLimitNote id="start-limit-note" />
            </div>
          )}
        </Card>
      )}

      <div className="grid gap-8 lg:grid-cols-5">
        <Card className="p-5 sm:p-6 lg:col-span-3">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>About this program</Trans>
          </h2>
          <Prose html={program.description} className="mt-4" />
        </Card>

        <div className="space-y-8 lg:col-span-2">
          {program.action_items.length > 0 && (
            <Card className="p-5 sm:p-6">
              <SectionHeading icon={<ListChecks className="size-5" aria-hidden="true" />}>
                <Trans>Daily actions</Trans>
              </SectionHeading>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>What you record each day you track.</Trans>
              </p>
              <ol className="mt-4 space-y-4">
                {program.action_items.map((item, i) => (
                  <li key={i} className="flex gap-3">
                    <span
                      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-50 text-xs font-semibold text-teal-800"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <div className="text-sm">
                      <p className="font-semibold text-slate-900">{item.title}</p>
                      {item.description && <p className="mt-0.5 text-slate-700">{item.description}</p>}
                      <p className="mt-1 text-xs font-medium text-teal-800">
                        <ActionHint item={item} />
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            </Card>
          )}

          {program.type === 'exercise' && program.exercises.length > 0 && (
            <Card className="p-5 sm:p-6">
              <SectionHeading icon={<Dumbbell className="size-5" aria-hidden="true" />}>
                <Trans>Exercises</Trans>
              </SectionHeading>
              <ProgramExercises exercises={program.exercises} />
            </Card>
          )}
        </div>
      </div>

      {past.length > 0 && (
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
      )}

      {dialogs}
    </div>
  );
}

interface ActiveRunProps {
  program: Program;
  progress: ProgramProgress;
  finish: ReturnType<typeof useFinishProgramMutation>;
  leave: ReturnType<typeof useLeaveProgramMutation>;
  onNotice: (notice: Notice) => void;
  /** Finish Program went through: it can be taken back for a few seconds. */
  onFinished: () => void;
}

function ActiveRun({ program, progress, finish, leave, onNotice, onFinished }: ActiveRunProps) {
  const { t } = useLingui();
  const today = localToday();
  const title = program.title;
  // ?track=<day> (a reminder e-mail's link) opens that day's tracking at once, when it is a day of the run so far.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedDay = searchParams.get('track');
  const [popupDate, setPopupDate] = useState<string | null>(() =>
    linkedDay && /^\d{4}-\d{2}-\d{2}$/.test(linkedDay) && linkedDay >= progress.start_day && linkedDay <= today ? linkedDay : null,
  );
  useEffect(() => {
    if (linkedDay === null) return;
    // Used once: a reload or Back does not open it again.
    setSearchParams(
      (params) => {
        params.delete('track');
        return params;
      },
      { replace: true },
    );
  }, [linkedDay, setSearchParams]);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const percent = Math.round(timeProgressPercent(progress.started_at, program.duration, program.duration_unit, new Date()));
  const daysLeft = Math.max(0, daysBetween(today, progress.end_date));
  const pending = usePendingTracking(program._id);
  const history = withPending(progress.tracking_history, pending);
  const trackedToday = entryForDate(history, today) !== undefined;
  const per = program.schedule.per;
  const weekly = per === 'week';
  const share = formatPercent(percent / 100);
  const started = formatLongDate(progress.start_day);
  const ends = formatLongDate(progress.end_date);

  /** Opens a day to track; the notice of the last save or start is out of date once the member does. */
  function openDay(day: string) {
    onNotice(null);
    setPopupDate(day);
  }

  function onFinish() {
    onNotice(null);
    finish.mutate(program._id, {
      onSuccess: () => {
        onNotice({ type: 'success', text: t`Congratulations! You completed ${title}. It is now listed under Past runs.` });
        onFinished();
      },
      onError: (error) =>
        onNotice({
          type: 'error',
          text: (isApiError(error) && error.status === 400 && error.serverMessage) || t`Failed to finish the program. Please try again.`,
        }),
    });
  }

  function onLeave() {
    onNotice(null);
    leave.mutate(program._id, {
      onSuccess: () => {
        setConfirmLeave(false);
        onNotice({ type: 'success', text: t`You left ${title}. What you tracked stays visible under Past runs.` });
      },
      onError: () => {
        setConfirmLeave(false);
        onNotice({ type: 'error', text: t`Failed to leave the program. Please try again.` });
      },
    });
  }

  return (
    <>
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
        onConfirm={onLeave}
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

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

function SectionHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
      <span className="text-teal-700">{icon}</span>
      {children}
    </h2>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.programs.list.getHref()}
      className={cn('inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline', focusRing)}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>All programs</Trans>
    </Link>
  );
}

/** What a daily action asks for: "Tick when done", "A number from 0 to 240 minutes", ... */
function ActionHint({ item }: { item: ActionItemWire }) {
  const { t } = useLingui();
  const min = formatNumber(item.min ?? 0);
  const max = formatNumber(item.max ?? 0);
  const unit = item.unit;
  const options = (item.options ?? []).join(', ');
  if (item.type === 'checkmark') return t`Tick when done`;
  if (item.type === 'number') {
    if (item.min === undefined || item.max === undefined) return t`A number`;
    return unit ? t`A number from ${min} to ${max} ${unit}` : t`A number from ${min} to ${max}`;
  }
  if (item.type === 'radio') return t`Choose one: ${options}`;
  return t`A short note`;
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-5xl space-y-6" role="status" aria-label={t`Loading program`}>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-40 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
