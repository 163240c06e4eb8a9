import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, MessageSquareText } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useProfileQuery } from '@/api/profile';
import { focusRing } from '@/components/ui/focus-ring';
import { PageSpinner } from '@/components/ui/spinner';
import { pageTitle } from '@/config/brand';
import { paths } from '@/config/paths';
import { BloodMarkersOverview } from '@/features/health/components/blood-markers-overview';
import { CriticalResults } from '@/features/health/components/critical-results';
import { HeartHealthCard } from '@/features/home/heart-health-card';
import { HomeFooter } from '@/features/home/home-footer';
import { WeekSummary } from '@/features/home/week-summary';
import { GeneralRecommendations } from '@/features/lifestyle/components/general-recommendations';
import { WellnessDimensions } from '@/features/lifestyle/components/wellness-dimensions';
import { useUnreadCountQuery } from '@/features/messages/api/messages';
import { OnboardingBanner } from '@/features/onboarding/components/onboarding-banner';
import { ActiveJourneys } from '@/features/programs/components/active-journeys';
import { TodayActions } from '@/features/programs/components/today-actions';
import { cn } from '@/lib/class-names';
import { firstHomeHold, firstHomeShown } from '../preload-member-home';

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

/**
 * The journey home (§1), a short dashboard in order of what matters now: today's tracking, alerts
 * and onboarding, the week so far, then Wellness Dimensions, Active Journeys, blood markers, heart
 * health and General Recommendations, each in a few lines with more on request; then the footer.
 * Its title and greeting show at once. The page's first home (decision 0045) renders its sections
 * once their reads have answered (at most a second) and the greeting has been painted, in a
 * transition: in slices that keep the page responsive, committed together.
 */
export function MemberHomePage() {
  const { t } = useLingui();
  const profile = useProfileQuery();
  const firstName = profile.data?.firstName.trim();
  const [hold] = useState(firstHomeHold);
  const [sectionsShown, setSectionsShown] = useState(hold === null);
  useEffect(() => {
    firstHomeShown();
    if (!hold) return;
    let live = true;
    // After the greeting has been painted: the sections' rendering never delays it.
    const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    void Promise.all([hold, painted]).then(() => {
      if (live) startTransition(() => setSectionsShown(true));
    });
    return () => {
      live = false;
    };
  }, [hold]);
  return (
    <div className="space-y-6 sm:space-y-8">
      <title>{pageTitle(t`Your Health Journey`)}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Your Health Journey</Trans>
        </h1>
        <p className="mt-1 text-slate-600 sm:mt-2">
          {firstName ? (
            <Trans>Welcome back, {firstName}. Small, steady steps add up.</Trans>
          ) : (
            <Trans>Welcome back. Small, steady steps add up.</Trans>
          )}
        </p>
      </header>
      {sectionsShown ? <HomeSections /> : <PageSpinner />}
    </div>
  );
}

function HomeSections() {
  // The banner tells the page whether it shows, so the page can tighten its spacing around it.
  const [onboardingVisible, setOnboardingVisible] = useState(false);
  return (
    <div className="space-y-6 sm:space-y-8" data-onboarding-visible={onboardingVisible}>
      {/* What to do now beside the week where there is room (xl); one column on phones, in this order. */}
      <div className="flex flex-col gap-6 sm:gap-8 xl:flex-row xl:items-start xl:gap-6" data-testid="home-now">
        {/* Empty (nothing today, no alert, onboarding done): the week takes the whole width. */}
        <div className="min-w-0 space-y-6 empty:hidden sm:space-y-8 xl:flex-1 xl:space-y-6">
          <TodayActions />
          <CriticalResults />
          <UnreadReplies />
          <OnboardingBanner onVisibilityChange={setOnboardingVisible} />
        </div>
        <div className="min-w-0 xl:flex-1">
          <WeekSummary />
        </div>
      </div>
      <WellnessDimensions collapsible />
      <ActiveJourneys />
      <BloodMarkersOverview showCritical={false} />
      <HeartHealthCard />
      <GeneralRecommendations />
      <HomeFooter />
    </div>
  );
}
