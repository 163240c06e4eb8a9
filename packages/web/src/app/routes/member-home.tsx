import { useState } from 'react';
import { useProfileQuery } from '@/api/profile';
import { pageTitle } from '@/config/brand';
import { BloodMarkersOverview } from '@/features/health/components/blood-markers-overview';
import { HeartHealthCard } from '@/features/home/heart-health-card';
import { HomeFooter } from '@/features/home/home-footer';
import { GeneralRecommendations } from '@/features/lifestyle/components/general-recommendations';
import { WellnessDimensions } from '@/features/lifestyle/components/wellness-dimensions';
import { OnboardingBanner } from '@/features/onboarding/components/onboarding-banner';
import { ActiveJourneys } from '@/features/programs/components/active-journeys';

/** The journey home (§1): header, onboarding, Wellness Dimensions, Active Journeys, General Recommendations, footer. */
export function MemberHomePage() {
  const profile = useProfileQuery();
  const firstName = profile.data?.firstName.trim();
  // The banner tells the page whether it shows, so the page can tighten its spacing around it.
  const [onboardingVisible, setOnboardingVisible] = useState(false);
  return (
    <div className="space-y-10" data-onboarding-visible={onboardingVisible}>
      <title>{pageTitle('Your Health Journey')}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your Health Journey</h1>
        <p className="mt-2 text-slate-600">{firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Small, steady steps add up.</p>
      </header>
      <OnboardingBanner onVisibilityChange={setOnboardingVisible} />
      <WellnessDimensions />
      <ActiveJourneys />
      <BloodMarkersOverview />
      <HeartHealthCard />
      <GeneralRecommendations />
      <HomeFooter />
    </div>
  );
}
