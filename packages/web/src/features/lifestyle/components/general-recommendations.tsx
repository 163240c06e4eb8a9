import { ClipboardList, PartyPopper } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useRecommendationsQuery } from '@/api/recommendations';
import { RecommendationList, RecommendationListSkeleton } from './recommendation-list';
import { RecommendationsEmptyState } from './recommendations-empty-state';

const GENERAL = { excludePillars: true } as const;

/** The home screen's General Recommendations: the member's recommendations that belong to no pillar (§1, §7). */
export function GeneralRecommendations() {
  const recommendations = useRecommendationsQuery(GENERAL);

  return (
    <section aria-labelledby="general-recommendations-heading">
      <div className="mb-4">
        <h2 id="general-recommendations-heading" className="text-xl font-semibold text-slate-900">
          General Recommendations
        </h2>
        <p className="mt-1 text-sm text-slate-600">Steps your care team suggests from your survey answers. Start one when you are ready.</p>
      </div>

      {recommendations.isPending && <RecommendationListSkeleton />}

      {recommendations.isError && (
        <StatusMessage type="error">
          <p>We couldn&apos;t load your recommendations. Please try again later.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => void recommendations.refetch()}
            loading={recommendations.isFetching}
          >
            Try again
          </Button>
        </StatusMessage>
      )}

      {recommendations.isSuccess && (
        <RecommendationList
          recommendations={recommendations.data}
          empty={
            <RecommendationsEmptyState icon={<ClipboardList className="size-6" aria-hidden="true" />} title="No recommendations yet">
              Your personalised recommendations appear here after you complete surveys. Each survey takes a few minutes.
            </RecommendationsEmptyState>
          }
          allDone={
            <RecommendationsEmptyState icon={<PartyPopper className="size-6" aria-hidden="true" />} title="All caught up">
              You have completed every recommendation so far. Retake a survey to see what to work on next.
            </RecommendationsEmptyState>
          }
        />
      )}
    </section>
  );
}
