import type { SuggestedProgram } from '@wellpath/shared/surveys/wire';
import { useId, useState } from 'react';
import { useInProgressProgramsQuery, useRemoveSuggestionMutation, useSuggestedProgramsQuery } from '../api/programs';
import { useStartProgram } from './use-start-program';

/** The home's programmes: those in progress, the suggestions (folded or in full), Start and Remove. */
export function useActiveJourneys() {
  const inProgress = useInProgressProgramsQuery();
  const suggested = useSuggestedProgramsQuery();
  const remove = useRemoveSuggestionMutation();
  const starting = useStartProgram();
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

  function askRemove(item: SuggestedProgram) {
    setRemoveFailed(false);
    setConfirmRemove(item);
  }

  return {
    inProgress,
    suggested,
    suggestions,
    nothingYet,
    open: showAll === true,
    setShowAll,
    suggestionsId,
    removing: remove.isPending,
    removeFailed,
    confirmRemove,
    setConfirmRemove,
    askRemove,
    confirmRemoval,
    ...starting,
  };
}

export type ActiveJourneysState = ReturnType<typeof useActiveJourneys>;
