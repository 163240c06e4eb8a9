import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronRight, MessageSquareText } from 'lucide-react';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';
import { CriticalResults } from '@/features/health/components/critical-results';
import { HomeFooter } from '@/features/home/home-footer';
import { OpenAlertCards } from '@/features/home/open-alert-cards';
import { WeekSummary } from '@/features/home/week-summary';
import { useUnreadCountQuery } from '@/features/messages/api/messages';
import { OnboardingBanner } from '@/features/onboarding/components/onboarding-banner';
import { TodayActions } from '@/features/programs/components/today-actions';
import { afterNextPaint } from '@/lib/after-paint';
import { cn } from '@/lib/class-names';
import { revealApp } from '../member-shell';
import { laterCard } from './home-later-card';

// The cards below the fold (decision 0116): one chunk fetched once the first stage has been committed,
// each card held by a skeleton of its size until it arrives. The heights are the cards' own (below
// their heading) with the demo member's data, measured at 390 px and at 1280 px (sm: and up).
const loadLater = () => import('./member-home-later');
const WellnessDimensions = laterCard(() => loadLater().then((m) => m.WellnessDimensions), {
  title: msg`Wellness Dimensions`,
  skeletonCard: 'h-30 sm:h-19',
});
const ActiveJourneys = laterCard(() => loadLater().then((m) => m.ActiveJourneys), {
  title: msg`Active Journeys`,
  skeletonCard: 'h-99 sm:h-77',
});
const BloodMarkersOverview = laterCard(() => loadLater().then((m) => m.BloodMarkersOverview), {
  title: msg`Blood Markers`,
  skeletonCard: 'h-21 sm:h-22',
});
const HeartHealthCard = laterCard(() => loadLater().then((m) => m.HeartHealthCard), {
  title: msg`Heart health`,
  skeletonCard: 'h-46 sm:h-24',
});
const BodyCard = laterCard(() => loadLater().then((m) => m.BodyCard), { title: msg`Body`, skeletonCard: 'h-30 sm:h-20' });
const GeneralRecommendations = laterCard(() => loadLater().then((m) => m.GeneralRecommendations), {
  title: msg`General Recommendations`,
  skeletonCard: 'h-156 sm:h-119',
});

/** Replies from the care team the member has not read yet, one tap from the conversations. */
function UnreadReplies() {
  const unread = useUnreadCountQuery();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.messages.list.getHref()}
      className={cn(
        'flex items-center gap-3 rounded-xl bg-blue-50 px-4 py-3 text-sm font-semibold text-blue-950 ring-1 ring-blue-200 ring-inset hover:bg-blue-100',
        focusRing,
      )}
    >
      <MessageSquareText className="size-5 shrink-0 text-blue-800" aria-hidden="true" />
      <span className="flex-1">
        {count === 1 ? (
          <Trans>A new reply from your care team</Trans>
        ) : (
          <Trans>New replies from your care team in {count} conversations</Trans>
        )}
      </span>
      <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
    </Link>
  );
}

/** The sections' stages: what to do now, then the next two sections, then the rest with the footer. */
const STAGES = 3;

/**
 * How many of the home's stages to render: one more after each has been painted, each in a
 * transition. Rendering all the sections at once made one commit of the whole page (its DOM, layout
 * and effects), the longest task of a phone's home load; in three, nothing the member can use waits,
 * and sections only ever appear below what is shown (nothing moves). The page's first home only: a
 * home opened again renders whole, so that the scroll position restored on going back finds its place.
 */
function useStages(staged: boolean): number {
  const [shown, setShown] = useState(staged ? 1 : STAGES);
  useEffect(() => {
    if (shown >= STAGES) return;
    return afterNextPaint(() => startTransition(() => setShown(shown + 1)));
  }, [shown]);
  return shown;
}

/** The home's sections below its greeting (§1), in their own chunk: the greeting needs none of their code. */
export function HomeSections({ staged = false }: { staged?: boolean }) {
  // The banner tells the page whether it shows, so the page can tighten its spacing around it.
  const [onboardingVisible, setOnboardingVisible] = useState(false);
  const stages = useStages(staged);
  // The landing's member shell, if it still shows (with the member's open alerts, decision 0093), gives
  // way to the sections in the same frame: the home's own cards are in them.
  useLayoutEffect(revealApp, []);
  // The later cards' code downloads while the first stage is painted, so the next stages rarely wait.
  useEffect(() => void loadLater().catch(() => undefined), []);
  return (
    <div className="space-y-6 sm:space-y-8" data-onboarding-visible={onboardingVisible}>
      {/*
        In this order on phones: what to do now, the onboarding, the week. From xl (styles.css,
        .home-now) what to do now beside the week, the onboarding below them across the whole width.
      */}
      <div className="home-now grid grid-cols-1 items-start gap-6 sm:gap-8 xl:gap-6" data-testid="home-now">
        {/* Empty (nothing today, no alert): hidden, and the onboarding and the week take the whole width. */}
        <div data-home-now="" className="min-w-0 space-y-6 empty:hidden sm:space-y-8 xl:space-y-6">
          {/* An urgent alert the care team has not closed: its advice first, whatever else the day holds. */}
          <OpenAlertCards />
          <TodayActions />
          <CriticalResults />
          <UnreadReplies />
        </div>
        <div data-home-onboarding="" className="min-w-0 empty:hidden">
          <OnboardingBanner onVisibilityChange={setOnboardingVisible} />
        </div>
        <div data-home-week="" className="min-w-0">
          <WeekSummary />
        </div>
      </div>
      {stages >= 2 && (
        <>
          <WellnessDimensions collapsible />
          <ActiveJourneys />
        </>
      )}
      {stages >= 3 && (
        <>
          <BloodMarkersOverview showCritical={false} />
          <HeartHealthCard />
          <BodyCard />
          <GeneralRecommendations />
          <HomeFooter />
        </>
      )}
    </div>
  );
}
