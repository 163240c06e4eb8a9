import { Trans, useLingui } from '@lingui/react/macro';
import type { Program } from '@wellpath/shared/programs/wire';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { Badge, type BadgeTone } from './badge';
import { formatDuration, formatLevel, MEMBER_STATUS_LABELS } from './program-format';

const STATUS_TONES: Record<Program['member_status'], BadgeTone> = { available: 'slate', active: 'teal', completed: 'green', left: 'amber' };

export function MemberStatusBadge({ status }: { status: Program['member_status'] }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{i18n._(MEMBER_STATUS_LABELS[status])}</Badge>;
}

interface ProgramCardProps {
  program: Program;
  starting: boolean;
  onStart: () => void;
  /** The member already runs the most programmes at once: the Start button says why it will not work. */
  /** At the programme limit: the id of the note (said once above the list) that each Start button points to. */
  limitNoteId?: string;
}

/** A catalogue card: title, short text, duration, level, pillar and where the member stands. */
export function ProgramCard({ program, starting, onStart, limitNoteId }: ProgramCardProps) {
  const { t } = useLingui();
  const level = program.type === 'exercise' ? formatLevel(program.level) : null;
  const href = paths.programs.detail.getHref(program._id);
  const title = program.title;
  const again = program.member_status !== 'available';
  return (
    <Card className="flex h-full flex-col p-5" data-testid="program-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">
          <Link to={href} className={cn('rounded hover:underline', focusRing)}>
            {program.title}
          </Link>
        </h3>
        <MemberStatusBadge status={program.member_status} />
      </div>
      <p className="mt-1 text-sm font-medium text-teal-800">{program.pillar?.name ?? t`General health`}</p>
      <p className="mt-2 text-sm leading-6 text-slate-700">{program.shortText}</p>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-600">
            <Trans>Duration:</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{formatDuration(program.duration, program.duration_unit)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600">
            <Trans>Type:</Trans>
          </dt>
          <dd className="font-medium text-slate-900">{program.type === 'exercise' ? t`Exercise` : t`Standard`}</dd>
        </div>
        {level && (
          <div className="flex gap-1">
            <dt className="text-slate-600">
              <Trans>Level:</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{level}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto flex flex-wrap gap-3 pt-5">
        {program.member_status === 'active' ? (
          <Link to={href} className={buttonClasses({ variant: 'secondary' })} aria-label={t`View progress in ${title}`}>
            <Trans>View progress</Trans>
          </Link>
        ) : (
          <>
            <Button
              onClick={onStart}
              loading={starting}
              disabled={starting}
              aria-label={again ? t`Start again ${title}` : t`Start ${title}`}
              aria-describedby={limitNoteId}
            >
              {again ? t`Start again` : t`Start`}
            </Button>
            <Link to={href} className={buttonClasses({ variant: 'ghost' })} aria-label={t`Details of ${title}`}>
              <Trans>Details</Trans>
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}

/** A ProgramCard's outline at its sizes (title, pillar, three lines of text, facts, buttons). */
export function ProgramCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-1 h-5 w-1/3" />
      <Skeleton className="mt-2 h-[4.5rem] w-full" />
      <Skeleton className="mt-4 h-5 w-3/4" />
      <div className="mt-auto flex gap-3 pt-5">
        <Skeleton className="h-11 w-20" />
        <Skeleton className="h-11 w-24" />
      </div>
    </Card>
  );
}
