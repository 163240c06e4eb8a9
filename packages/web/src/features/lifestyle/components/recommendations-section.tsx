import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRecommendationsQuery, type RecommendationFilter } from '@/api/recommendations';
import { AsyncSection } from '@/components/ui/async-section';
import { RetryError } from '@/components/ui/retry-error';
import { RecommendationList, RecommendationListSkeleton } from './recommendation-list';
import { Section } from './section';

interface RecommendationsSectionProps {
  id: string;
  title: string;
  description: string;
  /** The general recommendations (home) or one pillar's; keep the object stable between renders. */
  filter: RecommendationFilter;
  /** Shown when the member has no recommendation at all. */
  empty: ReactNode;
  /** Shown when every recommendation is completed. */
  allDone: ReactNode;
  /** Cards show their title, status and one line until opened. */
  collapsible?: boolean;
}

/** A titled list of the member's recommendations, loaded for the filter, with Try again when the load fails. */
export function RecommendationsSection({ id, title, description, filter, empty, allDone, collapsible }: RecommendationsSectionProps) {
  const recommendations = useRecommendationsQuery(filter);
  return (
    <Section id={id} title={title} description={description} descriptionFromSmall={collapsible}>
      <AsyncSection
        query={recommendations}
        loading={<RecommendationListSkeleton />}
        error={
          <RetryError query={recommendations}>
            <Trans>We couldn't load your recommendations. Please try again later.</Trans>
          </RetryError>
        }
      >
        {(list) => <RecommendationList recommendations={list} empty={empty} allDone={allDone} collapsible={collapsible} />}
      </AsyncSection>
    </Section>
  );
}
