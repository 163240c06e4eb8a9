import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { ClipboardList, Compass } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DisclosureButton } from '@/components/ui/disclosure-button';
import { EmptyActionCard } from '@/components/ui/empty-action-card';
import { focusRing } from '@/components/ui/focus-ring';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { SectionTitle } from '@/components/ui/section-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { useInProgressProgramsQuery, useRemoveSuggestionMutation, useSuggestedProgramsQuery } from '../api/programs';
import { InProgressSummary, InProgressSummarySkeleton } from './in-progress-card';
import { formatDuration } from './program-format';
import { ACTIVE_PROGRAM_LIMIT } from './start-limit-note';
import { SuggestedCard } from './suggested-card';
import { useStartProgram } from './use-start-program';

/**
 * The home screen's programmes (§1, §2): those in progress, in a few lines each (Today above holds
 * their Track buttons), and those suggested by surveys: in full while the member runs none, else
 * their titles with Show all.
 */
/** The empty states' way to suggestions: the surveys. */
function TakeSurveyLink() {
  return (
    <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <Trans>Take a survey</Trans>
    </Link>
  );
}

export function ActiveJourneys() {
  const { t } = useLingui();
  const inProgress = useInProgressProgramsQuery();
  const suggested = useSuggestedProgramsQuery();
  const remove = useRemoveSuggestionMutation();
  const { start, startingId, atLimit, dialogs } = useStartProgram();
  const [confirmRemove, setConfirmRemove] = useState<SuggestedProgram | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  // Decided once, when the programmes first load (open while none is in progress), then the member's:
  // starting a suggested programme does not fold the cards under their finger.
  const [showAll, setShowAll] = useState<boolean | null>(null);
  if (showAll === null && inProgress.isSuccess) setShowAll(inProgress.data.length === 0);
  const suggestionsId = useId();

  const activeIds = new Set((inProgress.data ?? []).map((p) => p.program._id));
  // A programme the member already runs is not suggested again.
  const suggestions = (suggested.data ?? []).filter((s) => !activeIds.has(s.program._id));
  const count = suggestions.length;
  const open = showAll === true;
  const limit = ACTIVE_PROGRAM_LIMIT;
  const removedTitle = confirmRemove?.program.title ?? '';
  const nothingYet = inProgress.isSuccess && inProgress.data.length === 0 && suggested.isSuccess && suggestions.length === 0;

  function confirmRemoval() {
    if (!confirmRemove) return;
    setRemoveFailed(false);
    remove.mutate(confirmRemove.suggestion._id, {
      onSuccess: () => setConfirmRemove(null),
      onError: () => {
        setConfirmRemove(null);
        setRemoveFailed(true);
      },
    });
  }

  return (
    <section aria-labelledby="active-journeys-heading">
      <div className="mb-3">
        <SectionTitle
          id="active-journeys-heading"
          title={t`Active Journeys`}
          aside={
            <TextLink to={paths.programs.list.getHref()} className="text-sm">
              <Trans>Browse all programs</Trans>
            </TextLink>
          }
        />
        {/* On a phone the heading says enough: the dashboard stays short. */}
        <p className="mt-1 hidden text-sm text-slate-600 sm:block">
          <Trans>The programs you are working on, and programs picked for you from your surveys.</Trans>
        </p>
      </div>

      {nothingYet ? (
        // A brand-new member: one card with both ways to a first programme, not two empty lists.
        <EmptyActionCard icon={<Compass aria-hidden="true" />} title={t`You have no programs in progress.`} action={<TakeSurveyLink />}>
          <Trans>
            Take a survey and we will suggest programs that fit your answers, or{' '}
            <TextLink to={paths.programs.list.getHref()} className="underline">
              browse the catalogue
            </TextLink>
            . You can run up to {limit} at a time.
          </Trans>
        </EmptyActionCard>
      ) : (
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
                  Start one of the programs suggested for you below, or browse the catalogue to find one that fits. You can run up to{' '}
                  {limit} at a time.
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

          <h3 className="mt-5 text-base font-semibold text-slate-900">
            <Trans>Suggested for you</Trans>
          </h3>
          <div className="mt-2 space-y-4" id={suggestionsId}>
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
                      starting={startingId === item.program._id}
                      onStart={() => start({ programId: item.program._id, fromSuggestion: true })}
                      atLimit={atLimit}
                      onRemove={() => {
                        setRemoveFailed(false);
                        setConfirmRemove(item);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}

      {suggested.isSuccess && suggestions.length > 0 && (
        <DisclosureButton
          className="mt-2"
          open={open}
          onToggle={() => setShowAll(!open)}
          controls={suggestionsId}
          showLabel={
            suggestions.length === 1
              ? t`Show the suggestion`
              : t`Show all ${plural(count, { one: '# suggestions', other: '# suggestions' })}`
          }
          hideLabel={t`Show less`}
        />
      )}

      {dialogs}

      <Modal
        open={confirmRemove !== null}
        title={t`Remove suggestion?`}
        confirmLabel={t`Remove`}
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmRemove(null)}
        onConfirm={confirmRemoval}
      >
        <p>
          <Trans>{removedTitle} will no longer be suggested to you. You can still find it and start it from the program catalogue.</Trans>
        </p>
      </Modal>
    </section>
  );
}
