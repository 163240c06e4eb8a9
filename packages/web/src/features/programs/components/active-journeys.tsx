import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { ClipboardList, Compass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { StatusMessage } from '@/components/ui/status-message';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useInProgressProgramsQuery, useRemoveSuggestionMutation, useSuggestedProgramsQuery } from '../api/programs';
import { InProgressCard, InProgressCardSkeleton } from './in-progress-card';
import { SuggestedCard } from './suggested-card';
import { TrackingPopup } from './tracking-popup';
import { useStartProgram } from './use-start-program';
import { savedMessage } from './tracking-form';

/** The home screen's programmes (§1, §2): those in progress and those suggested by surveys. */
export function ActiveJourneys() {
  const inProgress = useInProgressProgramsQuery();
  const suggested = useSuggestedProgramsQuery();
  const remove = useRemoveSuggestionMutation();
  const { start, startingId, atLimit, dialogs } = useStartProgram();
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<SuggestedProgram | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);

  const tracking = inProgress.data?.find((p) => p.program._id === trackingId);
  const activeIds = new Set((inProgress.data ?? []).map((p) => p.program._id));
  // A programme the member already runs is not suggested again.
  const suggestions = (suggested.data ?? []).filter((s) => !activeIds.has(s.program._id));

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
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="active-journeys-heading" className="text-xl font-semibold text-slate-900">
            Active Journeys
          </h2>
          <p className="mt-1 text-sm text-slate-600">The programs you are working on, and programs picked for you from your surveys.</p>
        </div>
        <TextLink to={paths.programs.list.getHref()} className="text-sm">
          Browse all programs
        </TextLink>
      </div>

      {saved && (
        <StatusMessage type="success" className="mb-4">
          {saved}
        </StatusMessage>
      )}

      <h3 className="text-base font-semibold text-slate-900">In progress</h3>
      <div className="mt-3">
        {inProgress.isPending && (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading programs">
            <InProgressCardSkeleton />
            <InProgressCardSkeleton />
          </div>
        )}
        {inProgress.isError && <StatusMessage type="error">Failed to load programs. Please try again later.</StatusMessage>}
        {inProgress.isSuccess && inProgress.data.length === 0 && (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
              <Compass className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1 text-sm">
              <p className="font-semibold text-slate-900">You have no programs in progress.</p>
              <p className="mt-1 text-slate-600">
                Start one of the programs suggested for you below, or browse the catalogue to find one that fits. You can run up to 2 at a
                time.
              </p>
            </div>
            <Link to={paths.programs.list.getHref()} className={buttonClasses({ variant: 'secondary' })}>
              Browse programs
            </Link>
          </Card>
        )}
        {inProgress.isSuccess && inProgress.data.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2">
            {inProgress.data.map((item) => (
              <li key={item.progress._id}>
                <InProgressCard
                  item={item}
                  onTrack={() => {
                    setSaved(null);
                    setTrackingId(item.program._id);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      <h3 className="mt-8 text-base font-semibold text-slate-900">Suggested for you</h3>
      <div className="mt-3 space-y-4">
        {removeFailed && <StatusMessage type="error">Failed to remove suggestion. Please try again.</StatusMessage>}
        {suggested.isPending && (
          <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Loading suggested programs">
            <InProgressCardSkeleton />
            <InProgressCardSkeleton />
          </div>
        )}
        {suggested.isError && <StatusMessage type="error">Failed to load suggested programs.</StatusMessage>}
        {suggested.isSuccess && suggestions.length === 0 && (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800">
              <ClipboardList className="size-6" aria-hidden="true" />
            </span>
            <div className="flex-1 text-sm">
              <p className="font-semibold text-slate-900">No suggested programs right now.</p>
              <p className="mt-1 text-slate-600">Take a survey and we will suggest programs that fit your answers.</p>
            </div>
            <Link to={paths.surveys.list.getHref()} className={buttonClasses({ variant: 'secondary' })}>
              Take a survey
            </Link>
          </Card>
        )}
        {suggested.isSuccess && suggestions.length > 0 && (
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

      {dialogs}

      <Modal
        open={confirmRemove !== null}
        title="Remove suggestion?"
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setConfirmRemove(null)}
        onConfirm={confirmRemoval}
      >
        <p>
          {confirmRemove?.program.title} will no longer be suggested to you. You can still find it and start it from the program catalogue.
        </p>
      </Modal>

      {tracking && (
        <TrackingPopup
          program={tracking.program}
          progress={tracking.progress}
          onClose={() => setTrackingId(null)}
          onSaved={(date, outcome) => setSaved(savedMessage(date, outcome, tracking.program.title))}
        />
      )}
    </section>
  );
}
