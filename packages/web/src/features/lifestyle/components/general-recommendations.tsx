import { ClipboardList, PartyPopper } from 'lucide-react';
import { RecommendationsEmptyState } from './recommendations-empty-state';
import { RecommendationsSection } from './recommendations-section';

const GENERAL = { excludePillars: true } as const;

/** The home screen's General Recommendations: the member's recommendations that belong to no pillar (§1, §7), each collapsed to a few lines. */
export function GeneralRecommendations() {
  return (
    <RecommendationsSection
      id="general-recommendations"
      title="General Recommendations"
      description="Steps your care team suggests from your survey answers. Start one when you are ready."
      filter={GENERAL}
      collapsible
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
  );
}
