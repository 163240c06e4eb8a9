import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { effectiveStatus, REOPENED_STATUS, splitRecommendations } from '@wellpath/shared/lifestyle/recommendation-rules';
import type { Recommendation, RecommendationStatus } from '@wellpath/shared/lifestyle/recommendations';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { UndoToast, type UndoOffer } from '@/components/ui/undo-toast';
import { useUpdateRecommendationStatusMutation } from '@/api/recommendations';
import { RecommendationCard, type HeadingLevel } from './recommendation-card';

interface RecommendationListProps {
  recommendations: readonly Recommendation[];
  /** Level of the card titles and of the Completed heading; completed cards sit one level below. */
  headingLevel?: 3 | 4;
  /** Shown when the member has no recommendation at all. */
  empty: ReactNode;
  /** Shown when every recommendation is completed. */
  allDone?: ReactNode;
  /** Cards show their title, status and one line until opened (the home screen). */
  collapsible?: boolean;
}

/** What the live region says once a change is saved. */
const announcements: Record<RecommendationStatus, MessageDescriptor> = {
  not_started: msg`Back to not started`,
  in_progress: msg({ message: 'Started', context: 'recommendation' }),
  completed: msg({ message: 'Completed', context: 'recommendation' }),
};

/** A Mark Complete that can still be taken back: the recommendation and where it was before. */
interface PendingUndo extends UndoOffer {
  rec: Recommendation;
  previous: RecommendationStatus;
}

/**
 * The recommendation list (§2, §4): active ones with in_progress first, then a Completed group
 * sorted by most recent update with its count. Status changes show at once; the card keeps focus
 * as it moves, and the outcome is announced. Mark Complete can be undone for a few seconds (the
 * toast after the list), and a completed card can be reopened (decision 0036).
 */
export function RecommendationList({ recommendations, headingLevel = 3, empty, allDone, collapsible = false }: RecommendationListProps) {
  const completedHeadingId = useId();
  const mutation = useUpdateRecommendationStatusMutation();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [moved, setMoved] = useState<{ id: string; n: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [undo, setUndo] = useState<PendingUndo | null>(null);
  const { active, completed } = splitRecommendations(recommendations);
  const CompletedHeading = `h${headingLevel}` as const;
  const { t, i18n } = useLingui();
  const completedCount = completed.length;

  /** `said`: what the live region says once saved (by default the new status, or Reopened). */
  function changeStatus(rec: Recommendation, status: RecommendationStatus, said?: string) {
    const previous = effectiveStatus(rec);
    const saying = said ?? (previous === 'completed' && status === REOPENED_STATUS ? t`Reopened` : i18n._(announcements[status]));
    const title = rec.title;
    setSaving((ids) => new Set(ids).add(rec._id));
    setMoved((m) => ({ id: rec._id, n: (m?.n ?? 0) + 1 }));
    // Offered at once, as the card moves; any other change ends the offer.
    setUndo(
      status === 'completed'
        ? {
            id: `${rec._id}-${Date.now()}`,
            message: t`Marked complete: ${title}`,
            undoLabel: t`Undo Mark Complete for ${title}`,
            rec,
            previous,
          }
        : null,
    );
    mutation.mutate(
      { id: rec._id, status },
      {
        // Mark Complete is said by the undo toast as it shows.
        onSuccess: () => setAnnouncement(status === 'completed' ? '' : t`${saying}: ${title}`),
        onError: () => setUndo((u) => (u?.rec._id === rec._id ? null : u)),
        onSettled: () =>
          setSaving((ids) => {
            const next = new Set(ids);
            next.delete(rec._id);
            return next;
          }),
      },
    );
  }

  function card(rec: Recommendation, level: HeadingLevel) {
    return (
      <li key={rec._id}>
        <RecommendationCard
          recommendation={rec}
          headingLevel={level}
          onChangeStatus={changeStatus}
          busy={saving.has(rec._id)}
          focusToken={moved?.id === rec._id ? moved.n : undefined}
          collapsible={collapsible}
        />
      </li>
    );
  }

  return (
    <div>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>

      {recommendations.length === 0 && empty}
      {recommendations.length > 0 && active.length === 0 && allDone}

      {active.length > 0 && (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Active recommendations`}>
          {active.map((rec) => card(rec, headingLevel))}
        </ul>
      )}

      {completed.length > 0 && (
        <section aria-labelledby={completedHeadingId} className={collapsible ? 'mt-6' : 'mt-8'}>
          <CompletedHeading id={completedHeadingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Trans context="recommendation list">Completed</Trans>{' '}
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              <span aria-hidden="true">{completedCount}</span>
              <span className="sr-only">
                <Plural value={completedCount} one="# recommendation" other="# recommendations" />
              </span>
            </span>
          </CompletedHeading>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2" aria-label={t`Completed recommendations`}>
            {completed.map((rec) => card(rec, (headingLevel + 1) as HeadingLevel))}
          </ul>
        </section>
      )}

      <UndoToast
        offer={undo}
        busy={undo !== null && saving.has(undo.rec._id)}
        onUndo={() => undo && changeStatus(undo.rec, undo.previous, t`Undone, back in your list`)}
        onDismiss={() => setUndo(null)}
      />
    </div>
  );
}

/** Placeholder cards while recommendations load. */
export function RecommendationListSkeleton({ count = 2 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Loading recommendations`} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Card className="border-l-4 border-l-slate-200 p-5">
            <div className="flex justify-between">
              <Skeleton className="h-5 w-28 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-5/6" />
            <Skeleton className="mt-5 h-9 w-32" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
