import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyActionCard } from '@/components/ui/empty-action-card';
import { focusRing } from '@/components/ui/focus-ring';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { InProgressSummary, InProgressSummarySkeleton } from './in-progress-card';
import { formatDuration } from './program-format';
import { ACTIVE_PROGRAM_LIMIT } from './start-limit-note';
import { SuggestedCard } from './suggested-card';
import type { ActiveJourneysState } from './use-active-journeys';

/** The empty states' way to suggestions: the surveys. */
export function TakeSurveyLink() {
  return (
    <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Trans>Take a survey</Trans>
    </Link>
  );
}

/** The programmes in progress, in a few lines each (Today above holds their Track buttons). */
export function InProgressJourneys({ journeys }: { journeys: ActiveJourneysState }) {
  const { t } = useLingui();
  const { inProgress } = journeys;
  const limit = ACTIVE_PROGRAM_LIMIT;
  return (
    <>
      <h3 className="text-base font-semibold text-slate-900">
        <Trans>In progress</Trans>
      </h3>
      <div className="mt-2">
        {inProgress.isPending && (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading programs`}>
            <InProgressSummarySkeleton />
            <InProgressSummarySkeleton />
          </div>
        )}
        {inProgress.isError && (
          <StatusMessage type="error">
            <Trans>Failed to load programs. Please try again later.</Trans>
          </StatusMessage>
        )}
        {inProgress.isSuccess && inProgress.data.length === 0 && (
          <EmptyActionCard
            icon={<Compass aria-hidden="true" />}
            title={t`You have no programs in progress.`}
            action={
              <Link to={paths.programs.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                <Trans>Browse programs</Trans>
              </Link>
            }
          >
            <Trans>
              Start one of the programs suggested for you below, or browse the catalogue to find one that fits. You can run up to {limit} at
              a time.
            </Trans>
          </EmptyActionCard>
        )}
        {inProgress.isSuccess && inProgress.data.length > 0 && (
          <Card>
            <ul className="divide-y divide-slate-100 md:grid md:grid-cols-2 md:divide-x md:divide-y-0">
              {inProgress.data.map((item) => (
                <li key={item.progress._id}>
                  <InProgressSummary item={item} />
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}

/** The programmes suggested by surveys: in full while the member runs none, else their titles. */
export function SuggestedJourneys({ journeys }: { journeys: ActiveJourneysState }) {
  const { t } = useLingui();
  const { suggested, suggestions, open, removeFailed } = journeys;
  return (
    <>
      <h3 className="mt-5 text-base font-semibold text-slate-900">
        <Trans>Suggested for you</Trans>
      </h3>
      <div className="mt-2 space-y-4" id={journeys.suggestionsId}>
        {removeFailed && (
          <StatusMessage type="error">
            <Trans>Failed to remove suggestion. Please try again.</Trans>
          </StatusMessage>
        )}
        {suggested.isPending && (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label={t`Loading suggested programs`}>
            <InProgressSummarySkeleton />
            <InProgressSummarySkeleton />
          </div>
        )}
        {suggested.isError && (
          <StatusMessage type="error">
            <Trans>Failed to load suggested programs.</Trans>
          </StatusMessage>
        )}
        {suggested.isSuccess && suggestions.length === 0 && (
          <EmptyActionCard
            icon={<ClipboardList aria-hidden="true" />}
            title={t`No suggested programs right now.`}
            action={<TakeSurveyLink />}
          >
            <Trans>Take a survey and we will suggest programs that fit your answers.</Trans>
          </EmptyActionCard>
        )}
        {suggested.isSuccess && suggestions.length > 0 && !open && (
          <ul className="space-y-1 text-sm" aria-label={t`Suggested programs`}>
            {suggestions.map((item) => (
              <li key={item.suggestion._id}>
                <Link
                  to={paths.programs.detail.getHref(item.program._id)}
                  className={cn('rounded font-semibold text-slate-900 hover:underline', focusRing)}
                >
                  {item.program.title}
                </Link>
                <span className="text-slate-600"> · {formatDuration(item.program.duration, item.program.duration_unit)}</span>
              </li>
            ))}
          </ul>
        )}
        {suggested.isSuccess && suggestions.length > 0 && open && (
          <ul className="grid gap-4 md:grid-cols-2">
            {suggestions.map((item) => (
              <li key={item.suggestion._id}>
                <SuggestedCard
                  item={item}
                  starting={journeys.startingId === item.program._id}
                  onStart={() => journeys.start({ programId: item.program._id, fromSuggestion: true })}
                  atLimit={journeys.atLimit}
                  onRemove={() => journeys.askRemove(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
