import { Trans, useLingui } from '@lingui/react/macro';
import type { CoachSummary } from '@wellpath/shared/coaches/wire';
import { Languages, MessageSquareOff } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { CoachAvatar } from './coach-avatar';

const SHOWN_SPECIALTIES = 3;

/** A member of the care team in the list; the whole card opens the profile. */
export function CoachCard({ coach }: { coach: CoachSummary }) {
  const { t } = useLingui();
  const nameId = useId();
  const shown = coach.specialties.slice(0, SHOWN_SPECIALTIES);
  const more = coach.specialties.length - shown.length;
  return (
    <Card className="relative flex h-full flex-col p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <article aria-labelledby={nameId} className="flex h-full flex-col">
        <div className="flex items-start gap-4">
          <CoachAvatar coach={coach} />
          <div className="min-w-0">
            <h2 id={nameId} className="text-lg leading-snug font-semibold text-slate-900">
              <Link
                to={paths.coaches.detail.getHref(coach._id)}
                className={cn('rounded after:absolute after:inset-0 after:rounded-2xl hover:text-teal-800', focusRing)}
              >
                {coach.name}
              </Link>
            </h2>
            <p className="text-sm font-medium text-teal-800">{coach.credentials}</p>
            <p className="mt-0.5 text-sm text-slate-600">{coach.role}</p>
          </div>
        </div>
        {shown.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t`Specialties`}>
            {shown.map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800">
                {s}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full px-1 py-1 text-xs font-medium text-slate-600">
                <Trans>+{more} more</Trans>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4 text-sm text-slate-600">
          <p className="inline-flex items-center gap-1.5">
            <Languages className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Languages:</Trans>{' '}
            </span>
            {coach.languages.join(', ')}
          </p>
          {!coach.accepting_messages && (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
              <MessageSquareOff className="size-3.5" aria-hidden="true" />
              <Trans>Not taking messages</Trans>
            </p>
          )}
        </div>
      </article>
    </Card>
  );
}

export function CoachCardSkeleton() {
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <Skeleton className="size-14 rounded-full" />
        <SkeletonGroup className="flex-1" shapes={['h-5 w-2/3', 'mt-2 h-3.5 w-1/3', 'mt-2 h-3.5 w-1/2']} />
      </div>
      <SkeletonGroup className="mt-4 flex gap-1.5" shapes={['h-6 w-24 rounded-full', 'h-6 w-28 rounded-full']} />
      <Skeleton className="mt-5 h-3.5 w-24" />
    </Card>
  );
}
