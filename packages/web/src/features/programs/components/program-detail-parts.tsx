import { Trans, useLingui } from '@lingui/react/macro';
import { programEndDate } from '@wellpath/shared/programs/progress';
import { scheduleMessage } from '@wellpath/shared/programs/schedule';
import type { ActionItemWire, Program } from '@wellpath/shared/programs/wire';
import { Dumbbell, ListChecks, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Prose } from '@/components/ui/prose';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusMessage } from '@/components/ui/status-message';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatLongDate, today as localToday } from '@/lib/dates';
import { formatNumber } from '@/lib/i18n/format';
import { tr } from '@/lib/i18n/translate';
import { Badge } from './badge';
import { MemberStatusBadge } from './program-card';
import { ProgramExercises } from './program-exercises';
import { formatDuration, formatLevel, typeLabel } from './program-format';
import { SectionHeading } from './section-heading';
import { ACTIVE_PROGRAM_LIMIT, StartLimitNote } from './start-limit-note';
import type { ProgramDetail } from './use-program-detail';

/** The programme page when it could not load: not found (404, 400), or failed. */
export function ProgramLoadError({ missing }: { missing: boolean }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-2xl">
      <title>{pageTitle(missing ? t`Program not found` : t`Programs`)}</title>
      <BackLink to={paths.programs.list.getHref()} weight="font-semibold">
        <Trans>All programs</Trans>
      </BackLink>
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

/** The way back to the catalogue, and the programme's badges, title and short text. */
export function ProgramHeader({ program }: { program: Program }) {
  const { t } = useLingui();
  const level = program.type === 'exercise' ? formatLevel(program.level) : null;
  return (
    <div>
      <BackLink to={paths.programs.list.getHref()} weight="font-semibold">
        <Trans>All programs</Trans>
      </BackLink>
      <header className="mt-4">
        <div className="flex flex-wrap gap-2">
          <Badge tone="teal">{program.pillar?.name ?? t`General health`}</Badge>
          <Badge>{typeLabel(program.type)}</Badge>
          {level && <Badge tone="blue">{level}</Badge>}
          <Badge>{formatDuration(program.duration, program.duration_unit)}</Badge>
          <Badge>{tr(scheduleMessage(program.schedule))}</Badge>
          <MemberStatusBadge status={program.member_status} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{program.title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{program.shortText}</p>
      </header>
    </div>
  );
}

/** Start (or Start Again) with the day the programme would end, when the member has no run in progress. */
export function StartCard({ program, detail }: { program: Program; detail: ProgramDetail }) {
  const { t } = useLingui();
  const { start, startingId, atLimit } = detail;
  const duration = formatDuration(program.duration, program.duration_unit);
  const finishOn = formatLongDate(programEndDate(localToday(), program.duration, program.duration_unit));
  const limit = ACTIVE_PROGRAM_LIMIT;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-slate-900">
        {program.member_status === 'available' ? t`Start this program` : t`Start this program again`}
      </h2>
      <p className="mt-2 text-slate-700">
        <Trans>
          It lasts {duration}. If you start today, you will finish on <strong className="font-semibold">{finishOn}</strong>. You can run up
          to {limit} programs at a time.
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
  );
}

/** What the programme is: its description, its daily actions and its exercises. */
export function ProgramAbout({ program }: { program: Program }) {
  return (
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

export function DetailSkeleton() {
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
