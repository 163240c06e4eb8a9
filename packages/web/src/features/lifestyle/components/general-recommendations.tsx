import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, PartyPopper } from 'lucide-react';
import { RecommendationsEmptyState } from './recommendations-empty-state';
import { RecommendationsSection } from './recommendations-section';

const GENERAL = { excludePillars: true } as const;

/** The home screen's General Recommendations: the member's recommendations that belong to no pillar (§1, §7), each collapsed to a few lines. */
export function GeneralRecommendations() {
  const { t } = useLingui();
  return (
    <RecommendationsSection
      id="general-recommendations"
      title={t`General Recommendations`}
      description={t`Steps your care team suggests from your survey answers. Start one when you are ready.`}
      filter={GENERAL}
      collapsible
      empty={
        <RecommendationsEmptyState icon={<ClipboardList className="size-6" aria-hidden="true" />} title={t`No recommendations yet`}>
          <Trans>Your personalised recommendations appear here after you complete surveys. Each survey takes a few minutes.</Trans>
        </RecommendationsEmptyState>
      }
      allDone={
        <RecommendationsEmptyState icon={<PartyPopper className="size-6" aria-hidden="true" />} title={t`All caught up`}>
          <Trans>You have completed every recommendation so far. Retake a survey to see what to work on next.</Trans>
        </RecommendationsEmptyState>
      }
    />
  );
}
